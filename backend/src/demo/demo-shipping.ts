/**
 * The shop's shipping data for the demo: the shipping rules (`seed-data/shipping-rules.json`,
 * today's per-code charges with island surcharges, and an installation rule for bathtubs left
 * off) and the islands table (`seed-data/islands.json`: Jeju 63000–63644, Ulleung 40200–40240 and
 * the island postcode ranges carriers publish; bridge-connected islands (연륙도서) exempt, as the
 * Fair Trade Commission had malls stop charging them in 2025). Created through commands once
 * per event store (marker stream `seed-shipping`), also in a shop seeded before it existed.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  ShippingBundleType,
  ShippingChargeType,
  ShippingCode,
  ShippingTargetType,
  type IslandRow,
  type ShippingFields,
  type ShippingOption,
} from '@shop/contracts';
import type { AddIsland, CreateShipping } from '../shipping/index.js';
import type { Command, CommandMetadata } from '../platform/event-sourcing/decider.js';
import { DEMO_DIR, shapes, type Shape } from './demo-data.js';

const { text, integer, flag, oneOf, nullable, list, optional, record } = shapes;

/** A rule of the seed: its category targets by category code (ids are drawn when the catalogue is seeded). */
export type DemoShippingRule = Omit<ShippingFields, 'target'> & { target: { type: ShippingTargetType; categoryCodes: string[] } };

const option = record<ShippingOption>({
  code: oneOf(Object.values(ShippingCode)),
  bundle: record({ type: oneOf(Object.values(ShippingBundleType)) }),
  charge: record({
    type: oneOf(Object.values(ShippingChargeType)),
    fixedAmount: optional(integer),
    pricesRange: optional(list(record({ price: integer, amount: integer }))),
    travelRange: optional(list(record({ distance: integer, amount: integer }))),
  }),
  island: record({ isActive: flag, charge: record({ amount__base: integer, amount__jeju: integer }) }),
  service: record({ isActive: flag, charge: record({ amount: integer }) }),
});
const rule = record<DemoShippingRule>({
  name: text,
  startsAt: nullable(text),
  endsAt: nullable(text),
  isActive: flag,
  target: record({ type: oneOf(Object.values(ShippingTargetType)), categoryCodes: list(text) }),
  options: list(option),
});
const island = record<IslandRow>({ name: text, postcodeFrom: text, postcodeTo: text, kind: oneOf(['jeju', 'island', 'exempt'] as const), note: text });

/** Reads and checks the shipping rules and the islands table of the seed (throws naming the first wrong value). */
export function loadDemoShipping(dir: string = join(DEMO_DIR, 'seed-data')): { rules: DemoShippingRule[]; islands: IslandRow[] } {
  const read = <T>(file: string, shape: Shape<T>): T => shape(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
  return { rules: read('shipping-rules.json', list(rule)), islands: read('islands.json', list(island)) };
}

/** The commands that create the shipping data; `categoryIds` maps category codes to their ids. */
export function demoShippingCommands(categoryIds: Map<string, string>, metadata: CommandMetadata): Command[] {
  const { rules, islands } = loadDemoShipping();
  const commands: Command[] = rules.map((r): CreateShipping => ({
    type: 'CreateShipping',
    data: {
      shippingId: randomUUID(),
      fields: {
        ...r,
        target: {
          type: r.target.type,
          _products: [],
          _categories: r.target.categoryCodes.map((code) => {
            const id = categoryIds.get(code);
            if (!id) throw new Error(`demo shipping rule ${r.name}: unknown category ${code}`);
            return id;
          }),
          _brands: [],
        },
      },
    },
    metadata,
  }));
  for (const row of islands) commands.push({ type: 'AddIsland', data: { islandId: randomUUID(), row }, metadata } satisfies AddIsland);
  return commands;
}
