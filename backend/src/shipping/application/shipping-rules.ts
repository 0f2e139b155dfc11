import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ShippingTargetType, type SaveShippingDto, type Shipping, type ShippingCharge, type ShippingFields } from '@shop/contracts';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { READ_STORE, type Filter, type ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CreateShipping, DeleteShipping, UpdateShipping } from '../domain/shipping.decider.js';
import { inPeriod } from '../domain/quote-shipping.js';
import { SHIPPING, type ShippingDoc } from '../projections/shipping.projection.js';
import { ShippingNotFoundError } from '../shipping.errors.js';
import { escapeRegex } from '../../platform/read-store/regex.js';

const strip = ({ _position, ...rest }: ShippingDoc): Shipping => rest;

/** Only the table the charge's type reads, so a rule keeps no stale table of another type. */
function chargeOf(dto: SaveShippingDto['options'][number]['charge']): ShippingCharge {
  switch (dto.type) {
    case 'fixed':
      return { type: 'fixed', fixedAmount: dto.fixedAmount ?? 0 };
    case 'pricesRange':
      return {
        type: 'pricesRange',
        pricesRange: [...(dto.pricesRange ?? [])].map(({ price, amount }) => ({ price, amount })).sort((a, b) => a.price - b.price),
      };
    case 'travelRange':
      return {
        type: 'travelRange',
        travelRange: [...(dto.travelRange ?? [])].map(({ distance, amount }) => ({ distance, amount })).sort((a, b) => a.distance - b.distance),
      };
    default:
      return { type: 'free' };
  }
}

/** The rule's fields as the decider takes them, from the console's body. */
export function shippingFieldsOf(dto: SaveShippingDto): ShippingFields {
  return {
    name: dto.name.trim(),
    startsAt: dto.startsAt ? new Date(dto.startsAt).toISOString() : null,
    endsAt: dto.endsAt ? new Date(dto.endsAt).toISOString() : null,
    isActive: dto.isActive,
    target: { type: dto.target.type, _products: dto.target._products ?? [], _categories: dto.target._categories ?? [], _brands: dto.target._brands ?? [] },
    options: dto.options.map((o) => ({
      code: o.code,
      bundle: { type: o.bundle.type },
      charge: chargeOf(o.charge),
      island: { isActive: o.island.isActive, charge: { amount__base: o.island.charge.amount__base, amount__jeju: o.island.charge.amount__jeju } },
      service: { isActive: o.service.isActive, charge: { amount: o.service.charge.amount } },
    })),
  };
}

/** Filter of the console's rule table. */
export interface ShippingFilter {
  searchValue?: string;
  targetType?: ShippingTargetType;
  isActive?: boolean;
}

/**
 * Shipping rules (spec §3 Shipping; console shop/shippings, public GET shippings): writes go
 * through the rule's decider, reads come from the `shippings` read model.
 */
@Injectable()
export class ShippingRules {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
  ) {}

  /** Creates a rule. 422 ShippingInvalid. Answers its id and log position. */
  async create(dto: SaveShippingDto, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const shippingId = randomUUID();
    const command: CreateShipping = { type: 'CreateShipping', data: { shippingId, fields: shippingFieldsOf(dto) }, metadata };
    return { id: shippingId, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** Replaces a rule's fields. 404, 422. */
  async update(id: string, dto: SaveShippingDto, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: UpdateShipping = { type: 'UpdateShipping', data: { shippingId: id, fields: shippingFieldsOf(dto) }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** Deletes a rule. 404. */
  async remove(id: string, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: DeleteShipping = { type: 'DeleteShipping', data: { shippingId: id }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** One page of rules, newest first, by words in the name, target type and on/off. */
  async list(filter: ShippingFilter, page: { limit: number; skip: number }): Promise<{ shippings: Shipping[]; summary: { totalCount: number } }> {
    const query: Filter = {};
    const words = filter.searchValue?.trim();
    if (words) query.name = { $regex: escapeRegex(words), $options: 'i' };
    if (filter.targetType) query['target.type'] = filter.targetType;
    if (filter.isActive !== undefined) query.isActive = filter.isActive;
    const coll = this.store.collection<ShippingDoc>(SHIPPING.shippings);
    const [docs, totalCount] = await Promise.all([coll.find(query, { sort: { createdAt: -1, _id: 1 }, ...page }), coll.count(query)]);
    return { shippings: docs.map(strip), summary: { totalCount } };
  }

  /** One rule. 404 ShippingNotFound. */
  async one(id: string): Promise<Shipping> {
    const doc = await this.store.collection<ShippingDoc>(SHIPPING.shippings).findOne({ _id: id });
    if (!doc) throw new ShippingNotFoundError();
    return strip(doc);
  }

  /** Every rule on and in its period at `at` (of `targetType` when given), newest first. */
  async active(at: string, targetType?: ShippingTargetType): Promise<Shipping[]> {
    const docs = await this.store
      .collection<ShippingDoc>(SHIPPING.shippings)
      .find({ isActive: true, ...(targetType ? { 'target.type': targetType } : {}) }, { sort: { createdAt: -1, _id: 1 } });
    return docs.filter((d) => inPeriod(d, at)).map(strip);
  }

  /** Every rule as stored (the quote filters by period itself). */
  async all(): Promise<Shipping[]> {
    return (await this.store.collection<ShippingDoc>(SHIPPING.shippings).find({ isActive: true })).map(strip);
  }
}
