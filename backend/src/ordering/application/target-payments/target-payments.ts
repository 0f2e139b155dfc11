import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ProductType,
  targetPaymentOrdered,
  type CreateTargetPaymentDto,
  type ProductDetail,
  type TargetPayment,
  type UpdateTargetPaymentDto,
} from '@shop/contracts';
import {
  CATALOG,
  ProductNotFoundError,
  ProductReservedError,
  productDetailOf,
  type CreateProduct,
  type ProductDoc,
  type UpdateProduct,
} from '../../../catalog/index.js';
import { IdentityQueries } from '../../../identity/index.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { TargetPaymentLockedError, TargetUserNotFoundError } from '../../ordering.errors.js';
import { ORDERING, type PurchaseDoc } from '../../projections/ordering.projection.js';
import { escapeRegex } from '../../../platform/read-store/regex.js';

/** The picture a target payment shows in order lists: a receipt mark, inline (no file to serve). */
const TARGET_THUMB =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'%3E%3Crect width='96' height='96' fill='%23f3efe9'/%3E%3Cpath d='M30 22h36v52l-6-4-6 4-6-4-6 4-6-4-6 4z' fill='none' stroke='%238a7a66' stroke-width='3'/%3E%3Cpath d='M38 38h20M38 48h20M38 58h12' stroke='%238a7a66' stroke-width='3'/%3E%3C/svg%3E";
/** Name of the property a target payment keeps staff's note in. */
const MEMO = '안내';

/**
 * Target payments (spec §9 product type "target payment"; console shop/target-payments, member
 * me/target-payments): each is a hidden catalogue product of type `target` with one unit in
 * stock, asked of one member (`_targetUser`) only. The member orders it like any product (the
 * order decider's pricing lets nobody else), so it is paid by card or bank transfer through the
 * order's whole life, and its one unit means it is paid once: a cancelled order gives the unit
 * back and it may be paid again. Staff change or withdraw it only while no order holds it.
 */
@Injectable()
export class TargetPayments {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly identity: IdentityQueries,
  ) {}

  /** Asks a member (by username) to pay `amount` 원 for `name`. 404 TargetUserNotFound. Answers the new id and log position. */
  async create(dto: CreateTargetPaymentDto, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const user = await this.identity.userByUsername(dto.username.trim());
    if (!user) throw new TargetUserNotFoundError();
    const productId = randomUUID();
    const kst = new Date(Date.parse(metadata.now) + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const command: CreateProduct = {
      type: 'CreateProduct',
      data: {
        productId,
        stock: 1,
        fields: {
          code: `TP-${kst}-${productId.slice(0, 6).toUpperCase()}`,
          name: dto.name.trim(),
          type: ProductType.TARGET_PAYMENT,
          _category: '',
          _brand: null,
          price: dto.amount,
          discount: null,
          sells: true,
          shows: false,
          options: [],
          groups: [],
          hashtags: [],
          content: '',
          size: '',
          origin: '',
          manufacturer: '',
          properties: [{ name: MEMO, value: dto.memo?.trim() ?? '' }],
          shippingCode: 'company',
          shippingBundleType: 'apiece',
          thumb: { url: TARGET_THUMB },
          images: [],
          index: 0,
          _targetUser: user._id,
        },
      },
      metadata,
    };
    const { position } = await this.commands.send<{ position: number }>(command);
    return { id: productId, position };
  }

  /** Changes what is asked while no order holds it. 404, 409 TargetPaymentLocked. */
  async update(id: string, dto: UpdateTargetPaymentDto, metadata: CommandMetadata): Promise<{ position: number }> {
    const current = await this.one(id, null);
    if (!current.payable) throw new TargetPaymentLockedError();
    const changes: UpdateProduct['data']['changes'] = {
      ...(dto.name !== undefined ? { name: dto.name.trim() } : {}),
      ...(dto.amount !== undefined ? { price: dto.amount } : {}),
      ...(dto.memo !== undefined ? { properties: [{ name: MEMO, value: dto.memo.trim() }] } : {}),
    };
    const command: UpdateProduct = { type: 'UpdateProduct', data: { productId: id, changes, unlessReserved: true }, metadata };
    return this.sendUnlessHeld(command);
  }

  /** Withdraws it (no longer payable) while no order holds it. 404, 409 TargetPaymentLocked. */
  async withdraw(id: string, metadata: CommandMetadata): Promise<{ position: number }> {
    const current = await this.one(id, null);
    if (!current.payable) throw new TargetPaymentLockedError();
    const command: UpdateProduct = { type: 'UpdateProduct', data: { productId: id, changes: { sells: false }, unlessReserved: true }, metadata };
    return this.sendUnlessHeld(command);
  }

  /**
   * Sends a change the product's stream makes only while no order holds its unit: the read
   * model's check above answers at once, this one decides when an order is placed meanwhile.
   */
  private async sendUnlessHeld(command: UpdateProduct): Promise<{ position: number }> {
    try {
      return { position: (await this.commands.send<{ position: number }>(command)).position };
    } catch (e) {
      if (e instanceof ProductReservedError) throw new TargetPaymentLockedError();
      throw e;
    }
  }

  /** Target payments, newest first: a member's own (`userId`), or all for staff, searched by name, code or username. */
  async list(
    userId: string | null,
    searchValue: string | undefined,
    page: { limit: number; skip: number },
  ): Promise<{ targetPayments: TargetPayment[]; summary: { totalCount: number } }> {
    const filter: Filter = { type: ProductType.TARGET_PAYMENT, ...(userId ? { _targetUser: userId } : {}) };
    const words = searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ name: re }, { code: re }, { _targetUser: { $in: await this.identity.userIdsMatching(words) } }];
    }
    const products = this.store.collection<ProductDoc>(CATALOG.products);
    const [docs, totalCount] = await Promise.all([products.find(filter, { sort: { createdAt: -1 }, ...page }), products.count(filter)]);
    return { targetPayments: await this.views(docs), summary: { totalCount } };
  }

  /** One target payment; `userId` restricts it to its member (another's is 404). */
  async one(id: string, userId: string | null): Promise<TargetPayment> {
    const doc = await this.doc(id, userId);
    return (await this.views([doc]))[0]!;
  }

  /** One target payment with the product view the order page orders it from; its member only. */
  async forOrder(id: string, userId: string): Promise<{ targetPayment: TargetPayment; product: ProductDetail }> {
    const doc = await this.doc(id, userId);
    const [targetPayment] = await this.views([doc]);
    // Shown to this member: the order page treats it as a product it may order.
    return { targetPayment: targetPayment!, product: { ...productDetailOf(doc), shows: true } };
  }

  private async doc(id: string, userId: string | null): Promise<ProductDoc> {
    const doc = await this.store
      .collection<ProductDoc>(CATALOG.products)
      .findOne({ _id: id, type: ProductType.TARGET_PAYMENT, ...(userId ? { _targetUser: userId } : {}) });
    if (!doc) throw new ProductNotFoundError();
    return doc;
  }

  /** The view of stored target payments, each with its member and its latest order. */
  private async views(docs: ProductDoc[]): Promise<TargetPayment[]> {
    if (docs.length === 0) return [];
    const [users, purchases] = await Promise.all([
      this.identity.usersByIds([...new Set(docs.map((d) => d._targetUser ?? ''))]),
      this.store.collection<PurchaseDoc>(ORDERING.purchases).find({ 'product._id': { $in: docs.map((d) => d._id) } }, { sort: { createdAt: -1 } }),
    ]);
    return docs.map((d) => {
      const user = users.find((u) => u._id === d._targetUser);
      const p = purchases.find((x) => x.product._id === d._id);
      const purchase = p
        ? { _order: p._order, orderNumber: p.orderNumber, orderStatus: p.orderStatus, statusText: p.statusText, paymentMethod: p.paymentMethod }
        : null;
      return {
        _id: d._id,
        code: d.code,
        name: d.name,
        amount: d.price,
        memo: d.properties.find((x) => x.name === MEMO)?.value ?? '',
        user: { _id: d._targetUser ?? '', username: user?.username ?? '', name: user?.name ?? '' },
        createdAt: d.createdAt,
        open: d.sells,
        purchase,
        payable: d.sells && !targetPaymentOrdered({ purchase }) && d.stock > 0,
      };
    });
  }
}
