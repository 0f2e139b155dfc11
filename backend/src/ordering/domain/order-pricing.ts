import {
  orderabilityOf,
  totalOf,
  type AppliedCoupon,
  type LevelDiscount,
  type OrderQuote,
  type PlacedLine,
  type PriceBreakdown,
  type PricingLine,
  type ShippingQuote,
} from '@shop/contracts';
import {
  InsufficientStockError,
  NotOnSaleError,
  ProductNotFoundError,
  SoldOutError,
  assertChoices,
  assertVariation,
  unitPriceOf,
  type ProductSnapshot,
} from '../../catalog/index.js';
import { shippingPriceOf } from '../../shipping/index.js';
import { NoItemsError } from '../ordering.errors.js';
import { paidShares } from './paid-shares.js';

/** A line someone wants: the product's facts (null when it does not exist), the chosen options and units. */
export interface OrderItem {
  /** Id the placed line will carry (given by the caller: deciders make no ids). */
  lineId: string;
  product: ProductSnapshot | null;
  option: Record<string, string>;
  /** Picked choice items (choiceKeyOf); one of the product's mandatory ones when it has any. */
  choices?: string[];
  /** On an item that is a picked choice product (OrderDrafts): the line id of the item it was picked on. */
  choiceOf?: string;
  amount: number;
}

/**
 * What the other contexts worked out for an order, on the same lines (contracts' pricing.ts
 * order): the member level's discount, the shipping quote, the coupons applied and the points
 * used. Each is left out when it does not apply; without a shipping quote the shop's default
 * charges per shipping code price the shipping.
 */
export interface PriceAdjustments {
  level?: LevelDiscount | null;
  shipping?: ShippingQuote | null;
  coupons?: AppliedCoupon[];
  pointsUsed?: number;
}

/** Priced lines and totals of an order, in 원. `shippingPrice` is every shipping charge (fares, island, installation). */
export interface OrderPricing {
  lines: PlacedLine[];
  productsPrice: number;
  shippingPrice: number;
  totalPrice: number;
  breakdown: PriceBreakdown;
}

/**
 * Refuses a product that cannot be put in a cart (contracts' orderabilityOf, the same rule the
 * storefront uses for its buy button): 404 missing or hidden, 409 not on sale, 409 sold out.
 */
export function assertOrderable(product: ProductSnapshot | null, buyer: string | null = null): asserts product is ProductSnapshot {
  const verdict = orderabilityOf(product, buyer);
  switch (verdict) {
    case 'ORDERABLE':
      return;
    case 'PRODUCT_NOT_FOUND':
      throw new ProductNotFoundError();
    case 'NOT_ON_SALE':
      throw new NotOnSaleError(product!.name);
    case 'SOLD_OUT':
      throw new SoldOutError(product!.name);
    default: {
      const never: never = verdict;
      throw new Error(`unknown orderability ${String(never)}`);
    }
  }
}

/**
 * Prices an order (the quote and the placed order call this same function, so a quote equals
 * the placed total by construction): each line at the product's sale price plus its options'
 * surcharges and its picked custom choice items' prices (spec §3 Product), times the units (a
 * picked choice product comes as an item of its own, OrderDrafts.items); shipping by the shipping context's rules
 * (spec §9); `buyer` is the member ordering (a target payment is theirs alone). Refuses no items (422 NoItemsError), a product that cannot be ordered
 * (assertOrderable), more units than the product's stock shows (409 InsufficientStockError;
 * the product's stream decides again when reserving), a bad option choice (422), options that
 * match no enabled combination (422 VariationUnavailableError) or a combination with fewer
 * units than asked (409 InsufficientStockError naming it; spec §3 variation), and a product
 * with mandatory choice items none of which is picked (422 ChoiceRequiredError; spec §3 choicees).
 */
export function priceOrder(items: OrderItem[], buyer: string | null = null, adjustments: PriceAdjustments = {}): OrderPricing {
  if (items.length === 0) throw new NoItemsError();
  const lines = items.map(({ lineId, product, option, choices = [], choiceOf, amount }): PlacedLine => {
    // An order asks for units: to it a sold-out product has too little stock, the same refusal
    // as losing the race for the last units when reserving.
    if (product && orderabilityOf(product, buyer) === 'SOLD_OUT') throw new InsufficientStockError(product.name, 0);
    assertOrderable(product, buyer);
    if (amount > product.stock) throw new InsufficientStockError(product.name, product.stock);
    assertChoices(product, choices);
    const unit = unitPriceOf(product, option, choices);
    assertVariation(product, option, amount);
    return {
      lineId,
      productId: product.productId,
      code: product.code,
      name: product.name,
      thumb: product.thumb,
      option,
      ...(choices.length ? { choices } : {}),
      ...(choiceOf ? { choiceOf } : {}),
      amount,
      salePrice: unit,
      totalPrice: unit * amount,
      shippingCode: product.shippingCode,
      shippingBundleType: product.shippingBundleType,
      ...(product.parts?.length ? { parts: product.parts } : {}),
    };
  });
  const productsPrice = lines.reduce((sum, l) => sum + l.totalPrice, 0);
  const shipping = adjustments.shipping ?? { groups: [], shippingPrice: shippingPriceOf(lines), islandPrice: 0, servicePrice: 0, island: null };
  const coupons = adjustments.coupons ?? [];
  const unpriced: Omit<PriceBreakdown, 'totalPrice' | 'shippingPaid'> = {
    productsPrice,
    level: adjustments.level ? { code: adjustments.level.levelCode, name: adjustments.level.levelName } : null,
    levelDiscount: adjustments.level?.total ?? 0,
    coupons,
    couponDiscount: coupons.reduce((sum, c) => sum + c.discount, 0),
    pointsUsed: adjustments.pointsUsed ?? 0,
    shipping: shipping.groups,
    shippingPrice: shipping.shippingPrice,
    islandPrice: shipping.islandPrice,
    servicePrice: shipping.servicePrice,
    island: shipping.island,
  };
  const totalPrice = totalOf(unpriced);
  const levelByLine = new Map((adjustments.level?.lines ?? []).map((l) => [l.lineId, l.discount]));
  const paid = paidShares(lines, { ...unpriced, totalPrice }, levelByLine);
  const breakdown: PriceBreakdown = { ...unpriced, totalPrice, shippingPaid: paid.shipping };
  return {
    lines:
      adjustments.level || coupons.length > 0 || unpriced.pointsUsed > 0
        ? lines.map((l) => ({ ...l, paidPrice: paid.lines.get(l.lineId)!, ...(paid.points.get(l.lineId) ? { pointsUsed: paid.points.get(l.lineId)! } : {}) }))
        : lines,
    productsPrice,
    shippingPrice: shipping.shippingPrice + shipping.islandPrice + shipping.servicePrice,
    totalPrice: breakdown.totalPrice,
    breakdown,
  };
}

/**
 * The lines as the pricing rules of the other contexts read them (contracts' PricingLine).
 * `categoryPaths` gives each category id with its parents' (the catalogue's `categoryPaths`);
 * without an entry a line has its own category alone. `exhibitions` gives each product's running
 * exhibitions (the catalogue's `exhibitionsOf`); without an entry a line is in none.
 */
export function pricingLinesOf(
  items: OrderItem[],
  lines: PlacedLine[],
  categoryPaths: ReadonlyMap<string, string[]> = new Map(),
  exhibitions: ReadonlyMap<string, string[]> = new Map(),
): PricingLine[] {
  return lines.map((l, i) => {
    const product = items[i]!.product!;
    return {
      lineId: l.lineId,
      productId: l.productId,
      categoryIds: product.categoryId ? (categoryPaths.get(product.categoryId) ?? [product.categoryId]) : [],
      brandId: product.brandId ?? null,
      exhibitionIds: exhibitions.get(l.productId) ?? [],
      displayCodes: product.displayCodes ?? [],
      shippingCode: l.shippingCode,
      shippingBundleType: l.shippingBundleType,
      salePrice: l.salePrice,
      amount: l.amount,
      totalPrice: l.totalPrice,
    };
  });
}

/** The quote the order page shows (POST /api/v1/shop/orders/quote) for a pricing. */
export function quoteOf(pricing: OrderPricing): OrderQuote {
  return {
    lines: pricing.lines.map((l) => ({ product: l.productId, option: l.option, amount: l.amount, salePrice: l.salePrice, totalPrice: l.totalPrice })),
    productsPrice: pricing.productsPrice,
    shippingPrice: pricing.shippingPrice,
    totalPrice: pricing.totalPrice,
    breakdown: pricing.breakdown,
  };
}
