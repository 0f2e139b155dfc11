import { Injectable } from '@nestjs/common';
import { planBathroom, type PlannedFixture, type PlannerFixtureKind, type PlannerInput, type PlannerProduct, type PlannerResponse } from '@shop/contracts';
import { CatalogQueries } from '../catalog/index.js';

/** Where the planner looks for each place's products: a category of the catalogue and, where the category holds more, words of the name. */
const SOURCES: Record<PlannerFixtureKind, { category: string; searchValue?: string }> = {
  bathtub: { category: 'free_standing_bathtub' },
  shower: { category: 'bathroom_fittings', searchValue: '샤워 시스템' },
  toilet: { category: 'toilets_and_wcs' },
  basin: { category: 'bathroom_sink' },
  vanity: { category: 'bathroom_furniture_and_mirrors', searchValue: '욕실장' },
};

/** Products suggested per place, at most. */
const PER_PLACE = 3;

/** The first figure of a size such as "600 x 450 x 145 mm" (the width, in mm), or null when the size gives none. */
export function widthMmOf(size: string): number | null {
  const m = /^\s*(\d{2,4})\s*[x×]/i.exec(size);
  return m ? Number(m[1]) : null;
}

/**
 * The bathroom planner's answer (/ideas/bathroom/planner; issue 14): the layout of
 * contracts' planBathroom for the room, and for each place up to three products the shop sells
 * now that fit it (a width no longer than the place; products without a width, such as shower
 * systems, fit any) and that go straight into the cart (in stock, no mandatory choice to make),
 * each with the first value of each of its options, or for a product sold per option combination
 * the first combination with units left (one with none is not suggested). Throws RangeError for a size outside the planner's limits (the query DTO
 * refuses those first).
 */
@Injectable()
export class BathroomPlanner {
  constructor(private readonly catalog: CatalogQueries) {}

  async plan(input: PlannerInput): Promise<PlannerResponse> {
    const layout = planBathroom(input);
    const suggestions = await Promise.all(layout.fixtures.map(async (f) => ({ kind: f.kind, label: f.label, products: await this.fitting(f) })));
    return { layout, suggestions };
  }

  private async fitting(place: PlannedFixture): Promise<PlannerProduct[]> {
    const { category, searchValue } = SOURCES[place.kind];
    const { products } = await this.catalog.listProducts({ category, searchValue, limit: 30, skip: 0 });
    const out: PlannerProduct[] = [];
    for (const card of products) {
      if (out.length === PER_PLACE) break;
      if (!card.sells || card.stock < 1) continue;
      const detail = await this.catalog.getProduct(card._id);
      if (!detail || detail.choiceItems?.some((c) => c.mandatory) || detail.options.some((o) => o.values.length === 0)) continue;
      const width = widthMmOf(detail.size);
      if (place.kind !== 'toilet' && width !== null && width > place.maxLengthMm) continue;
      // With option combinations (spec §3 variation), the first one with units left; without, the first value of each option.
      const variation = detail.variations?.find((v) => !v.soldOut);
      if (detail.variations?.length && !variation) continue;
      out.push({ product: card, options: detail.options.map((o) => ({ name: o.name, value: variation?.list[o.name] ?? o.values[0]!.name })) });
    }
    return out;
  }
}
