/**
 * The demo catalogue's data, read from the JSON files in `seed-data/` and checked against the
 * types below, so a mistyped file stops the seed with the path of the first wrong value instead
 * of seeding something odd. The files are data only: categories, brand collections, products
 * (prices in 원, stock as seeded), the shop setting, the home's banners and band banner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  PRICE_BAND_LABELS,
  PRICE_BAND_PROPERTY,
  DisplayCode,
  variationsProblem,
  ShippingBundleType,
  ShippingCode,
  type ContentDocument,
  type GeoPoint,
  type LevelFields,
  type PointPolicyFields,
  type Setting,
  type ShippingCodeSetting,
  type DisplayCodeSetting,
} from '@shop/contracts';

/** A settings document's fields, without what the content store adds (id, dates) and what staff set later (home links, tracking ids, showrooms, SEO, care block, logo). */
export type DemoSetting = Omit<Setting, keyof ContentDocument | 'mainLinks' | 'tracking' | 'showroomCodes' | 'seo' | 'main' | 'logo'>;

/**
 * `backend/src/demo/`, where the JSON data and the generated images are committed. tsc copies
 * neither, so both the sources (`src/demo/*.ts`, tests) and the build (`dist/demo/*.js`) read
 * them here: `../../src/demo/` leads to the same folder from either.
 */
export const DEMO_DIR = fileURLToPath(new URL('../../src/demo/', import.meta.url));

/** A category of the demo tree; roots have `parentCode` null. */
export interface DemoCategory {
  code: string;
  name: string;
  parentCode: string | null;
  /** Tint of the category visual. */
  color?: string;
  /** What the category visual shows (an image kind of the drawings). */
  visualKind?: string;
}

/** A brand collection (shown at /collections/{code}). */
export interface DemoBrand {
  code: string;
  name: string;
  description: string;
  area: 'bath' | 'kitchen';
}

/** A product of the demo catalogue; prices in 원. */
export interface DemoProduct {
  code: string;
  name: string;
  categoryCode: string;
  brandCode: string | null;
  price: number;
  discount: { unit: 'won' | 'percent'; amount: number } | null;
  stock: number;
  sells: boolean;
  shows: boolean;
  options: { name: string; values: { name: string; hexa?: string; amount: number }[] }[];
  groups: DisplayCode[];
  hashtags: string[];
  /** 2-4 Korean paragraphs separated by a blank line (a list of paragraphs in the JSON file). */
  content: string;
  size: string;
  origin: string;
  manufacturer: string;
  properties: { name: string; value: string }[];
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** How the generated product images draw it: an image kind and the body colour. */
  image: { kind: string; tone: string };
  /** A product bundle's parts by product code, each with its units per bundle (spec §3 bundleds): its stock follows them (its own `stock` is not sold from), and so does its price when `price` is 0. */
  bundle?: { code: string; amount: number }[];
  /**
   * Option combinations sold with a stock of their own (spec §3 variation: code, list, spec,
   * enabled), each with its units; `stock` is then the sum of the enabled ones' (checked on load).
   */
  variations?: DemoVariation[];
}

/** An option combination of a demo product with its opening units. */
export interface DemoVariation {
  code: string;
  list: Record<string, string>;
  spec: string;
  enabled: boolean;
  stock: number;
}

/**
 * A banner of the home (slot `code`: MAIN_1 the main slider, MAIN_2 the promotion tiles); `key`
 * names its pictures (`banner:{key}:pc|mobile`), or `picture` names one picture for both (any
 * demo image key, e.g. a brand-site page's).
 */
export interface DemoBanner {
  code: string;
  key: string;
  picture?: string;
  subject: string;
  content: string;
  url: string;
  btnText: string;
}

/** The band banner above the header: its document id and fields. */
export interface DemoBandBanner {
  id: string;
  code: string;
  index: number;
  shows: boolean;
  href: string;
  text: string;
  imagePc: { url: string } | null;
  imageMb: { url: string } | null;
}

/** A member level of the demo (spec §3 Member level), under its code. */
export type DemoLevel = LevelFields & { code: string };

/** Everything the demo seed creates, as read from `seed-data/`. */
export interface DemoData {
  categories: DemoCategory[];
  brands: DemoBrand[];
  products: DemoProduct[];
  /** The shop's settings as the seed writes them (the document's id and dates come with it). */
  setting: DemoSetting;
  /** Member levels, and the point policies of shop/points. */
  levels: DemoLevel[];
  pointPolicies: PointPolicyFields[];
  banners: DemoBanner[];
  bandBanner: DemoBandBanner;
}

/* ------------------------------------------------------------------ shapes */

/** Reads `value` (found at `path`) as a T, or throws naming the path. */
export type Shape<T> = ((value: unknown, path: string) => T) & { optional?: true };

function fail(path: string, expected: string, value: unknown): never {
  throw new Error(`demo data ${path}: expected ${expected}, got ${JSON.stringify(value)?.slice(0, 80)}`);
}

const text: Shape<string> = (v, at) => (typeof v === 'string' ? v : fail(at, 'a string', v));
const integer: Shape<number> = (v, at) => (Number.isInteger(v) ? (v as number) : fail(at, 'an integer', v));
const decimal: Shape<number> = (v, at) => (typeof v === 'number' && Number.isFinite(v) ? v : fail(at, 'a number', v));
const flag: Shape<boolean> = (v, at) => (typeof v === 'boolean' ? v : fail(at, 'true or false', v));
const colour: Shape<string> = (v, at) => (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v : fail(at, 'a #rrggbb colour', v));

function oneOf<T extends string>(values: readonly T[]): Shape<T> {
  return (v, at) => (values.includes(v as T) ? (v as T) : fail(at, `one of ${values.join(', ')}`, v));
}

function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (v, at) => (v === null ? null : shape(v, at));
}

function list<T>(shape: Shape<T>): Shape<T[]> {
  return (v, at) => (Array.isArray(v) ? v.map((x, i) => shape(x, `${at}[${i}]`)) : fail(at, 'a list', v));
}

/** A field that may be left out. */
function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return Object.assign((v: unknown, at: string) => shape(v, at), { optional: true as const });
}

/** An object with exactly these fields (unknown ones are refused, so typos do not pass). */
function record<T extends object>(fields: { [K in keyof T]-?: Shape<T[K]> }): Shape<T> {
  return (v, at) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(at, 'an object', v);
    const input = v as Record<string, unknown>;
    for (const key of Object.keys(input)) if (!(key in fields)) fail(`${at}.${key}`, 'no such field', input[key]);
    const out: Record<string, unknown> = {};
    for (const [key, shape] of Object.entries(fields) as [string, Shape<unknown>][]) {
      if (!(key in input)) {
        if (shape.optional) continue;
        fail(`${at}.${key}`, 'a value', undefined);
      }
      out[key] = shape(input[key], `${at}.${key}`);
    }
    return out as T;
  };
}

/** Paragraphs in the file, one string with blank lines between them in the product. */
const paragraphs: Shape<string> = (v, at) => list(text)(v, at).join('\n\n');
const picture = nullable(record<{ url: string }>({ url: text }));
/** An object of strings by name (a variation's option values by option name). */
const textMap: Shape<Record<string, string>> = (v, at) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(at, 'an object', v);
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, text(x, `${at}.${k}`)]));
};

const category = record<DemoCategory>({ code: text, name: text, parentCode: nullable(text), color: optional(colour), visualKind: optional(text) });
const brand = record<DemoBrand>({ code: text, name: text, description: text, area: oneOf(['bath', 'kitchen']) });
const product = record<DemoProduct>({
  code: text,
  name: text,
  categoryCode: text,
  brandCode: nullable(text),
  price: integer,
  discount: nullable(record<NonNullable<DemoProduct['discount']>>({ unit: oneOf(['won', 'percent']), amount: integer })),
  stock: integer,
  sells: flag,
  shows: flag,
  options: list(record<DemoProduct['options'][number]>({ name: text, values: list(record({ name: text, hexa: optional(colour), amount: integer })) })),
  groups: list(oneOf(Object.values(DisplayCode))),
  hashtags: list(text),
  content: paragraphs,
  size: text,
  origin: text,
  manufacturer: text,
  properties: list(record({ name: text, value: text })),
  shippingCode: oneOf(Object.values(ShippingCode)),
  shippingBundleType: oneOf(Object.values(ShippingBundleType)),
  image: record({ kind: text, tone: colour }),
  bundle: optional(list(record({ code: text, amount: integer }))),
  variations: optional(list(record<DemoVariation>({ code: text, list: textMap, spec: text, enabled: flag, stock: integer }))),
});
const number: Shape<number> = (v, at) => (typeof v === 'number' && Number.isFinite(v) ? v : fail(at, 'a number', v));
const geoPoint = record<GeoPoint>({
  type: oneOf(['Point'] as const),
  coordinates: (v, at) => (Array.isArray(v) && v.length === 2 ? [number(v[0], `${at}[0]`), number(v[1], `${at}[1]`)] : fail(at, '[longitude, latitude]', v)),
});
const shippingCodeSetting = record<ShippingCodeSetting>({
  text: text,
  value: oneOf(Object.values(ShippingCode)),
  color: colour,
  shows: flag,
  warehouse: nullable(record({ postcode: text, address1: text, address2: text, geolocation: nullable(geoPoint) })),
  areas__available: list(text),
});
const setting = record<DemoSetting>({
  shopName: text,
  bankAccountLine: text,
  bankAccount: optional(record({ bank: text, accountNumber: text, holder: text })),
  company: record({ name: text, ceo: text, address: text, tel: text, email: text, businessNumber: text, mailOrderNumber: text }),
  cashReceipt: optional(record({ enabled: flag })),
  order: optional(record({ unpaidCancelDays: integer, autoConfirmDays: integer })),
  points: optional(record({ minimumUsable: integer, unit: integer, validityDays: integer })),
  coupons: optional(record({ restoreOnReturn: flag })),
  bonuses: optional(record({ minimumWithdrawal: integer, transferCharge: integer })),
  shippingCodes: optional(list(shippingCodeSetting)),
  displayCodes: optional(list(record<DisplayCodeSetting>({ text: text, value: oneOf(Object.values(DisplayCode)), color: colour, shows: flag }))),
});
const level = record<DemoLevel>({
  code: text,
  name: text,
  index: integer,
  scope: oneOf(['ALL', 'PERSON', 'COMPANY']),
  isActive: flag,
  isWelcome: flag,
  criteria: list(record({ type: oneOf(['score', 'monthlyPurchaseAmount']), value: integer, isActive: flag })),
  discounts: list(record({ type: oneOf(['productPrice']), unit: oneOf(['percent', 'won']), value: decimal, isActive: flag })),
  points: decimal,
  coupons: list(text),
});
const pointPolicy = record<PointPolicyFields>({
  name: text,
  amount: nullable(integer),
  rate: nullable(decimal),
  validityDays: nullable(integer),
  isActive: flag,
});
const banner = record<DemoBanner>({ code: text, key: text, picture: optional(text), subject: text, content: text, url: text, btnText: text });
const bandBanner = record<DemoBandBanner>({ id: text, code: text, index: integer, shows: flag, href: text, text, imagePc: picture, imageMb: picture });

/** The shape readers, for the other data files of the seed (demo-shipping.ts). */
export const shapes = { text, integer, flag, colour, oneOf, nullable, list, optional, record };

/* ------------------------------------------------------------------ loading */

/** Throws when a code repeats, a reference points nowhere, or a product's variations do not fit its options or its stock: the seed would fail half-way otherwise. */
function checkReferences({ categories, brands, products }: DemoData): void {
  for (const [name, items] of [
    ['categories', categories],
    ['brands', brands],
    ['products', products],
  ] as const) {
    const seen = new Set<string>();
    for (const { code } of items) {
      if (seen.has(code)) throw new Error(`demo data ${name}: code ${code} appears twice`);
      seen.add(code);
    }
  }
  const categoryCodes = new Set(categories.map((c) => c.code));
  const brandCodes = new Set(brands.map((b) => b.code));
  for (const c of categories)
    if (c.parentCode !== null && !categoryCodes.has(c.parentCode)) throw new Error(`demo data categories: ${c.code} has unknown parent ${c.parentCode}`);
  for (const p of products) {
    if (!categoryCodes.has(p.categoryCode)) throw new Error(`demo data products: ${p.code} has unknown category ${p.categoryCode}`);
    if (p.brandCode !== null && !brandCodes.has(p.brandCode)) throw new Error(`demo data products: ${p.code} has unknown brand ${p.brandCode}`);
    if (p.variations) {
      const problem = variationsProblem(p.variations, p.options);
      if (problem) throw new Error(`demo data products: ${p.code} variations: ${problem}`);
      const total = p.variations.filter((v) => v.enabled).reduce((sum, v) => sum + v.stock, 0);
      if (p.stock !== total) throw new Error(`demo data products: ${p.code} has stock ${p.stock}, its enabled variations ${total}`);
    }
    for (const part of p.bundle ?? []) {
      const index = products.findIndex((x) => x.code === part.code);
      if (index < 0 || index >= products.indexOf(p))
        throw new Error(`demo data products: ${p.code} bundles ${part.code}, which is not a product listed before it`);
    }
  }
}

/**
 * Reads and checks the demo data files in `dir` (default `backend/src/demo/seed-data`). Returns
 * them typed; throws with the file and path of the first value that does not fit, or on a
 * repeated code or a reference to a missing category or brand.
 */
export function loadDemoData(dir: string = join(DEMO_DIR, 'seed-data')): DemoData {
  const read = <T>(file: string, shape: Shape<T>): T => shape(JSON.parse(readFileSync(join(dir, file), 'utf8')), file);
  const data: DemoData = {
    categories: read('categories.json', list(category)),
    brands: read('brands.json', list(brand)),
    products: read('products.json', list(product)),
    setting: read('setting.json', setting),
    levels: read('levels.json', list(level)),
    pointPolicies: read('point-policies.json', list(pointPolicy)),
    banners: read('banners.json', list(banner)),
    bandBanner: read('band-banner.json', bandBanner),
  };
  checkReferences(data);
  return data;
}

/**
 * The facets of the demo catalogue's lists (console shop/filtering): properties every demo
 * product or most have (demo-catalog.spec.ts checks they stay so), with their Korean labels.
 */
export const DEMO_FILTERINGS = [
  { code: 'color', name: '색상', property: '색상' },
  { code: 'install', name: '설치 방식', property: '설치방식' },
  { code: 'material', name: '소재', property: '소재' },
] as const;

/** The demo's price-range facet: a filtering over the property every product gets from its sale price (contracts price-bands.ts), its ranges low to high. */
export const DEMO_PRICE_FILTERING = { code: 'price', name: '가격', property: PRICE_BAND_PROPERTY, values: PRICE_BAND_LABELS } as const;
