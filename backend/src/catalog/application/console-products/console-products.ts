import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ProductType,
  type BulkProductsDto,
  type CreateProductDto,
  type ProductFields,
  type ProductItem,
  type ProductVariation,
  type ProductVariationDto,
  type UpdateProductDto,
  type VariationCounts,
} from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { CATALOG, type CategoryDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { BundlePartVariationError, ProductInvalidError } from '../../catalog.errors.js';
import { partVariationProblem } from '../../domain/bundle.js';
import type { AdjustStock, CreateProduct, UpdateProduct } from '../../domain/product.decider.js';
import { ConsoleProductQueries } from './console-products.queries.js';

/** Messages of the editor's checks that need the read models (the decider checks the rest). */
export const CONSOLE_PRODUCT_MESSAGES = {
  REQUIRED: '상품코드, 상품명, 카테고리, 가격은 꼭 입력해주세요',
  CATEGORY: '카테고리를 찾을 수 없습니다',
  BRAND: '브랜드를 찾을 수 없습니다',
} as const;

/** The fields a new product gets when the editor leaves them out (hidden and not on sale until published). */
const DEFAULTS: Omit<ProductFields, 'code' | 'name' | '_category' | 'price'> = {
  type: 'normal',
  _brand: null,
  discount: null,
  sells: false,
  shows: false,
  options: [],
  groups: [],
  hashtags: [],
  content: '',
  size: '',
  origin: '',
  manufacturer: '',
  properties: [],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  thumb: { url: '' },
  images: [],
  index: 0,
};

/** What the bulk actions change (spec §7 Console products; 노출/숨김/판매/판매중지). */
const BULK: Record<BulkProductsDto['action'], Partial<ProductFields>> = {
  show: { shows: true },
  hide: { shows: false },
  sell: { sells: true },
  stopSelling: { sells: false },
};

/**
 * The editor's option combination rows split into the product's variations (spec §3 variation:
 * code, list, spec, enabled) and the units sent per code (rows without `stock` keep theirs).
 */
function splitVariations(rows: ProductVariationDto[] | undefined): { variations?: ProductVariation[]; counts: VariationCounts } {
  if (!rows) return { counts: {} };
  const variations = rows.map(({ code, list, spec, enabled }) => ({ code, list, spec, enabled }));
  return { variations, counts: Object.fromEntries(rows.flatMap((r) => (r.stock === undefined ? [] : [[r.code, r.stock]]))) };
}

/**
 * The console's product writes (spec §7 Console shop products CRUD): each is a command of the
 * product's stream naming the staff member (metadata.userId). Answers the last position written.
 */
@Injectable()
export class ConsoleProducts {
  constructor(
    private readonly commands: Commands,
    private readonly queries: ConsoleProductQueries,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /**
   * Creates a product (hidden and not on sale unless the body says otherwise) with its opening
   * stock, claiming its code. Throws ProductInvalidError (422) for missing required fields, an
   * unknown category or brand, or a broken product rule; BundlePartVariationError (400) for a
   * bundle's part without the combination its product needs; ProductCodeTakenError (409).
   */
  async create(dto: CreateProductDto, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const { stock = 0, variations: rows, ...body } = dto;
    if (!body.code || !body.name || !body._category || body.price === undefined) throw new ProductInvalidError(CONSOLE_PRODUCT_MESSAGES.REQUIRED);
    await this.assertReferences(body);
    await this.assertBundleParts(body.type ?? DEFAULTS.type, body.bundleds);
    const productId = randomUUID();
    const { variations, counts } = splitVariations(rows);
    const fields = { ...DEFAULTS, ...body, ...(variations ? { variations } : {}) } as ProductFields;
    const variationStock = variations?.length ? { variationStock: counts } : {};
    const command: CreateProduct = { type: 'CreateProduct', data: { productId, fields, stock, ...variationStock }, metadata };
    const { position } = await this.commands.send<CommandResult>(command);
    return { id: productId, position };
  }

  /**
   * Changes the fields sent and sets the stock count when sent (`stock` for a product without
   * option combinations, the rows' `stock` per combination for one with them, spec §3 variation),
   * in one command of the product's stream: all of it is written or none.
   * Throws ProductNotFoundError (404), BundlePartVariationError (400), ProductInvalidError (422),
   * InvalidStockError (422).
   */
  async update(id: string, dto: UpdateProductDto, metadata: CommandMetadata): Promise<number> {
    const current = await this.queries.one(id);
    const { stock, variations: rows, ...rest } = dto;
    const { variations, counts } = splitVariations(rows);
    const changes = { ...rest, ...(variations ? { variations } : {}) } as Partial<ProductFields>;
    await this.assertReferences(changes);
    if (changes.type !== undefined || changes.bundleds !== undefined)
      await this.assertBundleParts(changes.type ?? current.type, changes.bundleds ?? current.bundleds);
    const amounts = Object.keys(counts).length > 0 ? { variationStock: counts } : stock !== undefined ? { stock } : null;
    // Fields and stock together are one command, so the change is written whole or not at all.
    if (Object.keys(changes).length > 0) {
      const command: UpdateProduct = { type: 'UpdateProduct', data: { productId: id, changes, ...amounts }, metadata };
      return (await this.commands.send<CommandResult>(command)).position;
    }
    if (!amounts) return 0;
    const adjust: AdjustStock = { type: 'AdjustStock', data: { productId: id, ...amounts }, metadata };
    return (await this.commands.send<CommandResult>(adjust)).position;
  }

  /**
   * Deletes a product softly: it is hidden, no longer sold and leaves the console list, while its
   * stream, its code and every order naming it stay as they were (orders and reviews keep their
   * product). Throws ProductNotFoundError (404).
   */
  async remove(id: string, metadata: CommandMetadata): Promise<number> {
    await this.queries.one(id);
    const command: UpdateProduct = { type: 'UpdateProduct', data: { productId: id, changes: { deleted: true, shows: false, sells: false } }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** Shows, hides, sells or stops selling each product of `ids`; unknown ids are skipped. Answers how many changed. */
  async bulk(dto: BulkProductsDto, metadata: CommandMetadata): Promise<{ changed: number; position: number }> {
    const ids = await this.queries.existing([...new Set(dto.ids)]);
    let position = 0;
    for (const productId of ids) {
      const command: UpdateProduct = { type: 'UpdateProduct', data: { productId, changes: BULK[dto.action] }, metadata };
      position = Math.max(position, (await this.commands.send<CommandResult>(command)).position);
    }
    return { changed: ids.length, position };
  }

  /**
   * Checks the combination each part of a product bundle names (spec §3 bundleds `_option`, a
   * variation code; bundle.ts partVariationProblem) against its product as the read model holds
   * it: the enabled, not deleted parts naming a product the shop has. Throws
   * BundlePartVariationError (400) naming the first part that is wrong.
   */
  private async assertBundleParts(type: string, bundleds: ProductItem[] | undefined): Promise<void> {
    if (type !== ProductType.PRODUCT_BUNDLE) return;
    const live = (bundleds ?? []).filter((i) => i.enabled && !i.deleted && i._product);
    if (live.length === 0) return;
    const docs = await this.store.collection<ProductDoc>(CATALOG.products).find({ _id: { $in: [...new Set(live.map((i) => i._product!))] } });
    const byId = new Map(docs.map((d) => [d._id, d]));
    for (const item of live) {
      const product = byId.get(item._product!);
      const problem = product && partVariationProblem(product, item._option);
      if (problem) throw new BundlePartVariationError(problem, product.name);
    }
  }

  private async assertReferences(f: Partial<ProductFields>): Promise<void> {
    if (f._category !== undefined) {
      const category = await this.store.collection<CategoryDoc>(CATALOG.categories).findOne({ _id: f._category });
      if (!category) throw new ProductInvalidError(CONSOLE_PRODUCT_MESSAGES.CATEGORY);
    }
    if (f._brand) {
      const brand = await this.store.collection(CATALOG.brands).findOne({ _id: f._brand });
      if (!brand) throw new ProductInvalidError(CONSOLE_PRODUCT_MESSAGES.BRAND);
    }
  }
}
