// Calls of the apps area (spec section 7).
export {};
