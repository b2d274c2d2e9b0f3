// Public face of the devices area: one export line per file.
export {};
