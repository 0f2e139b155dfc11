import { Inject, Injectable } from '@nestjs/common';
import { choiceProductOf } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { ReadModelMemo } from '../../platform/projections/read-model-memo.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { CATALOG, type CategoryDoc } from '../projections/catalog.projection.js';
import { SHOWCASES, type ExhibitionDoc } from '../showcases/showcases.projection.js';
import { productDecider } from '../domain/product.decider.js';
import { partFactsOf, snapshotOf, type ProductSnapshot } from '../domain/product-snapshot.js';
import { bundlePartsOf, type BundlePartFacts } from '../domain/bundle.js';

/**
 * Product facts for other contexts' decisions, read from the products' own streams (the write
 * side reads no read model). The folded state is cached by the CommandRunner, so a popular
 * product is not replayed for every order.
 */
@Injectable()
export class ProductFacts {
  constructor(
    private readonly runner: CommandRunner,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly memo: ReadModelMemo,
  ) {}

  /**
   * The product's snapshot priced at `at` (ISO instant, default now: a dated discount applies by
   * it), or null when it does not exist. Its choice items leave out those pointing at a product
   * that is gone (missing or deleted in the console), as the product page does: a mandatory one
   * of those can no longer be asked for. A product bundle's snapshot reads its parts' streams too:
   * its stock and prices follow them (a part that is gone counts as out of stock).
   */
  async snapshot(productId: string, at: string = new Date().toISOString()): Promise<ProductSnapshot | null> {
    const { state } = await this.runner.load(`product-${productId}`, productDecider);
    const snapshot = snapshotOf(state, at, state.status === 'active' ? await this.partsOf(state.fields, at) : []);
    if (!snapshot?.choices?.some((c) => choiceProductOf(c.key))) return snapshot;
    const gone = await Promise.all(
      snapshot.choices.map(async ({ key }) => {
        const id = choiceProductOf(key);
        if (!id) return false;
        const { state: chosen } = await this.runner.load(`product-${id}`, productDecider);
        return chosen.status !== 'active' || chosen.fields.deleted === true;
      }),
    );
    return { ...snapshot, choices: snapshot.choices.filter((_, i) => !gone[i]) };
  }

  /** The facts of a bundle's parts at `at`, read from their streams (none for any other product). */
  private async partsOf(fields: Parameters<typeof bundlePartsOf>[0], at: string): Promise<BundlePartFacts[]> {
    return Promise.all(
      bundlePartsOf(fields).map(async (part) => {
        const { state } = await this.runner.load(`product-${part.productId}`, productDecider);
        return partFactsOf(state, part, at) ?? { ...part, price: 0, salePrice: 0, stock: 0 };
      }),
    );
  }

  /**
   * Each category id with its parents' ids and its own, root first (coupon and shipping targets
   * by category match a product of any sub-category, spec §3 Coupon usage, Shipping target). The
   * categories read model answers it (a move in the console rewrites `_parents` there; read whole
   * once per change of it, not once per order); an unknown id answers
   * itself alone.
   */
  async categoryPaths(categoryIds: string[]): Promise<Map<string, string[]>> {
    const ids = [...new Set(categoryIds)];
    const parents = await this.memo.of('catalog.categoryParents', [CATALOG.categories], async () => {
      const docs = await this.store.collection<CategoryDoc>(CATALOG.categories).find({});
      return new Map(docs.map((d) => [d._id, d._parents]));
    });
    return new Map(ids.map((id) => [id, [...(parents.get(id) ?? []), id]]));
  }

  /**
   * Each product's exhibitions (기획전) running at `at` (ISO instant: shown, started, not ended),
   * for coupons whose usage targets exhibitions (spec §3 Coupon usage `_exhibitions`); a product
   * in none is absent. The exhibitions read model is read whole once per change of it.
   */
  async exhibitionsOf(productIds: string[], at: string): Promise<Map<string, string[]>> {
    const exhibitions = await this.memo.of('catalog.exhibitions', [SHOWCASES.exhibitions], () =>
      this.store.collection<ExhibitionDoc>(SHOWCASES.exhibitions).find({ shows: true }),
    );
    const wanted = new Set(productIds);
    const running = exhibitions.filter((e) => e.startsAt <= at && at < e.endsAt);
    const byProduct = new Map<string, string[]>();
    for (const e of running) for (const id of e.productIds) if (wanted.has(id)) byProduct.set(id, [...(byProduct.get(id) ?? []), e.exhibitionId]);
    return byProduct;
  }
}
