/** Errors of the promotions context (coupons and points), each with its code, HTTP status and Korean message. */
export {};
