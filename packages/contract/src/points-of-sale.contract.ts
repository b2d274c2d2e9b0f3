// Calls of the points-of-sale area (spec section 7).
export {};
