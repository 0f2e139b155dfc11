import type { TermAgreement } from './dashboard.js';
import type { SocialProvider } from './social-login.js';
import type { ShippingCodeSetting } from './shipping.js';
import type { DisplayCodeSetting } from './taxonomy.js';
import type { MainLink } from './content.js';
import type { TrackingSetting } from './tracking.js';
import type { CareBlock, SeoMeta, ShopBankAccount, SiteLogo } from './settings.js';
/**
 * Shapes of the HTTP API (spec §7) as both sides see them. Money in 원 (integers), times as
 * ISO-8601 UTC strings. Every command response carries `position`, the event-log position it
 * wrote; a query sent with header `x-min-position` waits (bounded) until the read model has it.
 */
import type { ClaimFacts, Invoice, Refund } from './claims.js';
import type { CategoryVisual } from './events/catalog.events.js';
import type { CardApproval } from './events/ordering.events.js';
import type { ClaimKind } from './order-transitions.js';
import type { GeoPoint } from './pricing.js';
import type {
  ClaimStatus,
  CollectionStatus,
  DisplayCode,
  OrderStatus,
  PaymentMethod,
  PurchaseStatus,
  ShippingBundleType,
  ShippingCode,
  UserType,
  Scope,
  ProductType,
} from './enums.js';
import type { PriceBreakdown } from './pricing.js';
import type { MaskedBankAccount } from './promoters.js';

/** Base path of each API audience (ARCHITECTURE §3). */
export const API = {
  auth: '/api/auth',
  public: '/api/v1',
  me: '/api/v1/me',
  console: '/api/console',
} as const;

export interface Summary {
  totalCount: number;
}

export interface ImageRef {
  url: string;
}

export interface OptionValue {
  name: string;
  /** Swatch colour such as "#ffffff", when the option is a colour. */
  hexa?: string;
  /** Swatch picture of the value (spec §3 optionsConf values img), shown instead of the colour chip. */
  img?: ImageRef | null;
  /** Price added to the product's sale price for this value, in 원 (0 when none). */
  amount: number;
}

export interface ProductOption {
  name: string;
  values: OptionValue[];
}

/** How the product page lists an option's values (spec §3 optionsConf sort): as staff entered them, by name, or by added price (lowest first). */
export type OptionValueSort = 'index' | 'name' | 'amount';

/**
 * The product's option settings (spec §3 optionsConf: enabled, sort). With `enabled` false the
 * product page shows no option pickers and an order names no option; `sort` orders the values
 * shown. Absent (products before the field): enabled, in the order entered.
 */
export interface ProductOptionsConf {
  enabled: boolean;
  sort: OptionValueSort;
}

/**
 * A combination of option values sold with its own stock (spec §3 Product variation: code, list,
 * spec, enabled). `list` names the chosen value per option name, e.g. { 색상: '화이트', 크기: '600' };
 * `code` is its SKU, unique within the product; `spec` a short text (size, model). Only enabled
 * variations can be ordered; a product with variations keeps its stock per variation.
 */
export interface ProductVariation {
  code: string;
  list: Record<string, string>;
  spec: string;
  enabled: boolean;
}

/** An enabled variation on the product page: whether it is sold out, and its units left (as the card shows the product's). */
export interface ProductVariationState {
  code: string;
  list: Record<string, string>;
  spec: string;
  stock: number;
  soldOut: boolean;
}

/** A product as listed (cards, sliders, search). */
export interface ProductCard {
  _id: string;
  code: string;
  name: string;
  thumb: ImageRef;
  /** List price in 원. */
  price: number;
  /** Price after the product's own discount, in 원 (equals price when there is none). */
  salePrice: number;
  /** Whole percent off, 0 when none. */
  discountRate: number;
  stock: number;
  /** Whether the product is on sale at all (spec `sells`). */
  sells: boolean;
  shows: boolean;
  category: { _id: string; code: string; name: string } | null;
  brand: { code: string; name: string } | null;
  groups: DisplayCode[];
  hashtags: string[];
  createdAt: string;
}

/** A product on its own page. */
export interface ProductDetail extends ProductCard {
  type: ProductType;
  content: string;
  images: ImageRef[];
  options: ProductOption[];
  origin: string;
  manufacturer: string;
  size: string;
  properties: { name: string; value: string }[];
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** Shipping charge rule shown on the product page, e.g. "100,000원 이상 무료배송". */
  shippingText: string;
  /** YouTube video id (spec §3 youtubeCode); the page loads the player only on a click. */
  youtubeCode?: string;
  /** The enabled link button of the product (spec §3 link), absent when none. */
  link?: { url: string; name: string; isOuter: boolean };
  /** The enabled related items (spec §3 relateds) that the shop shows, as cards, in the product's order. */
  relatedProducts?: ProductCard[];
  /** The choice items a shopper may pick (spec §3 choicees), in the product's order; absent when none. */
  choiceItems?: ProductChoiceItem[];
  /** The enabled option combinations with their stock state (spec §3 variation); absent when the product has none. */
  variations?: ProductVariationState[];
  /** A product bundle's parts (spec §3 bundleds, "구성 상품"), in the product's order; absent for every other product. */
  parts?: ProductBundlePart[];
}

/** A part of a product bundle on its page: the part's card facts and the units one bundle holds. */
export interface ProductBundlePart {
  productId: string;
  code: string;
  name: string;
  thumb: ImageRef;
  /** Units of the part in one bundle. */
  amount: number;
  /** The part's own sale price for one unit, 원 (with its combination's option surcharges). */
  salePrice: number;
  soldOut: boolean;
  /** Of a part whose product has option combinations: the combination's code and its options as shoppers read them ("화이트 / 600"). */
  variation?: string;
  optionText?: string;
}

/** A choice item of the product page: its key (choiceKeyOf, sent when picked), name, price in 원 (null: unknown) and whether the product needs one of its mandatory ones. */
export interface ProductChoiceItem {
  key: string;
  name: string;
  salePrice: number | null;
  mandatory: boolean;
  /** A supply (spec §3 supplies, "부자재") rather than a choice item: listed apart, and its mandatory ones need a pick of their own. */
  supply?: boolean;
}

export interface ProductListResponse {
  products: ProductCard[];
  summary: Summary;
  /** With a `searchValue` that found nothing: up to three search terms of the catalogue close to it (a typo), closest first. */
  suggestions?: string[];
  /** With `facets=1`: the enabled filterings with their value counts (facet-counts.ts), in staff's order. */
  facets?: ProductFacet[];
}

/**
 * One facet of a product list (a console filtering): its values with how many products of the
 * list have each — counted with the selections of the other facets applied and not this one's
 * (the usual faceted-search rule), so picking a value of this facet adds those products.
 */
export interface ProductFacet {
  code: string;
  name: string;
  values: { value: string; count: number; selected: boolean }[];
}

export interface Category {
  _id: string;
  _parent: string | null;
  code: string;
  name: string;
  depth: number;
  color?: string;
  /** The header visual of the category's shop page, with its size in pixels when known. */
  visual?: CategoryVisual | null;
  children: Category[];
}

export interface Brand {
  code: string;
  name: string;
  description: string;
  image: ImageRef;
  /** bath or kitchen collection */
  area: 'bath' | 'kitchen';
}

/** What every content document (setting, banners, band banners, popups) carries besides its own fields. */
export interface ContentDocument {
  _id: string;
  createdAt: string;
  /** Set once the document has been changed. */
  updatedAt?: string;
}

/** Where a listed content document shows and in which order. */
export interface Placed {
  /** The place it shows, e.g. "main" for band banners, "MAIN_1" for the home slider. */
  code: string;
  index: number;
  shows: boolean;
}

export interface BandBanner extends ContentDocument, Placed {
  href: string;
  text: string;
  imagePc: ImageRef | null;
  imageMb: ImageRef | null;
  /** ISO instants of the period: shown from `startsAt` (included) to `endsAt` (excluded); null (or absent, on older ones) is open-ended. */
  startsAt?: string | null;
  endsAt?: string | null;
}

/**
 * A hotspot of a banner (spec §3 Banner items): a dot at `x`, `y` (percent of the picture's width
 * and height, 0–100) opening a card with the product's name, description and link.
 */
export interface BannerItem {
  /** The product the hotspot shows, or null for a plain link. */
  _product: string | null;
  name: string;
  desc: string;
  /** Where the card's link goes: a path of the shop ("/shop/products/…") or an http(s) URL. */
  href: string;
  x: number;
  y: number;
}

/**
 * A slide of a banner slot (spec §3 Banner; home slides show image, subject, content, url,
 * btnText): `image` is the PC picture, `imageMb` the mobile one (below 1024 px; the PC one when
 * null). The public answer holds only slides shown, with a picture, within their period.
 */
export interface Slide extends ContentDocument, Placed {
  image: ImageRef;
  imageMb: ImageRef | null;
  subject: string;
  content: string;
  url: string;
  btnText: string;
  /** ISO instants of the period: shown from `startsAt` (included) to `endsAt` (excluded); null is open-ended. */
  startsAt?: string | null;
  endsAt?: string | null;
  /** The picture's shape (any unit: only width / height counts), for the frame before it loads. */
  ratio?: { width: number; height: number } | null;
  /** The mobile picture's shape, taken from it when uploaded (hotspots keep their percent on it). */
  ratioMb?: { width: number; height: number } | null;
  items?: BannerItem[];
}

export interface Setting extends ContentDocument {
  shopName: string;
  /** Spec §2/§9: the public bank-transfer account line, e.g. "우리은행 1005-000-000000 (예금주: ...)". */
  bankAccountLine: string;
  company: { name: string; ceo: string; address: string; tel: string; email: string; businessNumber: string; mailOrderNumber: string };
  /** Spec §3 Setting shop.cashReceipt: whether bank-transfer orders may ask for a 현금영수증 (absent: no). */
  cashReceipt?: { enabled: boolean };
  /**
   * The order's life in days: an unpaid order is cancelled `unpaidCancelDays` after it was
   * placed, a delivered one is confirmed (구매확정) `autoConfirmDays` after delivery (absent: 7 and 7).
   */
  order?: { unpaidCancelDays: number; autoConfirmDays: number };
  /** How points (적립금) may be used and how long purchase grants last (absent: 1,000원 minimum, 100원 unit, 365 days). */
  points?: { minimumUsable: number; unit: number; validityDays: number };
  /** Coupons: whether a return's refund gives the order's coupons back (absent: no; a cancel before shipping always does). */
  coupons?: { restoreOnReturn: boolean };
  /** Promoter bonus withdrawals: the least withdrawn at once and the transfer fee, 원 (absent: 10,000원 and 500원). */
  bonuses?: { minimumWithdrawal: number; transferCharge: number };
  /** Spec §3 Setting shop.shippingCodes: each shipping code's warehouse and the areas it ships to (absent: no warehouse, everywhere). */
  shippingCodes?: ShippingCodeSetting[];
  /** Spec §3 Setting shop.displayCodes: each display code's text, colour and whether it shows (absent: the enum's text, shown). */
  displayCodes?: DisplayCodeSetting[];
  /** The home's link tiles as staff set them (console /console/main/link); absent until set (GET /api/v1/main-links answers the defaults). */
  mainLinks?: MainLink[];
  /** Issue 14 tracking hooks: each provider's id (absent or empty: off); the public answer adds where the scripts load from. */
  tracking?: TrackingSetting;
  /** Spec §3 Setting shop.showroomCodes: the showrooms (by code) the shop offers shoppers (absent: every shown one). */
  showroomCodes?: string[];
  /** Spec §3 Setting seo.meta: the title suffix, description, keywords and picture of pages without their own (absent: the built-in ones). */
  seo?: { meta: SeoMeta };
  /** Spec §3 Setting main.care: the home's care block (absent or null: none shown). */
  main?: { care: CareBlock | null };
  /** Spec §3 Setting logo: the header's logo picture (absent or null: the wordmark). */
  logo?: SiteLogo | null;
  /** The deposit account `bankAccountLine` is written from when staff set it (issue 14 "bank-account line"). */
  bankAccount?: ShopBankAccount;
}

/**
 * The public key to seal sign-in credentials to (spec §7 Auth: Basic authorization carrying
 * encrypted credentials): the client encrypts `{ username, password, iat }` (iat in ms) as a
 * compact JWE with `alg` and `enc` to `key`, and sends `Basic base64(jwe)`.
 */
export interface CredentialKeyResponse {
  /** The key's id, to put in the JWE header. */
  kid: string;
  /** The P-256 public key as a JWK (kty EC, crv P-256, x, y). */
  key: { kty: string; crv?: string; x?: string; y?: string; kid?: string; use?: string; alg?: string };
  alg: 'ECDH-ES';
  enc: 'A256GCM';
  /** When the shop stops handing this key out (ISO); it is still accepted for one period after. */
  expiresAt: string;
}

/** Sign-in tokens (spec §7 Auth). */
export interface RefreshTokenResponse {
  refreshToken: string;
}
export interface AccessTokenResponse {
  accessToken: string;
  /** The refresh token is rotated on every use: the client keeps this one. */
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}
/** Spec §3 token payload. */
export interface TokenPayload {
  _user: string;
  userType: UserType;
  scope: Scope[];
}

export interface MeInfo {
  _id: string;
  username: string;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  type: UserType;
  level: string;
  scope: Scope[];
  createdAt: string;
  /** The versions of the terms agreed at sign-up (empty for accounts from before terms had versions). */
  agreements?: TermAgreement[];
  /** The Kakao and Naver accounts linked to this one, oldest first. */
  socialAccounts?: { provider: SocialProvider; linkedAt: string }[];
  /** False while a member who joined with Kakao or Naver has not set a password (find-password sets one). */
  passwordSet?: boolean;
  /** The bank account given at sign-up, its number masked (spec §3 User sign-up bank); null or absent without one. */
  bank?: MaskedBankAccount | null;
}

/** One line of the member's cart. */
export interface CartLine {
  _id: string;
  product: ProductCard;
  /** Chosen option values by option name, e.g. { 색상: '화이트' }. */
  option: Record<string, string>;
  amount: number;
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** Unit sale price including option surcharges, in 원 (the picked choice items are in `choices`, each with its price). */
  salePrice: number;
  /** Unit discount (price - salePrice before options), in 원. */
  discountPrice: number;
  /** The picked choice items the shop still offers (spec §3 choicees), with their prices per unit of the line; absent when none. */
  choices?: ProductChoiceItem[];
  createdAt: string;
}

export interface Address {
  postcode: string;
  address1: string;
  address2: string;
  /** [longitude, latitude] of the address when the postcode search placed it; absent when typed by hand (and on orders placed before). */
  geolocation?: GeoPoint;
}

export interface Sender extends Address {
  name: string;
  phone: string;
  email: string;
}

export interface Receiver extends Address {
  name: string;
  phone: string;
}

export interface OrderLine {
  _id: string;
  product: { _id: string; code: string; name: string; thumb: ImageRef };
  option: Record<string, string>;
  amount: number;
  /** Unit price paid, in 원. */
  salePrice: number;
  /** salePrice × amount, in 원. */
  totalPrice: number;
  orderStatus: OrderStatus;
  claimStatus: ClaimStatus | null;
  purchaseStatus: PurchaseStatus | null;
  /** Spec §4 status text for this line. */
  statusText: string;
  /** Staff's or the shop's message for the order status, shown instead of its label (spec §3 orderStatusMessage, §4). */
  orderStatusMessage?: string | null;
  /** The line's own number, used for invoices: the order number and a two-digit index, e.g. 20261122-042917-01. */
  purchaseNumber?: string;
  /** Collection of goods coming back for a return or exchange (spec §4). */
  collectionStatus?: CollectionStatus | null;
  /** Staff's message on the claim (spec §3 claimStatusMessage). */
  claimStatusMessage?: string | null;
  /** The member's current or last claim on the line (spec §3 claimReason, claimReasonDetails). */
  claim?: ClaimFacts | null;
  /** The courier and tracking number, once shipped. */
  invoice?: Invoice | null;
  /** The courier and tracking number of an exchange's replacement, once shipped. */
  exchangeInvoice?: Invoice | null;
  deliveredAt?: string | null;
  /** When the purchase was confirmed (구매확정), by the member or automatically. */
  confirmedAt?: string | null;
  /** The claims the member may start on the line now (contracts' claimsOpenTo). */
  claimsOpen?: ClaimKind[];
}

export interface Order {
  _id: string;
  orderNumber: string;
  _user: string;
  orderStatus: OrderStatus;
  claimStatus: ClaimStatus | null;
  purchaseStatus: PurchaseStatus | null;
  statusText: string;
  /** Staff's or the shop's message for the order status, shown instead of its label (spec §3 orderStatusMessage, §4). */
  orderStatusMessage?: string | null;
  paymentMethod: PaymentMethod;
  sender: Sender;
  receiver: Receiver;
  requestMessage: string;
  lines: OrderLine[];
  /** Sum of line totals, in 원. */
  productsPrice: number;
  /** Every shipping charge: fares, island surcharge and installation. */
  shippingPrice: number;
  /** What the member pays, in 원: products less discounts, coupons and points, plus shipping. */
  totalPrice: number;
  /** The amounts piece by piece; absent on orders placed before the breakdown was recorded. */
  breakdown?: PriceBreakdown;
  /** Account to transfer to, for bank transfer. */
  bankAccountLine: string | null;
  createdAt: string;
  paidAt: string | null;
  /** The card approval, for an order paid by card (card masked, approval number, receipt). */
  cardPayment?: CardApproval | null;
  /** Staff's message on the latest claim (spec §3 claimStatusMessage). */
  claimStatusMessage?: string | null;
  /** Refunds of claims, newest last. */
  refunds?: Refund[];
  /** Sum of completed refunds, in 원; never above totalPrice. */
  refundedPrice?: number;
}

/** Response of POST /api/v1/shop/orders/quote: what the order would cost now, in 원. */
export interface OrderQuote {
  lines: { product: string; option: Record<string, string>; amount: number; salePrice: number; totalPrice: number }[];
  productsPrice: number;
  /** Every shipping charge: fares, island surcharge and installation. */
  shippingPrice: number;
  totalPrice: number;
  /** The same amounts piece by piece (discounts, coupons, points, shipping groups). */
  breakdown: PriceBreakdown;
  /** For a member: the best allowed combination of their usable coupons on this order, and what it takes off (원). */
  couponSuggestion?: { userCouponIds: string[]; discount: number } | null;
  /** For a member: their points balance and the most of it this order may use now (원). */
  points?: { balance: number; usable: number } | null;
}

/** A purchase (one order line) as the console lists it. */
export interface Purchase {
  _id: string;
  _order: string;
  orderNumber: string;
  buyer: { _id: string; username: string; name: string };
  product: { _id: string; code: string; name: string; thumb: ImageRef };
  option: Record<string, string>;
  amount: number;
  totalPrice: number;
  /** What the buyer paid for the line, in 원: `totalPrice` less its share of order-wide coupons and points (the base of a promoter's sales bonus). */
  paidPrice?: number;
  orderStatus: OrderStatus;
  claimStatus: ClaimStatus | null;
  purchaseStatus: PurchaseStatus | null;
  statusText: string;
  /** Staff's or the shop's message for the order status, shown instead of its label (spec §3 orderStatusMessage, §4). */
  orderStatusMessage?: string | null;
  paymentMethod: PaymentMethod;
  createdAt: string;
  purchaseNumber?: string;
  collectionStatus?: CollectionStatus | null;
  claimStatusMessage?: string | null;
  claim?: ClaimFacts | null;
  invoice?: Invoice | null;
  exchangeInvoice?: Invoice | null;
  deliveredAt?: string | null;
  confirmedAt?: string | null;
  /** The receiver's name and phone (digits), for search and delivery work. */
  receiver?: { name: string; phone: string };
}

/** One entry of an order's audit history: an event, who caused it and when. */
export interface HistoryEntry {
  position: number;
  type: string;
  /** Korean description, e.g. "주문 접수", "입금 확인". */
  label: string;
  at: string;
  by: { _id: string; username: string; name: string; userType: UserType } | null;
  data: Record<string, unknown>;
}

export interface ConsoleOrderResponse {
  order: Order;
  /** Every event of the order, oldest first (also when `order` is a past state). */
  history: HistoryEntry[];
  /** When asked with `?at=`: the moment `order` is folded to (its events up to then); absent for the order as it stands. */
  at?: string;
}

/** Console purchase views (spec §2). */
export const PurchaseView = {
  ALL: 'all',
  NONPAYMENT: 'nonpayment',
  PAYMENT: 'payment',
  DELIVERY: 'delivery',
  CANCEL: 'cancel',
  EXCHANGE: 'exchange',
  RETURN: 'return',
  COMPLETE: 'complete',
} as const;
export type PurchaseView = (typeof PurchaseView)[keyof typeof PurchaseView];
export const PURCHASE_VIEW_TEXT: Record<PurchaseView, string> = {
  all: '전체 주문',
  nonpayment: '입금대기',
  payment: '결제완료',
  delivery: '배송관리',
  cancel: '취소관리',
  exchange: '교환관리',
  return: '반품관리',
  complete: '구매확정',
};

/*
 * Named answers of the routes (the API document's response schemas are generated from these
 * interfaces at build time, and each controller method returns its type).
 */

/** What every command answers besides its data: the event-log position it wrote (header `x-position` too). */
export interface Written {
  position: number;
}

/** GET /api/v1/shop/products/{idOrCode}. */
export interface ProductResponse {
  product: ProductDetail;
}

/** GET /api/v1/shop/categories: the root categories, or the one named by `code`, each with its subtree. */
export interface CategoryListResponse {
  categories: Category[];
}

/** GET /api/v1/shop/categories/{code}: the category with its subtree. */
export interface CategoryResponse {
  category: Category;
}

/** GET /api/v1/shop/brands. */
export interface BrandListResponse {
  brands: Brand[];
}

/** GET /api/v1/shop/brands/{code}. */
export interface BrandResponse {
  brand: Brand;
}

/** GET /api/v1/setting. */
export interface SettingResponse {
  setting: Setting;
}

/** GET /api/v1/band-banners: the shown band banners of the code, in order. */
export interface BandBannerListResponse {
  bandBanners: BandBanner[];
}

/** GET /api/v1/banners/{code}: the shown slides of the banner, in order. */
export interface SlideListResponse {
  slides: Slide[];
}

/** A popup layer (spec §3): position and size in pixels, content with line breaks, optional link and image. */
export interface Popup extends ContentDocument {
  url?: string | null;
  content?: string | null;
  subject?: string | null;
  image?: ImageRef | null;
  left?: number | null;
  top?: number | null;
  width?: number | null;
  height?: number | null;
  /** ISO instants of the period (shown from `startsAt` included to `endsAt` excluded); null is open-ended. */
  startsAt?: string | null;
  endsAt?: string | null;
  /** Popups have no fixed shape yet: other fields are passed on as stored. */
  [field: string]: unknown;
}

/** GET /api/v1/popups: the shown popups, in order. */
export interface PopupListResponse {
  popups: Popup[];
}

/** POST /api/v1/users: the new member. */
export interface SignUpResponse extends Written {
  user: { _id: string; username: string };
}

/** GET /api/v1/me/info. */
export interface MeInfoResponse {
  user: MeInfo;
}

/** GET /api/v1/me/carts: every line of the member's cart. */
export interface CartResponse {
  carts: CartLine[];
}

/** POST /api/v1/me/carts: the new line, null only when the read model has not shown it within the wait. */
export interface AddCartLineResponse extends Written {
  cart: CartLine | null;
}

/** PUT /api/v1/me/carts/{id}: the changed line. */
export interface CartLineResponse extends Written {
  cart: CartLine;
}

/** A command that answers nothing but where it wrote, e.g. DELETE /api/v1/me/carts/{id}. */
export type CommandResponse = Written;

/** POST /api/v1/shop/orders: the placed order, null only when the read model has not shown it within the wait. */
export interface PlaceOrderResponse extends Written {
  order: Order | null;
}

/** GET /api/v1/me/orders: a page of the member's orders of the tab, newest first. */
export interface OrderListResponse {
  orders: Order[];
  summary: Summary;
}

/** GET /api/v1/me/orders/{id}. */
export interface OrderResponse {
  order: Order;
}

/** GET /api/console/shop/purchases: a page of the view's purchases, newest first. */
export interface PurchaseListResponse {
  purchases: Purchase[];
  summary: Summary;
}

/** PUT /api/console/shop/orders/{id}: the order after the change, null only when the read model has not shown it within the wait. */
export interface ChangeOrderStatusResponse extends Written {
  order: Order | null;
}

/** Answer of a claim, a cancel, a 구매확정, a purchase move or an invoice: the order as it now stands. */
export interface OrderChangedResponse extends Written {
  order: Order | null;
}

/** One engine's state in GET /api/health, with its own figures (e.g. `headPosition`). */
export interface EngineState {
  engine: string;
  ok: boolean;
  error?: string;
  [figure: string]: unknown;
}

/** GET /api/health: each engine's state and how far the read models and the relay lag behind the log (503 when degraded). */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  eventStore: EngineState;
  readStore: EngineState;
  bus: EngineState & { relayCheckpoint: number; relayLag: number | null };
  projections: { checkpoint: number; lag: number | null };
}

/** Response of GET /api/v1/plugins/nice/pay/config: how the order page opens NICE Pay's window. */
export interface NicePayPluginConfig {
  /** 클라이언트 키 to open the window with. */
  clientId: string;
  /** The JS SDK to load (NICE Pay's, or the shop's simulator). */
  jsUrl: string;
  /** True when the local simulator stands in for NICE Pay. */
  simulated: boolean;
}

/** Response of POST /api/v1/plugins/nice/pay/generate: the options of `AUTHNICE.requestPay` for one payment attempt. */
export interface NicePayRequestPay {
  clientId: string;
  method: 'card';
  /** This attempt's order id: the shop's order id and the attempt's time. */
  orderId: string;
  /** 원: the order's total. */
  amount: number;
  goodsName: string;
  /** Where the window posts its result: the shop's approval endpoint. */
  returnUrl: string;
  mallUserId: string;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
}

/** POST /api/v1/me/purchases/{id}/images: where the uploaded claim photo is served (a /files/claims/… WebP), to name in the claim's `images`. */
export interface ClaimImageResponse {
  url: string;
}

/** One row of a bulk answer (bulk status moves, invoice upload): what happened to each purchase. */
export interface BulkRowResult {
  /** The row as given: a purchase id or purchase number. */
  key: string;
  /** Excel row number, for an uploaded file. */
  row?: number;
  ok: boolean;
  /** Korean reason a row was refused. */
  message: string | null;
}

/** Answer of a bulk console call (PUT /api/console/shop/purchases, PUT /api/console/shop/invoices). */
export interface BulkResponse {
  results: BulkRowResult[];
  succeeded: number;
  failed: number;
  position: number;
}

/** How many purchases each console view holds (spec §2's eight views). */
export interface PurchaseViewCounts {
  all: number;
  nonpayment: number;
  payment: number;
  delivery: number;
  cancel: number;
  exchange: number;
  return: number;
  complete: number;
}

/** GET /api/console/shop/purchases/dashboard/counts: the count of every view under the same search and date range. */
export interface PurchaseCountsResponse {
  counts: PurchaseViewCounts;
}

/**
 * A target payment (spec §9 product type "target payment"): staff ask one member to pay an
 * amount (an installation fee, say); the member pays it as an order, by card or bank transfer.
 */
export interface TargetPayment {
  _id: string;
  code: string;
  /** What is asked for, e.g. "욕실 시공비 (부가세 포함)". */
  name: string;
  /** Amount asked, in 원. */
  amount: number;
  /** Staff's note to the member. */
  memo: string;
  user: { _id: string; username: string; name: string };
  createdAt: string;
  /** False once withdrawn by staff. */
  open: boolean;
  /** The order it was paid with (or is being paid with), latest first; null while not ordered. */
  purchase: { _order: string; orderNumber: string; orderStatus: OrderStatus; statusText: string; paymentMethod: PaymentMethod } | null;
  /** Whether the member can pay it now: open and not ordered (or its order was cancelled). */
  payable: boolean;
}

export interface TargetPaymentListResponse {
  targetPayments: TargetPayment[];
  summary: { totalCount: number };
}

/** One target payment, with the product view the order page needs to order it (its member only). */
export interface TargetPaymentResponse {
  targetPayment: TargetPayment;
  product: ProductDetail;
}

/** GET /api/console/shop/target-payments/{id}. */
export interface ConsoleTargetPaymentResponse {
  targetPayment: TargetPayment;
}

/** Answer of a target payment's creation or change. */
export interface TargetPaymentWrittenResponse extends Written {
  targetPayment: TargetPayment | null;
}

/**
 * How far a receipt got: 발행완료, 발행대기 (asked, or waiting for the deposit), 실패, 취소 (refunded in
 * full: the receipt cancelled, or none issued). A partial refund keeps ISSUED with the amount left.
 */
export type ReceiptStatus = 'ISSUED' | 'PENDING' | 'FAILED' | 'CANCELED';

/** One receipt of the member (/mypage/receipt): a card payment's 매출전표 or a bank transfer's 현금영수증. Amounts in 원. */
export interface Receipt {
  /** `card-{orderId}` or `cash-{orderId}`. */
  _id: string;
  kind: 'CARD' | 'CASH';
  _order: string;
  orderNumber: string;
  amount: number;
  goodsName: string;
  status: ReceiptStatus;
  /** Korean label of the status, e.g. 발행완료. */
  statusText: string;
  /** CARD: the card company and masked number. CASH: the receipt's use, e.g. 소득공제용. */
  description: string;
  /** CASH: the phone or business number, masked (010-****-5678, 123-45-*****). */
  identityMasked: string | null;
  approveNo: string | null;
  /** Where the provider shows the receipt, when it gives one. */
  receiptUrl: string | null;
  /** Why a cash receipt is not issued yet, in Korean, or null. */
  message: string | null;
  createdAt: string;
  issuedAt: string | null;
}

/** GET /api/v1/me/receipts: the member's receipts, newest first (headers limit/skip). */
export interface ReceiptListResponse {
  receipts: Receipt[];
  summary: Summary;
}

/** A member's refund account as answers show it: the account number masked. */
export interface RefundAccount {
  bankCode: string;
  bankName: string;
  accountHolder: string;
  /** e.g. 123-****-**89. */
  accountNumberMasked: string;
  registeredAt: string;
}

/** GET /api/v1/me/refund-account (null: none registered). */
export interface RefundAccountResponse {
  refundAccount: RefundAccount | null;
}

/** PUT and DELETE /api/v1/me/refund-account: the account as it now stands and the position written. */
export interface RefundAccountWrittenResponse extends Written {
  refundAccount: RefundAccount | null;
}
