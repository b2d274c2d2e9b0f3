// Calls of the catalogue area (spec section 7).
export {};
