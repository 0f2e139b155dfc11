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

/** Korean messages of the exhibition and showroom forms (spec §5: a field's message names it). */
export const SHOWCASE_MESSAGES = {
  TITLE: '기획전 제목을 2자 이상 입력해주세요',
  SUMMARY: '요약은 200자 이하로 입력해주세요',
  CONTENT: '내용은 100,000자 이하로 입력해주세요',
  STARTS_AT: '시작일을 입력해주세요',
  ENDS_AT: '종료일을 입력해주세요',
  PRODUCTS: `상품은 ${MAX_EXHIBITION_PRODUCTS}개까지 선택할 수 있습니다`,
  BANNER: '배너 이미지를 다시 올려주세요',
  SHOWS: '노출 여부를 확인해주세요',
  CODE: '쇼룸 코드는 영문 소문자, 숫자, -로 2~40자 입력해주세요',
  NAME: '쇼룸 이름을 2자 이상 입력해주세요',
  POSTCODE: '우편번호를 입력해주세요',
  ADDRESS1: '주소를 입력해주세요',
  ADDRESS2: '상세주소는 100자 이하로 입력해주세요',
  LAT: '위도를 -90 ~ 90 사이로 입력해주세요',
  LNG: '경도를 -180 ~ 180 사이로 입력해주세요',
  PHONE: '연락처를 입력해주세요',
  HOURS: '운영시간은 300자 이하로 입력해주세요',
  DESCRIPTION: '소개는 2,000자 이하로 입력해주세요',
  IMAGES: `사진은 ${MAX_SHOWROOM_IMAGES}장까지 올릴 수 있습니다`,
} as const;

/** A showroom's code: lower-case letters, digits and hyphens, 2–40 characters (its shop address). */
export const SHOWROOM_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula on a 6,371 km sphere). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
