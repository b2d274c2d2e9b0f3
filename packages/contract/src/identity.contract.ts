// Calls of the identity area (spec section 7).
export {};
