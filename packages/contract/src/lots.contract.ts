// Calls of the lots area (spec section 7).
export {};
