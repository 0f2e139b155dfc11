import type {
  GeoPoint,
  IslandKind,
  PricingDestination,
  PricingLine,
  ShippingBundleType,
  ShippingCharge,
  ShippingCode,
  ShippingFields,
  ShippingGroupPrice,
  ShippingOption,
  ShippingQuote,
  ShippingTargetType,
} from '@shop/contracts';
import { LocationMissingError, ShippingAreaUnavailableError } from '../shipping.errors.js';
import { SHIPPING_CHARGES } from './shipping-charge.js';

/** A shipping rule as the quote reads it. */
export type ShippingRule = ShippingFields & { _id: string; createdAt: string };

/** Where a shipping code ships from and to (spec §3 Display code and shipping code). */
export interface ShippingPlace {
  /** The warehouse's coordinates; null when the setting has none. */
  geolocation: GeoPoint | null;
  /** Address starts it ships to; empty: everywhere. */
  areas__available: string[];
}

/** A row of the islands table as the quote reads it. */
export interface IslandRange {
  name: string;
  postcodeFrom: string;
  postcodeTo: string;
  kind: IslandKind;
}

/** Earth radius of spec §9's distance, km. */
export const EARTH_RADIUS_KM = 6371;

/**
 * Great-circle distance in km between two GeoJSON points (haversine formula, earth radius
 * 6371 km, spec §9). Throws LocationMissingError (위치정보를 다시 입력하세요.) when either is missing.
 */
export function distanceKm(a: GeoPoint | null | undefined, b: GeoPoint | null | undefined): number {
  if (!a || !b) throw new LocationMissingError();
  const [lng1, lat1] = a.coordinates;
  const [lng2, lat2] = b.coordinates;
  if (![lng1, lat1, lng2, lat2].every(Number.isFinite)) throw new LocationMissingError();
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The amount of the row with the largest threshold not above `value` (0 below every row). */
function rangeAmount(rows: { threshold: number; amount: number }[], value: number): number {
  let best: { threshold: number; amount: number } | undefined;
  for (const r of rows) if (r.threshold <= value && (!best || r.threshold > best.threshold)) best = r;
  return best?.amount ?? 0;
}

/**
 * Delivery fare of one charge (spec §9 delivery charge types), 원: free (pay on delivery) 0;
 * fixed its amount; pricesRange the row of the largest price not above `amount` (the group's
 * sale-price total); travelRange the row of the largest distance not above the distance from
 * the warehouse (`distance()`, km, asked only for this type so only it needs coordinates).
 */
export function chargeOf(charge: ShippingCharge, amount: number, distance: () => number): number {
  switch (charge.type) {
    case 'free':
      return 0;
    case 'fixed':
      return charge.fixedAmount ?? 0;
    case 'pricesRange':
      return rangeAmount(
        (charge.pricesRange ?? []).map((r) => ({ threshold: r.price, amount: r.amount })),
        amount,
      );
    case 'travelRange':
      return rangeAmount(
        (charge.travelRange ?? []).map((r) => ({ threshold: r.distance, amount: r.amount })),
        distance(),
      );
  }
}

/** Rank of each target type: lower is more specific and wins (spec §9 lists them in this order). */
const SPECIFICITY: Record<ShippingTargetType, number> = { products: 0, categoryBrand: 1, category: 2, brand: 3, every: 4 };

/** True when the rule is on and `at` lies in its period (both ends inclusive, null ends open). */
export function inPeriod(rule: Pick<ShippingFields, 'isActive' | 'startsAt' | 'endsAt'>, at: string): boolean {
  const t = Date.parse(at);
  return rule.isActive && (!rule.startsAt || Date.parse(rule.startsAt) <= t) && (!rule.endsAt || t <= Date.parse(rule.endsAt));
}

function targets(rule: ShippingRule, line: PricingLine): boolean {
  const { type, _products, _categories, _brands } = rule.target;
  const byCategory = () => line.categoryIds.some((c) => _categories.includes(c));
  const byBrand = () => line.brandId !== null && _brands.includes(line.brandId);
  switch (type) {
    case 'products':
      return _products.includes(line.productId);
    case 'categoryBrand':
      return byCategory() && byBrand();
    case 'category':
      return byCategory();
    case 'brand':
      return byBrand();
    case 'every':
      return true;
  }
}

/**
 * The rule and option that price a line: among the rules on and in period at `at` that target
 * the line and have an option for its shipping code, the most specific target wins (products >
 * category+brand > category > brand > every asset); between equally specific ones the latest
 * created (then the greater id), so the newest special rule overrides an older one. Null: none.
 */
export function ruleFor(line: PricingLine, rules: ShippingRule[], at: string): { rule: ShippingRule; option: ShippingOption } | null {
  const candidates = rules
    .filter((r) => inPeriod(r, at) && targets(r, line))
    .map((rule) => ({ rule, option: rule.options.find((o) => o.code === line.shippingCode) }))
    .filter((c): c is { rule: ShippingRule; option: ShippingOption } => c.option !== undefined)
    .sort(
      (a, b) =>
        SPECIFICITY[a.rule.target.type] - SPECIFICITY[b.rule.target.type] ||
        b.rule.createdAt.localeCompare(a.rule.createdAt) ||
        b.rule._id.localeCompare(a.rule._id),
    );
  return candidates[0] ?? null;
}

/**
 * The island row a postcode falls in: the narrowest range holding it (so an exempt bridged island
 * inside a charged range wins), or null on the mainland.
 */
export function islandOf(postcode: string, islands: IslandRange[]): IslandRange | null {
  const inside = islands.filter((i) => i.postcodeFrom <= postcode && postcode <= i.postcodeTo);
  const width = (i: IslandRange) => Number(i.postcodeTo) - Number(i.postcodeFrom);
  return inside.sort((a, b) => width(a) - width(b) || a.postcodeFrom.localeCompare(b.postcodeFrom))[0] ?? null;
}

/** The 시·도 short names Kakao's postcode search and the long official names both start with. */
const SIDO: [string, string][] = [
  ['서울특별시', '서울'],
  ['부산광역시', '부산'],
  ['대구광역시', '대구'],
  ['인천광역시', '인천'],
  ['광주광역시', '광주'],
  ['대전광역시', '대전'],
  ['울산광역시', '울산'],
  ['세종특별자치시', '세종'],
  ['경기도', '경기'],
  ['강원특별자치도', '강원'],
  ['강원도', '강원'],
  ['충청북도', '충북'],
  ['충청남도', '충남'],
  ['전북특별자치도', '전북'],
  ['전라북도', '전북'],
  ['전라남도', '전남'],
  ['경상북도', '경북'],
  ['경상남도', '경남'],
  ['제주특별자치도', '제주'],
];
/** An address or area with its 시·도 written short ("서울특별시 강남구" → "서울 강남구"), spaces single. */
const normalArea = (text: string): string => {
  const t = text.trim().replace(/\s+/g, ' ');
  const hit = SIDO.find(([long]) => t === long || t.startsWith(`${long} `));
  return hit ? hit[1] + t.slice(hit[0].length) : t;
};

/** True when `address1` starts with one of `areas` (none: everywhere), 시·도 long or short alike. */
export function shipsTo(address1: string, areas: string[]): boolean {
  if (areas.length === 0) return true;
  const address = normalArea(address1);
  return areas.map(normalArea).some((area) => address === area || address.startsWith(`${area} `) || address.startsWith(area));
}

interface PricedLine {
  line: PricingLine;
  shippingId: string | null;
  bundleType: ShippingBundleType;
  option: ShippingOption | null;
}

/** The shop's default for a code without a rule: today's fixed charges (shipping-charge.ts), no surcharges. */
const defaultOption = (code: ShippingCode, bundleType: ShippingBundleType): ShippingOption => ({
  code,
  bundle: { type: bundleType },
  charge: SHIPPING_CHARGES[code],
  island: { isActive: false, charge: { amount__base: 0, amount__jeju: 0 } },
  service: { isActive: false, charge: { amount: 0 } },
});

/**
 * Shipping of an order (spec §3 Shipping option, §9 delivery charge types), all in 원:
 * - each line is priced by its rule ({@link ruleFor}); a line no rule covers by the shop's default
 *   for its code (today's fixed charges, bundle type of the product, no island or service charge);
 * - lines of one shipping code priced "bundle" (the option's bundle type) form one group whose
 *   fare and island surcharge are each the highest among its lines (one delivery), with a range
 *   charge read on the group's sale-price total; each "apiece" line is a group of its own and
 *   the order pays the sum;
 * - the island surcharge (option `island.isActive`) is `amount__jeju` for a Jeju postcode,
 *   `amount__base` for another island, 0 for an exempt (bridge-connected, 연륙도서) one;
 * - installation (`service.isActive`) is work per piece: `service.charge.amount` × units, summed
 *   over the group's lines, bundled or not;
 * - a code with `areas__available` refuses an address outside them (422 ShippingAreaUnavailable);
 * - a travel-range charge needs the destination's and the warehouse's coordinates (422
 *   LocationMissing, 위치정보를 다시 입력하세요.).
 * Without a destination (not chosen yet) nothing depends on the address: no island, no area
 * check, and a travel-range charge is read at 0 km.
 */
export function quoteShipping(
  lines: PricingLine[],
  destination: PricingDestination | null,
  rules: ShippingRule[],
  warehouses: Partial<Record<ShippingCode, ShippingPlace>>,
  islands: IslandRange[],
  at: string,
): ShippingQuote {
  if (destination) {
    for (const [code, place] of Object.entries(warehouses) as [ShippingCode, ShippingPlace][]) {
      const refused = lines.filter((l) => l.shippingCode === code);
      if (refused.length > 0 && !shipsTo(destination.address1, place.areas__available))
        throw new ShippingAreaUnavailableError(
          code,
          place.areas__available,
          refused.map((l) => l.lineId),
        );
    }
  }
  const island = destination ? islandOf(destination.postcode, islands) : null;
  const priced: PricedLine[] = lines.map((line) => {
    const found = ruleFor(line, rules, at);
    return found
      ? { line, shippingId: found.rule._id, bundleType: found.option.bundle.type, option: found.option }
      : { line, shippingId: null, bundleType: line.shippingBundleType, option: null };
  });

  const groups: PricedLine[][] = [];
  const bundles = new Map<ShippingCode, PricedLine[]>();
  for (const p of priced) {
    if (p.bundleType === 'apiece') groups.push([p]);
    else {
      const group = bundles.get(p.line.shippingCode);
      if (group) group.push(p);
      else {
        const fresh = [p];
        bundles.set(p.line.shippingCode, fresh);
        groups.push(fresh);
      }
    }
  }

  const prices = groups.map((group): ShippingGroupPrice => {
    const code = group[0]!.line.shippingCode;
    const bundleType = group[0]!.bundleType;
    const amount = group.reduce((s, p) => s + p.line.totalPrice, 0);
    const distance = () => (destination ? distanceKm(warehouses[code]?.geolocation, destination.geolocation) : 0);
    const each = group.map((p) => {
      const option = p.option ?? defaultOption(code, bundleType);
      const islandCharge =
        option.island.isActive && island
          ? island.kind === 'jeju'
            ? option.island.charge.amount__jeju
            : island.kind === 'island'
              ? option.island.charge.amount__base
              : 0
          : 0;
      return {
        shippingId: p.shippingId,
        charge: chargeOf(option.charge, amount, distance),
        islandCharge,
        serviceCharge: option.service.isActive ? option.service.charge.amount * p.line.amount : 0,
      };
    });
    const top = each.reduce((a, b) => (b.charge > a.charge ? b : a));

    return {
      shippingCode: code,
      bundleType,
      lineIds: group.map((p) => p.line.lineId),
      shippingId: top.shippingId,
      charge: top.charge,
      islandCharge: Math.max(...each.map((e) => e.islandCharge)),
      serviceCharge: each.reduce((s, e) => s + e.serviceCharge, 0),
    };
  });

  return {
    groups: prices,
    shippingPrice: prices.reduce((s, g) => s + g.charge, 0),
    islandPrice: prices.reduce((s, g) => s + g.islandCharge, 0),
    servicePrice: prices.reduce((s, g) => s + g.serviceCharge, 0),
    island: island ? { kind: island.kind, name: island.name } : null,
  };
}
