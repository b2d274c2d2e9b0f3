// Public face of the tags area: one export line per file.
export {};
