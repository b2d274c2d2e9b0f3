// Calls of the devices area (spec section 7).
export {};
