// Public face of the promotions area: one export line per file.
export {};
