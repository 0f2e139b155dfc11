/**
 * Every error code the API answers with (the `code` of {@link ApiError}). Domain refusals are
 * declared once each in their context's `<context>.errors.ts` on the server; the rest are the
 * HTTP plumbing's own. The frontend switches on `code`, never on the HTTP status.
 */
export const ERROR_CODES = [
  // HTTP plumbing (platform)
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'IMAGE_UNREADABLE',
  'IMAGE_MISSING',
  // catalog
  'PRODUCT_NOT_FOUND',
  'PRODUCT_RESERVED',
  'PRODUCT_EXISTS',
  'PRODUCT_CODE_TAKEN',
  'NOT_ON_SALE',
  'SOLD_OUT',
  'INSUFFICIENT_STOCK',
  'INVALID_STOCK',
  'OPTION_REQUIRED',
  'OPTION_INVALID',
  'CATEGORY_EXISTS',
  'BRAND_EXISTS',
  // content
  'DOCUMENT_EXISTS',
  'DOCUMENT_NOT_FOUND',
  'TERMS_VERSION_EXISTS',
  'TERMS_NOT_FOUND',
  // identity
  'USER_EXISTS',
  'USERNAME_TAKEN',
  'TERMS_REQUIRED',
  'BUSINESS_REGISTRATION_REQUIRED',
  'BAD_CREDENTIALS',
  'SESSION_EXISTS',
  'SESSION_INVALID',
  // identity: Kakao and Naver login (/login/sns-validate)
  'SOCIAL_STATE_INVALID',
  'SOCIAL_LOGIN_DENIED',
  'SOCIAL_LOGIN_FAILED',
  'SOCIAL_TICKET_INVALID',
  'SOCIAL_ACCOUNT_TAKEN',
  'SOCIAL_ALREADY_LINKED',
  'SOCIAL_MEMBER_WITHDRAWN',
  // ordering
  'CART_LINE_NOT_FOUND',
  'DUPLICATE_CART_LINE',
  'NO_ITEMS',
  'ORDER_EXISTS',
  'ORDER_NOT_FOUND',
  'INVALID_TRANSITION',
  'ORDER_NOT_PAYABLE',
  'PAYMENT_AMOUNT_MISMATCH',
  'CARD_AUTHENTICATION_FAILED',
  'CARD_PAYMENT_IN_PROGRESS',
  'CARD_PAYMENT_REFUSED',
  'CARD_PAYMENT_UNCERTAIN',
  'DEPOSIT_NOT_EXPECTED',
  'PURCHASE_NOT_FOUND',
  'CLAIM_NOT_ALLOWED',
  'CLAIM_OPEN',
  'COLLECTION_NOT_COMPLETE',
  'INVOICE_NOT_ALLOWED',
  'NOT_CONFIRMABLE',
  'REFUND_EXCEEDS_PAYMENT',
  'REFUND_FAILED',
  'REFUND_ACCOUNT_MISSING',
  'REFUND_IN_PROGRESS',
  'TARGET_USER_NOT_FOUND',
  'TARGET_PAYMENT_LOCKED',
  'CASH_RECEIPT_DISABLED',
  'CASH_RECEIPT_NOT_DUE',
  'CASH_RECEIPT_NOT_REQUESTED',
  'CASH_RECEIPT_NOT_ISSUED',
  'REFUND_ACCOUNT_NOT_FOUND',
  // promotions: coupons
  'COUPON_NOT_FOUND',
  'COUPON_EXISTS',
  'COUPON_CODE_TAKEN',
  'COUPON_PERIOD_INVALID',
  'COUPON_NOT_DOWNLOADABLE',
  'COUPON_ISSUE_CLOSED',
  'COUPON_NOT_FOR_MEMBER',
  'COUPON_ALREADY_ISSUED',
  'COUPON_SOLD_OUT',
  'COUPON_USAGE_EXHAUSTED',
  'USER_COUPON_NOT_FOUND',
  'USER_COUPON_USED',
  'USER_COUPON_EXPIRED',
  'USER_COUPON_CHOICE_INVALID',
  'COUPON_NOT_USABLE',
  'COUPON_NOT_COMBINABLE',
  'COUPON_TARGET_PRICE',
  'COUPON_NO_TARGET',
  'COUPON_MEMBER_NOT_FOUND',
  // promotions: points
  'POINTS_INVALID_AMOUNT',
  'POINTS_BELOW_MINIMUM',
  'POINTS_UNIT',
  'POINTS_INSUFFICIENT',
  'POINTS_EXCEED_PAYMENT',
  'POINTS_ALREADY_SPENT',
  'POINT_POLICY_EXISTS',
  'POINT_POLICY_NOT_FOUND',
  'POINT_POLICY_INACTIVE',
  'POINT_AMOUNT_REQUIRED',
  'POINT_MEMBER_NOT_FOUND',
  // identity: member levels
  'LEVEL_EXISTS',
  'LEVEL_NOT_FOUND',
  'SCORE_NEGATIVE',
  'LEVEL_MEMBER_NOT_FOUND',
  // identity: members in the console
  'MEMBER_NOT_FOUND',
  'MEMBER_TYPE_INVALID',
  // identity: the member's own account
  'PASSWORD_MISMATCH',
  'VERIFICATION_REQUIRED',
  // identity: 본인인증 and account recovery
  'CERTIFICATION_FORGED',
  'CERTIFICATION_FAILED',
  'CERTIFICATION_INVALID',
  'IDENTITY_TAKEN',
  'RECOVERY_NOT_MATCHED',
  'RESET_TOKEN_INVALID',
  // shipping
  'SHIPPING_NOT_FOUND',
  'SHIPPING_INVALID',
  'ISLAND_NOT_FOUND',
  'ISLAND_INVALID',
  'ISLAND_EXISTS',
  'SHIPPING_AREA_UNAVAILABLE',
  'LOCATION_MISSING',
  // members: wishlist, recently viewed, destinations
  'LIKE_NOT_FOUND',
  'LIKES_FULL',
  'WATCH_NOT_FOUND',
  'DESTINATION_NOT_FOUND',
  'DESTINATIONS_FULL',
  // promoters: approval requests and promotees
  'PROMOTER_REQUEST_OPEN',
  'ALREADY_PROMOTER',
  'PROMOTER_REQUEST_NOT_FOUND',
  'PROMOTER_REQUEST_NOT_AWAITING',
  'PROMOTER_TERMS_REQUIRED',
  'PROMOTER_IDENTITY_MISMATCH',
  'PROMOTER_CODE_UNKNOWN',
  'PROMOTER_CODE_TAKEN',
  'NOT_PROMOTER',
] as const;

/** A machine-readable error code of the API. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that mean the shown stock or sale state of a product is stale: reload what is shown. */
export const STALE_PRODUCT_CODES: readonly ErrorCode[] = ['NOT_ON_SALE', 'SOLD_OUT', 'INSUFFICIENT_STOCK', 'PRODUCT_NOT_FOUND'];

/** Body of every error response. `message` is Korean and shown to the user as is. */
export interface ApiError {
  statusCode: number;
  /** What went wrong, for code to switch on. */
  code: ErrorCode;
  message: string;
  /** Per-field messages for a 400 from validation (`code` VALIDATION_FAILED). */
  errors?: { field: string; message: string }[];
}
