import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { choiceProductOf, type OrderQuote, type PricingDestination } from '@shop/contracts';
import { ProductFacts } from '../../../catalog/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { cartDecider, cartLinesById } from '../../domain/cart.decider.js';
import { quoteOf, type OrderItem } from '../../domain/order-pricing.js';
import { OrderPricer, mostPointsUsable } from './order-pricer.js';

/** A buy-now item as the member sends it. */
export interface RequestedItem {
  product: string;
  option: Record<string, string>;
  choices?: string[];
  amount: number;
}

/** What to order: lines of the member's cart, or buy-now items. */
export type OrderSource = { carts: string[] } | { items: RequestedItem[] };

/** The member's choices of a quote: coupons (user coupon ids), points (원) and where it would go. */
export interface QuoteChoices {
  coupons?: string[];
  point?: number;
  destination?: PricingDestination | null;
}

/** An order item with the cart line it came from, if any. */
export type DraftItem = OrderItem & { cartLineId?: string };

/**
 * Turns what a member wants to order into order items with their facts: cart lines are read
 * from the cart's stream (404 CartLineNotFoundError for a line not in the member's cart), each
 * product's snapshot from its stream. Nothing is written.
 */
@Injectable()
export class OrderDrafts {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: ProductFacts,
    private readonly pricer: OrderPricer,
  ) {}

  /**
   * The items of `source` for member `userId`, each with a fresh line id. A picked choice item
   * that is a product (spec §3 choicees `_product`) follows the item it was picked on as an item
   * of its own, as many units, no options, `choiceOf` naming that item's line: it is priced,
   * reserved, shipped and claimed as any line (a choice product that cannot be ordered refuses
   * the order as any product would).
   */
  async items(userId: string, source: OrderSource): Promise<DraftItem[]> {
    const requested: (RequestedItem & { cartLineId?: string })[] = 'carts' in source ? await this.cartItems(userId, source.carts) : source.items;
    const drafted = await Promise.all(
      requested.map(async (r): Promise<DraftItem[]> => {
        const lineId = randomUUID();
        const item: DraftItem = {
          lineId,
          product: await this.products.snapshot(r.product),
          option: r.option,
          ...(r.choices?.length ? { choices: r.choices } : {}),
          amount: r.amount,
          ...(r.cartLineId ? { cartLineId: r.cartLineId } : {}),
        };
        const picked = (r.choices ?? []).flatMap((key) => choiceProductOf(key) ?? []);
        const choiceItems = await Promise.all(
          picked.map(async (productId): Promise<DraftItem> => ({
            lineId: randomUUID(),
            product: await this.products.snapshot(productId),
            option: {},
            choiceOf: lineId,
            amount: r.amount,
          })),
        );
        return [item, ...choiceItems];
      }),
    );
    return drafted.flat();
  }

  /**
   * Prices `source` exactly as placing the order would (the same OrderPricer): the level discount,
   * shipping to `choices.destination` (none yet: no island surcharge or area check), the chosen
   * coupons and points. Answers the breakdown with the best coupon combination of the member's
   * available coupons (`couponSuggestion`) and their points (`points`: balance, and the most this
   * order may use with the chosen coupons), in 원. Throws as OrderPricer.price does.
   */
  async quote(userId: string, source: OrderSource, choices: QuoteChoices, at: string): Promise<OrderQuote> {
    const items = await this.items(userId, source);
    const priced = await this.pricer.price({
      userId,
      items,
      coupons: choices.coupons ?? [],
      point: choices.point ?? 0,
      destination: choices.destination ?? null,
      at,
    });
    return {
      ...quoteOf(priced.pricing),
      couponSuggestion: await this.pricer.suggestion(userId, priced.basis, at),
      points: { balance: priced.pointBalance, usable: mostPointsUsable(priced.pointBalance, priced.pointSettings, priced.beforePoints) },
    };
  }

  private async cartItems(userId: string, lineIds: string[]): Promise<(RequestedItem & { cartLineId: string })[]> {
    const { state } = await this.runner.load(`cart-${userId}`, cartDecider);
    return cartLinesById(state, lineIds).map((l) => ({ product: l.productId, option: l.option, choices: l.choices, amount: l.amount, cartLineId: l.lineId }));
  }
}
