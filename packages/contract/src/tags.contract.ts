// Calls of the tags area (spec section 7).
export {};
