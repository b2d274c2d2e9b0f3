// Public face of the catalogue area: one export line per file.
export {};
