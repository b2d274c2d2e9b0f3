// Calls of the public-reading area (spec section 7).
export {};
