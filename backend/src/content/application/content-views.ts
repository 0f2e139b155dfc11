import {
  DEFAULT_MAIN_LINKS,
  periodStatusAt,
  type BandBanner,
  type BannerItem,
  type ConsoleBanner,
  type ConsolePopup,
  type ImageRef,
  type MainLink,
} from '@shop/contracts';
import type { Doc } from '../../platform/read-store/read-store.port.js';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const imageOf = (v: unknown): ImageRef | null => (v && typeof v === 'object' && typeof (v as ImageRef).url === 'string' ? { url: (v as ImageRef).url } : null);
const instant = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** A stored hotspot as answered (older documents have none). */
function itemOf(v: Record<string, unknown>): BannerItem {
  return { _product: instant(v._product), name: text(v.name), desc: text(v.desc), href: text(v.href), x: Number(v.x) || 0, y: Number(v.y) || 0 };
}

/** A stored ratio as answered, null unless both sides are positive numbers. */
function ratioOf(v: unknown): { width: number; height: number } | null {
  const r = v as { width?: unknown; height?: unknown } | null | undefined;
  return r && Number(r.width) > 0 && Number(r.height) > 0 ? { width: Number(r.width), height: Number(r.height) } : null;
}

/** A banner document as staff see it, its period state taken at `now` (ms since the epoch). */
export function toConsoleBanner(d: Doc, now: number): ConsoleBanner {
  const period = { startsAt: instant(d.startsAt), endsAt: instant(d.endsAt) };
  return {
    _id: d._id,
    createdAt: text(d.createdAt),
    ...(d.updatedAt ? { updatedAt: text(d.updatedAt) } : {}),
    code: text(d.code),
    index: Number(d.index) || 0,
    shows: d.shows === true,
    image: imageOf(d.image),
    imageMb: imageOf(d.imageMb),
    subject: text(d.subject),
    content: text(d.content),
    url: text(d.url),
    btnText: text(d.btnText),
    ...period,
    ratio: ratioOf(d.ratio),
    ratioMb: ratioOf(d.ratioMb),
    items: Array.isArray(d.items) ? (d.items as Record<string, unknown>[]).map(itemOf) : [],
    status: periodStatusAt(period, now),
  };
}

/** A band banner document as answered. */
export function toBandBanner(d: Doc): BandBanner {
  return {
    _id: d._id,
    createdAt: text(d.createdAt),
    ...(d.updatedAt ? { updatedAt: text(d.updatedAt) } : {}),
    code: text(d.code) || 'main',
    index: Number(d.index) || 0,
    shows: d.shows === true,
    href: text(d.href),
    text: text(d.text),
    imagePc: imageOf(d.imagePc),
    imageMb: imageOf(d.imageMb),
    startsAt: instant(d.startsAt),
    endsAt: instant(d.endsAt),
  };
}

/** A popup document as staff see it, its period state taken at `now` (ms since the epoch). */
export function toConsolePopup(d: Doc, now: number): ConsolePopup {
  const { _position, ...rest } = d;
  const period = { startsAt: instant(d.startsAt), endsAt: instant(d.endsAt) };
  return {
    ...rest,
    _id: d._id,
    createdAt: text(d.createdAt),
    index: Number(d.index) || 0,
    shows: d.shows === true,
    ...period,
    status: periodStatusAt(period, now),
  };
}

/** The home's link tiles of the shop setting `setting` (the defaults until staff set them). */
export function mainLinksOf(setting: Doc | null): MainLink[] {
  const stored = setting?.mainLinks;
  return Array.isArray(stored) && stored.length > 0 ? (stored as MainLink[]) : DEFAULT_MAIN_LINKS.map((l) => ({ ...l }));
}
