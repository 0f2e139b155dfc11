import { plannerSizeOk, type PlannerInput } from '@shop/contracts';

/** The planner's room, kept in the URL so a plan can be shared: a typical Korean apartment bathroom until the shopper changes it. */
export const DEFAULT_PLANNER: PlannerInput = { width: 240, depth: 200, bathing: 'bathtub', basins: 1 };

/** The planner's input from the URL's search params; anything missing or out of range takes the default. */
export function parsePlannerSearch(s: Record<string, unknown>): PlannerInput {
  const size = (v: unknown, fallback: number) => (plannerSizeOk(Number(v)) ? Number(v) : fallback);
  return {
    width: size(s.width, DEFAULT_PLANNER.width),
    depth: size(s.depth, DEFAULT_PLANNER.depth),
    bathing: s.bathing === 'shower' ? 'shower' : 'bathtub',
    basins: Number(s.basins) === 2 ? 2 : 1,
  };
}
