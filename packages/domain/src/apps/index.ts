// Public face of the apps area: one export line per file.
export {};
