import { Inject, Injectable } from '@nestjs/common';
import {
  ClaimStatus,
  DASHBOARD_ORDER_TABS,
  OrderStatus,
  orderTabFilter,
  orderabilityOf,
  type DashboardOrder,
  type DashboardOrderTab,
  type InquiryOrderRef,
  type OrderLine,
  type RegularPurchase,
} from '@shop/contracts';
import { CatalogQueries } from '../../catalog/index.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { ORDERING, type OrderDoc } from '../projections/ordering.projection.js';

/** Line statuses of a purchase the member made: paid, on its way or delivered (not unpaid, not cancelled). */
const BOUGHT: readonly OrderStatus[] = [
  OrderStatus.ORDER_PAYMENT,
  OrderStatus.ORDER_CONFIRM,
  OrderStatus.SHIPPING_CONFIRM,
  OrderStatus.SHIPPING_DELAYED,
  OrderStatus.DELIVERY_COMPLETE,
];
/** Claims that undid the purchase. */
const UNDONE: readonly (ClaimStatus | null)[] = [ClaimStatus.CANCEL_COMPLETED, ClaimStatus.RETURN_COMPLETED];
/** How many of the member's most recent orders the regular purchases are read from. */
const REGULAR_ORDERS_READ = 200;

/** A line bought: a paid or later status, and not cancelled or returned since. */
const wasBought = (l: OrderLine): boolean => BOUGHT.includes(l.orderStatus) && !UNDONE.includes(l.claimStatus);
/** The key of a product and option (options in name order). */
const optionKey = (productId: string, option: Record<string, string>): string =>
  `${productId}:${JSON.stringify(Object.entries(option).sort(([a], [b]) => a.localeCompare(b)))}`;

/**
 * The member's orders in brief, read from ordering's own read model (spec §2 /mypage/dashboard
 * and /mypage/cart/regular): counts per order-list tab, the newest orders, and the products
 * bought before. Every read is scoped to the member.
 */
@Injectable()
export class MemberOrderSummary {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly catalog: CatalogQueries,
  ) {}

  private get orders() {
    return this.store.collection<OrderDoc>(ORDERING.orders);
  }

  /** How many of the member's orders each dashboard tab holds (the tab filters of GET me/orders). */
  async counts(userId: string): Promise<Record<DashboardOrderTab, number>> {
    const counts = await Promise.all(DASHBOARD_ORDER_TABS.map((tab) => this.orders.count({ _user: userId, ...orderTabFilter(tab) })));
    return Object.fromEntries(DASHBOARD_ORDER_TABS.map((tab, i) => [tab, counts[i]!])) as Record<DashboardOrderTab, number>;
  }

  /**
   * The member's own order `orderId`, named by its number and first line (spec §2 /mypage/inquiries:
   * a 1:1 inquiry refers only to the member's orders); null when there is none of theirs.
   */
  async ownOrder(userId: string, orderId: string): Promise<InquiryOrderRef | null> {
    const o = await this.orders.findOne({ _id: orderId, _user: userId });
    if (!o) return null;
    const first = o.lines[0]?.product.name ?? '';
    return { _id: o._id, orderNumber: o.orderNumber, title: o.lines.length > 1 ? `${first} 외 ${o.lines.length - 1}건` : first };
  }

  /** The member's `limit` newest orders, each named by its first line. */
  async recent(userId: string, limit: number): Promise<DashboardOrder[]> {
    const docs = await this.orders.find({ _user: userId }, { sort: { createdAt: -1 }, limit });
    return docs.map((o) => ({
      _id: o._id,
      orderNumber: o.orderNumber,
      orderStatus: o.orderStatus,
      claimStatus: o.claimStatus,
      purchaseStatus: o.purchaseStatus,
      statusText: o.statusText,
      totalPrice: o.totalPrice,
      createdAt: o.createdAt,
      title: o.lines[0]?.product.name ?? '',
      thumb: o.lines[0]?.product.thumb ?? null,
      lineCount: o.lines.length,
    }));
  }

  /**
   * The products the member bought before (paid, shipped or delivered, not cancelled or returned),
   * one per product and option: in how many orders and how many units, the last purchase's
   * amount and time, and whether it can be ordered now (contracts' orderabilityOf over the
   * current catalogue; a product gone from it is kept, disabled, with its name as bought).
   * Most often bought first, then the latest.
   */
  async regularPurchases(userId: string): Promise<RegularPurchase[]> {
    const docs = await this.orders.find({ _user: userId }, { sort: { createdAt: -1 }, limit: REGULAR_ORDERS_READ });
    const byKey = new Map<string, { line: OrderLine; orders: Set<string>; total: number; last: string }>();
    for (const order of docs) {
      for (const line of order.lines.filter(wasBought)) {
        const key = optionKey(line.product._id, line.option);
        const seen = byKey.get(key);
        if (!seen) byKey.set(key, { line, orders: new Set([order._id]), total: line.amount, last: order.createdAt });
        else {
          seen.orders.add(order._id);
          seen.total += line.amount;
        }
      }
    }
    const products = await this.catalog.productsForLines([...new Set([...byKey.values()].map((v) => v.line.product._id))]);
    const cards = new Map(products.map((p) => [p.card._id, p.card]));
    return [...byKey.entries()]
      .map(([key, v]): RegularPurchase => {
        const card = cards.get(v.line.product._id);
        const orderability = orderabilityOf(card);
        return {
          _id: key,
          product: card ?? gone(v.line),
          option: v.line.option,
          lastAmount: v.line.amount,
          timesBought: v.orders.size,
          totalAmount: v.total,
          lastBoughtAt: v.last,
          orderable: orderability === 'ORDERABLE',
          unavailableReason: orderability === 'ORDERABLE' ? null : orderability,
        };
      })
      .sort((a, b) => b.timesBought - a.timesBought || b.lastBoughtAt.localeCompare(a.lastBoughtAt));
  }
}

/** The card of a product no longer in the catalogue, from the line as bought (not for sale). */
function gone(line: OrderLine): RegularPurchase['product'] {
  const { _id, code, name, thumb } = line.product;
  return {
    _id,
    code,
    name,
    thumb,
    price: line.salePrice,
    salePrice: line.salePrice,
    discountRate: 0,
    stock: 0,
    sells: false,
    shows: false,
    category: null,
    brand: null,
    groups: [],
    hashtags: [],
    createdAt: '',
  };
}
