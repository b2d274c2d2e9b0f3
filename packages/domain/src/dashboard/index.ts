// Public face of the dashboard area: one export line per file.
export {};
