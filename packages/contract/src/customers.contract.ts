// Calls of the customers area (spec section 7).
export {};
