// Public face of the public-reading area: one export line per file.
export {};
