/**
 * The specification's states (section 4), roles (section 6) and catalogues (section 9),
 * each with the Korean label shown to users where the specification gives one.
 */

/** Order status (spec §4). */
export const OrderStatus = {
  ORDER_NONPAYMENT: 'ORDER_NONPAYMENT',
  ORDER_CANCELED: 'ORDER_CANCELED',
  ORDER_PAYMENT: 'ORDER_PAYMENT',
  ORDER_CONFIRM: 'ORDER_CONFIRM',
  SHIPPING_CONFIRM: 'SHIPPING_CONFIRM',
  SHIPPING_DELAYED: 'SHIPPING_DELAYED',
  DELIVERY_COMPLETE: 'DELIVERY_COMPLETE',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Korean text of each order status; the spec gives 미결제, 결제완료 and 배송준비중, the rest follow the same register. */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  ORDER_NONPAYMENT: '미결제',
  ORDER_CANCELED: '주문취소',
  ORDER_PAYMENT: '결제완료',
  ORDER_CONFIRM: '배송준비중',
  SHIPPING_CONFIRM: '배송중',
  SHIPPING_DELAYED: '배송지연',
  DELIVERY_COMPLETE: '배송완료',
};

/** Claim status (spec §4). */
export const ClaimStatus = {
  CANCEL_REQUESTED: 'CANCEL_REQUESTED',
  CANCEL_COMPLETED: 'CANCEL_COMPLETED',
  CANCEL_REJECTED: 'CANCEL_REJECTED',
  EXCHANGE_REQUESTED: 'EXCHANGE_REQUESTED',
  EXCHANGE_COMPLETED: 'EXCHANGE_COMPLETED',
  EXCHANGE_REJECTED: 'EXCHANGE_REJECTED',
  EXCHANGE_PENDING: 'EXCHANGE_PENDING',
  EXCHANGE_DELAYED: 'EXCHANGE_DELAYED',
  EXCHANGE_SHIPPING: 'EXCHANGE_SHIPPING',
  RETURN_REQUESTED: 'RETURN_REQUESTED',
  RETURN_COMPLETED: 'RETURN_COMPLETED',
  RETURN_REJECTED: 'RETURN_REJECTED',
} as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];

export const CLAIM_STATUS_TEXT: Record<ClaimStatus, string> = {
  CANCEL_REQUESTED: '취소요청',
  CANCEL_COMPLETED: '취소완료',
  CANCEL_REJECTED: '취소거부',
  EXCHANGE_REQUESTED: '교환요청',
  EXCHANGE_COMPLETED: '교환완료',
  EXCHANGE_REJECTED: '교환거부',
  EXCHANGE_PENDING: '교환보류',
  EXCHANGE_DELAYED: '교환지연',
  EXCHANGE_SHIPPING: '교환배송중',
  RETURN_REQUESTED: '반품요청',
  RETURN_COMPLETED: '반품완료',
  RETURN_REJECTED: '반품거부',
};

/** Purchase status (spec §4). */
export const PurchaseStatus = {
  PURCHASE_PENDING: 'PURCHASE_PENDING',
  PURCHASE_AWAITING: 'PURCHASE_AWAITING',
  PURCHASE_SCHEDULE: 'PURCHASE_SCHEDULE',
  PURCHASE_COMPLETE: 'PURCHASE_COMPLETE',
  PURCHASE_CANCELED: 'PURCHASE_CANCELED',
} as const;
export type PurchaseStatus = (typeof PurchaseStatus)[keyof typeof PurchaseStatus];

/** Collection (pick-up for returns) status (spec §4). */
export const CollectionStatus = {
  COLLECTION_PENDING: 'COLLECTION_PENDING',
  COLLECTION_PROGRESS: 'COLLECTION_PROGRESS',
  COLLECTION_COMPLETE: 'COLLECTION_COMPLETE',
} as const;
export type CollectionStatus = (typeof CollectionStatus)[keyof typeof CollectionStatus];

/** Inquiry answer state (spec §4). */
export const AnswerStatus = { ANSWER_AWAITING: 'ANSWER_AWAITING', ANSWER_COMPLETE: 'ANSWER_COMPLETE' } as const;
export type AnswerStatus = (typeof AnswerStatus)[keyof typeof AnswerStatus];

/** User types (spec §6). */
export const UserType = { PERSON: 'PERSON', COMPANY: 'COMPANY', OPERATOR: 'OPERATOR' } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPE_TEXT: Record<UserType, string> = { PERSON: '개인회원', COMPANY: '기업회원', OPERATOR: '관리자' };

/** Member level codes (spec §6); ROOT and ADMIN are hidden from members. */
export const LevelCode = { ROOT: 'ROOT', ADMIN: 'ADMIN', PERSON: 'PERSON', COMPANY: 'COMPANY' } as const;
export type LevelCode = (typeof LevelCode)[keyof typeof LevelCode];
export const LEVEL_TEXT: Record<LevelCode, string> = { ROOT: '최고관리자', ADMIN: '관리자', PERSON: '개인회원', COMPANY: '기업회원' };

/** Token scopes (spec §6): console is full admin; admin02 and admin03 are narrower staff roles. */
export const Scope = { CONSOLE: 'console', ADMIN02: 'admin02', ADMIN03: 'admin03' } as const;
export type Scope = (typeof Scope)[keyof typeof Scope];

/** Payment methods. The spec's default is card; bank transfer (무통장입금) is the method of this release. */
export const PaymentMethod = { CARD: 'card', BANK: 'bank' } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, string> = { card: '신용카드', bank: '무통장입금' };

/** Product list sorts (spec §9: latest, name, price ascending, price descending). */
export const ProductSort = { LATEST: 'latest', NAME: 'name', PRICE_ASC: 'priceAsc', PRICE_DESC: 'priceDesc' } as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];
export const PRODUCT_SORT_TEXT: Record<ProductSort, string> = {
  latest: '최신순',
  name: '이름순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
};

/** Product types (spec §9). */
export const ProductType = { NORMAL: 'normal', VARIETY_BUNDLE: 'variety', PRODUCT_BUNDLE: 'bundle', TARGET_PAYMENT: 'target' } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

/** Display codes (spec §9); home uses MAIN_SHOWS and HIGHLIGHTS. */
export const DisplayCode = {
  MAIN_SHOWS: 'main_shows',
  HIGHLIGHTS: 'highlights',
  NEW_ARRIVAL: 'new_arrival',
  BEST_SELLER: 'best_seller',
  POPULAR: 'popular',
  BEST_REVIEW: 'best_review',
} as const;
export type DisplayCode = (typeof DisplayCode)[keyof typeof DisplayCode];
export const DISPLAY_CODE_TEXT: Record<DisplayCode, string> = {
  main_shows: '메인 노출',
  highlights: '하이라이트',
  new_arrival: '신상품',
  best_seller: '베스트셀러',
  popular: '인기상품',
  best_review: '베스트 리뷰',
};

/** Shipping codes (spec §9). */
export const ShippingCode = {
  EXPRESS: 'express',
  PARCEL: 'parcel',
  FREIGHT: 'freight',
  COMPANY: 'company',
  COMPANY_SPECIAL: 'company_special',
} as const;
export type ShippingCode = (typeof ShippingCode)[keyof typeof ShippingCode];
export const SHIPPING_CODE_TEXT: Record<ShippingCode, string> = {
  express: '특급택배',
  parcel: '일반택배',
  freight: '화물택배',
  company: '업체직배송',
  company_special: '업체특수배송',
};

/** Shipping bundle types (spec §9): bundled takes the highest charge of a group, apiece the sum. */
export const ShippingBundleType = { BUNDLE: 'bundle', APIECE: 'apiece' } as const;
export type ShippingBundleType = (typeof ShippingBundleType)[keyof typeof ShippingBundleType];

/** Delivery charge types (spec §9). */
export const ShippingChargeType = { FREE: 'free', FIXED: 'fixed', PRICES_RANGE: 'pricesRange', TRAVEL_RANGE: 'travelRange' } as const;
export type ShippingChargeType = (typeof ShippingChargeType)[keyof typeof ShippingChargeType];
