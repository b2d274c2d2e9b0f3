// Public face of the lots area: one export line per file.
export {};
