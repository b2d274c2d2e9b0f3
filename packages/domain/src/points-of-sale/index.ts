// Public face of the points-of-sale area: one export line per file.
export {};
