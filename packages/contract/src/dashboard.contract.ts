// Calls of the dashboard area (spec section 7).
export {};
