// Calls of the promotions area (spec section 7).
export {};
