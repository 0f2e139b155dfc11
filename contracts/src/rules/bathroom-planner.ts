/**
 * The bathroom planner (/ideas/bathroom/planner; issue 14 "room size and shape in, a suggested
 * layout and a product list out"). Pure rules in centimetres, shared by the page (which redraws
 * as the shopper types) and the server (which picks products that fit the places found).
 *
 * The room is seen from above: x from the left wall, y from the back wall; the door is in the
 * middle of the front wall. Clearances follow the usual Korean bathroom guidance (the same the
 * /ideas/bathroom/planning page gives): about 20 cm beside a toilet and 60 cm in front of it,
 * 70 cm in front of a basin, 60 cm in front of a bathtub or shower, 70 × 60 cm kept free inside
 * the door (a 70 cm door opening inwards).
 */

/** What the shopper would rather bathe in. */
export type PlannerBathing = 'shower' | 'bathtub';

/** The planner's input: the room's inside size in cm, the bathing wish and one or two basins. */
export interface PlannerInput {
  width: number;
  depth: number;
  bathing: PlannerBathing;
  basins: 1 | 2;
}

/** A fixture of the plan. */
export type PlannerFixtureKind = 'bathtub' | 'shower' | 'toilet' | 'basin' | 'vanity';

/** A placed fixture: its footprint (x, y from the left and back walls; w along x, d along y; cm) and the free zone kept in front of it. */
export interface PlannedFixture {
  kind: PlannerFixtureKind;
  label: string;
  x: number;
  y: number;
  w: number;
  d: number;
  /** The free zone in front of it (cm), which nothing may stand in. */
  clear: { x: number; y: number; w: number; d: number };
  /** The place's length along its wall in mm: a product whose first size figure (W in "W x D x H mm") is longer does not fit it. */
  maxLengthMm: number;
}

/** The plan: the fixtures placed, what was changed from the wish and why, in Korean. */
export interface PlannerLayout {
  fixtures: PlannedFixture[];
  notes: string[];
}

/** Smallest and largest room sides the planner takes, in cm. */
export const PLANNER_LIMITS = { min: 120, max: 500 } as const;

/** Korean messages of the planner. */
export const PLANNER_MESSAGES = {
  SIZE: `욕실 크기는 가로·세로 ${PLANNER_LIMITS.min}~${PLANNER_LIMITS.max}cm로 입력해주세요`,
  TOO_SMALL: '이 크기에는 양변기와 세면대를 함께 둘 공간이 부족합니다. 벽걸이 세면대나 코너 세면대를 상담받아 보세요.',
  NO_BATHTUB: '욕조를 두기엔 공간이 좁아 샤워 공간으로 계획했습니다.',
  ONE_BASIN: '세면대 두 개를 둘 공간이 부족해 하나로 계획했습니다.',
  CLEARANCE: '양변기 옆 20cm·앞 60cm, 세면대 앞 70cm, 욕조·샤워 앞 60cm를 비워 두었습니다.',
} as const;

type Box = { x: number; y: number; w: number; d: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.d && b.y < a.y + a.d;
const inside = (a: Box, width: number, depth: number) => a.x >= 0 && a.y >= 0 && a.x + a.w <= width && a.y + a.d <= depth;

/** Sizes in cm of each fixture as placed against a wall: along the wall, out from it, and the free depth before it. */
const SIZE: Record<PlannerFixtureKind, { along: number; out: number; free: number; label: string }> = {
  bathtub: { along: 170, out: 75, free: 60, label: '욕조' },
  shower: { along: 80, out: 80, free: 60, label: '샤워 공간' },
  // 40 cm of bowl and about 20 cm on each side.
  toilet: { along: 80, out: 65, free: 60, label: '양변기' },
  basin: { along: 60, out: 45, free: 70, label: '세면대' },
  vanity: { along: 120, out: 50, free: 70, label: '이중 세면대' },
};

type Wall = 'back' | 'left' | 'right';

/** A fixture against `wall` starting `at` cm along it (from the back for side walls, from the left for the back wall). */
function place(kind: PlannerFixtureKind, wall: Wall, at: number, width: number): PlannedFixture {
  const s = SIZE[kind];
  const maxLengthMm = s.along * 10;
  if (wall === 'back') return { kind, label: s.label, x: at, y: 0, w: s.along, d: s.out, clear: { x: at, y: s.out, w: s.along, d: s.free }, maxLengthMm };
  if (wall === 'left') return { kind, label: s.label, x: 0, y: at, w: s.out, d: s.along, clear: { x: s.out, y: at, w: s.free, d: s.along }, maxLengthMm };
  return {
    kind,
    label: s.label,
    x: width - s.out,
    y: at,
    w: s.out,
    d: s.along,
    clear: { x: width - s.out - s.free, y: at, w: s.free, d: s.along },
    maxLengthMm,
  };
}

/** Whether every fixture and its free zone is inside the room, no footprint stands in another's place or free zone, and the door's zone is free. */
function works(fixtures: PlannedFixture[], width: number, depth: number): boolean {
  const door: Box = { x: width / 2 - 35, y: depth - 60, w: 70, d: 60 };
  return fixtures.every(
    (f, i) =>
      inside(f, width, depth) &&
      inside(f.clear, width, depth) &&
      !overlaps(f, door) &&
      fixtures.every((g, j) => i === j || (!overlaps(f, g) && !overlaps(f, g.clear))),
  );
}

/** The ways to arrange a bathing place, a toilet and a basin, tried in this order (most open first). */
function arrangements(bath: PlannerFixtureKind, basin: PlannerFixtureKind, width: number): PlannedFixture[][] {
  const b = SIZE[bath];
  return [
    // All along the back wall: bath, toilet, basin.
    [place(bath, 'back', 0, width), place('toilet', 'back', b.along, width), place(basin, 'back', b.along + SIZE.toilet.along, width)],
    // Bath along the back wall; toilet and basin on the right wall.
    [place(bath, 'back', 0, width), place('toilet', 'right', b.out + b.free, width), place(basin, 'right', b.out + b.free + SIZE.toilet.along, width)],
    // Bath along the left wall; toilet and basin along the back wall beside it.
    [place(bath, 'left', 0, width), place('toilet', 'back', b.out, width), place(basin, 'back', b.out + SIZE.toilet.along, width)],
    // Bath along the back wall; toilet on the left wall and basin on the right wall, facing each other.
    [place(bath, 'back', 0, width), place('toilet', 'left', b.out, width), place(basin, 'right', b.out, width)],
    // Narrow rooms: bath across the back, toilet and basin one after the other on one side wall.
    [place(bath, 'back', 0, width), place('toilet', 'left', b.out, width), place(basin, 'left', b.out + SIZE.toilet.along, width)],
    // Small rooms: bath and toilet along the back wall, the basin on a side wall clear of their free zones.
    [place(bath, 'back', 0, width), place('toilet', 'back', b.along, width), place(basin, 'left', b.out + b.free, width)],
    [place(bath, 'back', 0, width), place('toilet', 'back', b.along, width), place(basin, 'right', SIZE.toilet.out + SIZE.toilet.free, width)],
    // Bath along the left wall; toilet and basin on the right wall.
    [place(bath, 'left', 0, width), place('toilet', 'right', 0, width), place(basin, 'right', SIZE.toilet.along, width)],
  ];
}

/** Whether the planner takes this room size (cm, whole numbers within {@link PLANNER_LIMITS}). */
export const plannerSizeOk = (n: number): boolean => Number.isInteger(n) && n >= PLANNER_LIMITS.min && n <= PLANNER_LIMITS.max;

/**
 * A layout for the room: the bathing place, the toilet and the basin(s), each with its free zone.
 * Tries the wish first (bathtub, two basins), then gives way one step at a time (a shower for the
 * bathtub, one basin for two), saying so in `notes`. When nothing fits, no fixtures and the reason.
 * Throws RangeError for a size outside {@link PLANNER_LIMITS}.
 */
export function planBathroom(input: PlannerInput): PlannerLayout {
  const { width, depth } = input;
  if (!plannerSizeOk(width) || !plannerSizeOk(depth)) throw new RangeError(PLANNER_MESSAGES.SIZE);
  const baths: PlannerFixtureKind[] = input.bathing === 'bathtub' ? ['bathtub', 'shower'] : ['shower'];
  const basins: PlannerFixtureKind[] = input.basins === 2 ? ['vanity', 'basin'] : ['basin'];
  // A bathtub is the larger wish: a second basin gives way before it does.
  for (const bath of baths) {
    for (const basin of basins) {
      const fits = arrangements(bath, basin, width).find((fixtures) => works(fixtures, width, depth));
      if (!fits) continue;
      const notes: string[] = [];
      if (bath !== baths[0]) notes.push(PLANNER_MESSAGES.NO_BATHTUB);
      if (basin !== basins[0]) notes.push(PLANNER_MESSAGES.ONE_BASIN);
      notes.push(PLANNER_MESSAGES.CLEARANCE);
      return { fixtures: fits, notes };
    }
  }
  return { fixtures: [], notes: [PLANNER_MESSAGES.TOO_SMALL] };
}
