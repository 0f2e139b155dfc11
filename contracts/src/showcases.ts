import type { ProductCard, Written } from './api.js';

/**
 * Exhibitions (기획전) and showrooms (쇼룸): spec §2 /shop/exhibitions, /shop/showrooms, §7 Shop
 * GET exhibitions and showrooms, Console shop exhibitions (with files) and showrooms.
 */

/** Where an exhibition stands at a moment: before its start, within its period, after its end. */
export type ExhibitionStatus = 'upcoming' | 'running' | 'ended';

/** Korean text of the exhibition states (the console's filter and the shop's badges). */
export const EXHIBITION_STATUS_TEXT: Record<ExhibitionStatus, string> = { running: '진행중', upcoming: '예정', ended: '종료' };

/** Most products one exhibition lists. */
export const MAX_EXHIBITION_PRODUCTS = 100;
/** Most pictures one showroom shows. */
export const MAX_SHOWROOM_IMAGES = 10;

/**
 * The state of an exhibition whose period runs from `startsAt` (included) to `endsAt` (excluded),
 * both ISO instants, at the ISO instant `now`.
 */
export function exhibitionStatusAt(period: { startsAt: string; endsAt: string }, now: string): ExhibitionStatus {
  const at = Date.parse(now);
  if (at < Date.parse(period.startsAt)) return 'upcoming';
  return at < Date.parse(period.endsAt) ? 'running' : 'ended';
}

/** An exhibition as the shop lists it (spec §2 /shop/exhibitions). */
export interface Exhibition {
  _id: string;
  title: string;
  /** One or two plain-text lines under the title. */
  summary: string;
  /** The banner picture (a served WebP URL), if any. */
  banner: { url: string } | null;
  /** Sanitised rich text or plain text (contracts' `isRichText` tells which). */
  content: string;
  /** ISO instants of the period: from `startsAt` (included) to `endsAt` (excluded). */
  startsAt: string;
  endsAt: string;
  shows: boolean;
  /** Ids of the listed products, in their order. */
  _products: string[];
  /** Where the exhibition stands when answered. */
  status: ExhibitionStatus;
  createdAt: string;
  updatedAt: string;
}

/** An exhibition with the cards of its products (the shop: shown ones only; the console: all). */
export interface ExhibitionDetail extends Exhibition {
  products: ProductCard[];
}

/** GET /api/v1/shop/exhibitions (status current|ended) and /api/console/shop/exhibitions (headers limit, skip). */
export interface ExhibitionListResponse {
  exhibitions: Exhibition[];
  summary: { totalCount: number };
}

/** GET /api/v1/shop/exhibitions/{id} and /api/console/shop/exhibitions/{id}. */
export interface ExhibitionResponse {
  exhibition: ExhibitionDetail;
}

/** POST and PUT /api/console/shop/exhibitions(/{id}): the exhibition after the write. */
export interface ExhibitionWrittenResponse extends Written {
  exhibition: ExhibitionDetail;
}

/** A latitude and longitude in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A showroom (쇼룸) as the shop shows it (spec §2 /shop/showrooms). */
export interface Showroom {
  _id: string;
  /** Its address in the shop: /shop/showrooms/{code}. */
  code: string;
  name: string;
  address: { postcode: string; address1: string; address2: string };
  location: LatLng;
  phone: string;
  /** Opening hours as plain text (several lines). */
  hours: string;
  /** Served WebP URLs, in order. */
  images: { url: string }[];
  description: string;
  shows: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/shop/showrooms and /api/console/shop/showrooms (headers limit, skip). */
export interface ShowroomListResponse {
  showrooms: Showroom[];
  summary: { totalCount: number };
}

/** GET /api/v1/shop/showrooms/{code} and /api/console/shop/showrooms/{code}. */
export interface ShowroomResponse {
  showroom: Showroom;
}

/** POST and PUT /api/console/shop/showrooms(/{code}). */
export interface ShowroomWrittenResponse extends Written {
  showroom: Showroom;
}

/** DELETE of an exhibition or a showroom: what was deleted. */
export interface ShowcaseDeletedResponse extends Written {
  deleted: string;
}

/** POST /api/console/shop/{exhibitions|showrooms}/images: the stored picture's URL. */
export interface ShowcaseImageResponse {
  url: string;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula on a 6,371 km sphere). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
