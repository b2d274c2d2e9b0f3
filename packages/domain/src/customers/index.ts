// Public face of the customers area: one export line per file.
export {};
