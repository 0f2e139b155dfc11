import { PLANNER_MESSAGES, planBathroom, type PlannedFixture } from './bathroom-planner.js';

type Box = { x: number; y: number; w: number; d: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.d && b.y < a.y + a.d;
const kinds = (f: PlannedFixture[]) => f.map((x) => x.kind).sort();

describe('the bathroom planner', () => {
  it('plans a bathtub, a toilet and a basin along the back wall of a room wide enough', () => {
    const plan = planBathroom({ width: 320, depth: 200, bathing: 'bathtub', basins: 1 });
    expect(kinds(plan.fixtures)).toEqual(['basin', 'bathtub', 'toilet']);
    expect(plan.fixtures.every((f) => f.y === 0)).toBe(true);
    expect(plan.notes).toEqual([PLANNER_MESSAGES.CLEARANCE]);
  });

  it('plans a shower instead of a bathtub where a bathtub does not fit, and says so', () => {
    const plan = planBathroom({ width: 160, depth: 220, bathing: 'bathtub', basins: 1 });
    expect(kinds(plan.fixtures)).toEqual(['basin', 'shower', 'toilet']);
    expect(plan.notes[0]).toBe(PLANNER_MESSAGES.NO_BATHTUB);
  });

  it('keeps the bathtub and gives up the second basin first', () => {
    const plan = planBathroom({ width: 220, depth: 180, bathing: 'bathtub', basins: 2 });
    expect(kinds(plan.fixtures)).toContain('bathtub');
    expect(kinds(plan.fixtures)).toContain('basin');
    expect(plan.notes[0]).toBe(PLANNER_MESSAGES.ONE_BASIN);
  });

  it('gives a double basin where the room has the wall for it', () => {
    expect(kinds(planBathroom({ width: 400, depth: 250, bathing: 'bathtub', basins: 2 }).fixtures)).toEqual(['bathtub', 'toilet', 'vanity']);
  });

  it('says a room too small for a toilet and a basin is too small, placing nothing', () => {
    expect(planBathroom({ width: 120, depth: 120, bathing: 'shower', basins: 1 })).toEqual({ fixtures: [], notes: [PLANNER_MESSAGES.TOO_SMALL] });
  });

  it('refuses sizes outside 120–500 cm and fractions', () => {
    for (const width of [119, 501, 150.5, Number.NaN])
      expect(() => planBathroom({ width, depth: 200, bathing: 'shower', basins: 1 })).toThrow(PLANNER_MESSAGES.SIZE);
  });

  it('never places a fixture outside the room, on another, in another’s free zone or inside the door, for every size', () => {
    let planned = 0;
    for (let width = 120; width <= 500; width += 10) {
      for (let depth = 120; depth <= 500; depth += 10) {
        for (const bathing of ['shower', 'bathtub'] as const) {
          const { fixtures } = planBathroom({ width, depth, bathing, basins: 2 });
          if (fixtures.length) planned++;
          // A 70 cm door in the middle of the front wall, 60 cm of swing inside.
          const door = { x: width / 2 - 35, y: depth - 60, w: 70, d: 60 };
          for (const f of fixtures) {
            for (const box of [f, f.clear]) {
              expect(box.x >= 0 && box.y >= 0 && box.x + box.w <= width && box.y + box.d <= depth).toBe(true);
            }
            expect(overlaps(f, door)).toBe(false);
            for (const g of fixtures) if (g !== f) expect(overlaps(f, g) || overlaps(f, g.clear)).toBe(false);
          }
        }
      }
    }
    // Most rooms get a plan (all but the smallest): the rule is not so strict that it plans nothing.
    expect(planned).toBeGreaterThan(2 * 39 * 39 * 0.85);
  });
});
