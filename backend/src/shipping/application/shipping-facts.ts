import { Injectable } from '@nestjs/common';
import type { PricingDestination, PricingLine, ShippingCode, ShippingQuote } from '@shop/contracts';
import { SettingFacts } from '../../content/index.js';
import { quoteShipping, type ShippingPlace } from '../domain/quote-shipping.js';
import { ReadModelMemo } from '../../platform/projections/read-model-memo.js';
import { SHIPPING } from '../projections/shipping.projection.js';
import { IslandsTable } from './islands-table.js';
import { ShippingRules } from './shipping-rules.js';

/**
 * What the shipping context answers other contexts (the order quote and the placed order):
 * the shipping of an order from the rules, the islands table and the shop setting's shipping
 * codes as they stand, priced by the pure {@link quoteShipping}. The rules and the islands table
 * are read once per change of their read models, not once per order.
 */
@Injectable()
export class ShippingFacts {
  constructor(
    private readonly rules: ShippingRules,
    private readonly islands: IslandsTable,
    private readonly settings: SettingFacts,
    private readonly memo: ReadModelMemo,
  ) {}

  /**
   * Shipping of `lines` to `destination` (null: not chosen yet) at `at` (ISO-8601 UTC, the
   * command's `now`), in 원: groups with their fare, island surcharge and installation, and
   * their sums. Throws 422 ShippingAreaUnavailable (the address is outside a code's
   * areas__available; `lineIds` on the error) and 422 LocationMissing (위치정보를 다시
   * 입력하세요.: a travel-range charge without the destination's or warehouse's coordinates).
   */
  async quote(lines: PricingLine[], destination: PricingDestination | null, at: string): Promise<ShippingQuote> {
    const [rules, islands, codes] = await Promise.all([
      this.memo.of('shipping.rules', [SHIPPING.shippings], () => this.rules.all()),
      this.memo.of('shipping.islands', [SHIPPING.islands], () => this.islands.list()),
      this.settings.shippingCodes(),
    ]);
    const places: Partial<Record<ShippingCode, ShippingPlace>> = {};
    for (const c of codes) places[c.value] = { geolocation: c.warehouse?.geolocation ?? null, areas__available: c.areas__available ?? [] };
    return quoteShipping(lines, destination, rules, places, islands, at);
  }
}
