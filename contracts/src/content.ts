import type { BandBanner, BannerItem, ContentDocument, ImageRef, Placed, Popup, Written } from './api.js';

/**
 * The console's banners, band banners and popups (spec §2 console banners, band-banners, popups,
 * main/banner/{code}; §3 Banner, Band banner, Popup; §7 Console CRUD for band-banners, banners
 * (plus image POST/DELETE by index) and popups; §9 main banner slots).
 */

/** The home's banner slots (spec §9 "Main banner slots MAIN_1 and MAIN_2, each with PC and mobile variants"). */
export const BANNER_SLOTS = ['MAIN_1', 'MAIN_2'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

/** Korean names of the slots in the console. */
export const BANNER_SLOT_TEXT: Record<BannerSlot, string> = { MAIN_1: '메인 배너 1', MAIN_2: '메인 배너 2' };

/**
 * The pictures of a banner by index (spec §7 "image POST/DELETE by index"): 0 the PC variant
 * (`image`, 1024 px and wider), 1 the mobile variant (`imageMb`). A band banner's are `imagePc`, `imageMb`.
 */
export const BANNER_IMAGE_INDEX = { pc: 0, mobile: 1 } as const;

/** Most hotspots on one banner. */
export const MAX_BANNER_ITEMS = 20;

/** Where a period stands at an instant. */
export type PeriodStatus = 'upcoming' | 'running' | 'ended';

/** Korean text of the period states (the console's filters). */
export const PERIOD_STATUS_TEXT: Record<PeriodStatus, string> = { running: '노출 기간', upcoming: '예정', ended: '종료' };

/** A period of ISO instants, each open-ended when null or absent: from `startsAt` (included) to `endsAt` (excluded). */
export interface Period {
  startsAt?: string | null;
  endsAt?: string | null;
}

/** Where `period` stands at `now` (ms since the epoch). */
export function periodStatusAt(period: Period, now: number): PeriodStatus {
  if (period.startsAt && now < Date.parse(period.startsAt)) return 'upcoming';
  if (period.endsAt && now >= Date.parse(period.endsAt)) return 'ended';
  return 'running';
}

/** Whether `period` holds `now` (ms since the epoch). */
export const isWithinPeriod = (period: Period, now: number): boolean => periodStatusAt(period, now) === 'running';

/**
 * The first instant after `now` (ms) at which one of `periods` starts or ends, or null when none
 * will: until then, which of them hold stays the same (a cached answer stays true until then).
 */
export function nextPeriodBoundary(periods: readonly Period[], now: number): number | null {
  let next: number | null = null;
  for (const p of periods) {
    for (const at of [p.startsAt, p.endsAt]) {
      const ms = at ? Date.parse(at) : NaN;
      if (ms > now && (next === null || ms < next)) next = ms;
    }
  }
  return next;
}

/** A banner as staff edit it: a slide whose pictures may still be missing, with its hotspots. */
export interface ConsoleBanner extends ContentDocument, Placed {
  image: ImageRef | null;
  imageMb: ImageRef | null;
  subject: string;
  content: string;
  url: string;
  btnText: string;
  startsAt: string | null;
  endsAt: string | null;
  ratio: { width: number; height: number } | null;
  ratioMb: { width: number; height: number } | null;
  items: BannerItem[];
  /** Where its period stands when answered. */
  status: PeriodStatus;
}

/** GET /api/console/banners (headers limit, skip). */
export interface ConsoleBannerListResponse {
  banners: ConsoleBanner[];
  summary: { totalCount: number };
}

/** GET /api/console/banners/{id}. */
export interface ConsoleBannerResponse {
  banner: ConsoleBanner;
}

/** POST, PUT /api/console/banners(/{id}) and its image calls: the banner after the write. */
export interface ConsoleBannerWrittenResponse extends Written {
  banner: ConsoleBanner;
}

/** PUT /api/console/banners/slots/{code}: the slot's banners in their new order. */
export interface BannerSlotWrittenResponse extends Written {
  banners: ConsoleBanner[];
}

/** GET /api/console/band-banners. */
export interface ConsoleBandBannerListResponse {
  bandBanners: BandBanner[];
  summary: { totalCount: number };
}

/** GET /api/console/band-banners/{id}. */
export interface ConsoleBandBannerResponse {
  bandBanner: BandBanner;
}

/** POST, PUT /api/console/band-banners(/{id}) and its image calls. */
export interface ConsoleBandBannerWrittenResponse extends Written {
  bandBanner: BandBanner;
}

/** A popup as staff edit it, with its state. */
export interface ConsolePopup extends Popup {
  index: number;
  shows: boolean;
  status: PeriodStatus;
}

/** GET /api/console/popups. */
export interface ConsolePopupListResponse {
  popups: ConsolePopup[];
  summary: { totalCount: number };
}

/** GET /api/console/popups/{id}. */
export interface ConsolePopupResponse {
  popup: ConsolePopup;
}

/** POST, PUT /api/console/popups(/{id}). */
export interface ConsolePopupWrittenResponse extends Written {
  popup: ConsolePopup;
}

/** DELETE of a banner, band banner or popup. */
export interface ContentDeletedResponse extends Written {
  deleted: string;
}

/** A link tile of the home's design block (spec §2 "a design block linking to bathroom and kitchen ideas"). */
export interface MainLink {
  label: string;
  eyebrow: string;
  text: string;
  /** A path of the shop. */
  href: string;
}

/** GET and PUT /api/console/main/links, GET /api/v1/main-links. */
export interface MainLinksResponse {
  links: MainLink[];
}

/** Korean messages of the banner, band banner and popup forms (spec §5: a field's message names it). */
export const CONTENT_MESSAGES = {
  CODE: '배너 위치를 선택해주세요',
  BAND_CODE: '띠 배너 위치를 입력해주세요',
  INDEX: '순서를 0 이상의 숫자로 입력해주세요',
  SHOWS: '노출 여부를 선택해주세요',
  STARTS_AT: '시작일시를 확인해주세요',
  ENDS_AT: '종료일시를 확인해주세요',
  RATIO: '비율은 1 이상의 숫자로 입력해주세요',
  ITEMS: `핫스팟은 ${MAX_BANNER_ITEMS}개까지 등록할 수 있습니다`,
  ITEM_PRODUCT: '핫스팟 상품을 확인해주세요',
  ITEM_NAME: '핫스팟 이름을 입력해주세요',
  ITEM_DESC: '핫스팟 설명은 200자 이하로 입력해주세요',
  ITEM_XY: '핫스팟 위치는 0~100% 사이로 입력해주세요',
  HREF: '링크는 /로 시작하는 경로나 http(s) 주소로 입력해주세요',
  SUBJECT: '제목은 100자 이하로 입력해주세요',
  CONTENT: '내용을 입력해주세요',
  BTN_TEXT: '버튼 문구는 30자 이하로 입력해주세요',
  TEXT: '띠 배너 문구를 2~100자로 입력해주세요',
  POSITION: '위치는 0~3000 픽셀 사이로 입력해주세요',
  SIZE: '크기는 100~2000 픽셀 사이로 입력해주세요',
  IDS: '배너 순서를 확인해주세요',
  LINKS: '링크를 확인해주세요',
  LINK_LABEL: '링크 이름을 입력해주세요',
} as const;

/** A link the console accepts: a path of the shop (not "//host") or an http(s) URL. */
export const CONTENT_HREF_PATTERN = /^(\/(?!\/)|https?:\/\/)[^\s<>"']*$/;

/** The home's design block until staff change it: the bathroom and kitchen ideas (spec §2). */
export const DEFAULT_MAIN_LINKS: readonly MainLink[] = [
  { label: '욕실 아이디어', eyebrow: 'Bathroom', text: '동선과 수납, 빛과 소재로 완성하는 나만의 욕실', href: '/ideas/bathroom/overview' },
  { label: '주방 아이디어', eyebrow: 'Kitchen', text: '세라믹 싱크와 수전으로 정돈되는 주방의 하루', href: '/ideas/kitchen/overview' },
];

/** Where a version of a term stands at the time of the answer: in force, superseded, or scheduled. */
export type TermsVersionStatus = 'inForce' | 'past' | 'scheduled';

/** One version of a term as the console shows it (spec §7 console terms). */
export interface ConsoleTermVersion {
  version: number;
  title: string;
  required: boolean;
  /** When this version takes effect (ISO). */
  effectiveAt: string;
  /** Rich text, sanitised on write. */
  content: string;
  status: TermsVersionStatus;
  publishedAt: string;
  /** When a scheduled version was last rewritten; null when never. */
  revisedAt: string | null;
}

/** A version's number and effective date, for the console's list. */
export interface TermVersionRef {
  version: number;
  effectiveAt: string;
}

/** A row of the console's terms list: the latest title and flag, the version in force and the next one scheduled. */
export interface ConsoleTermSummary {
  code: string;
  title: string;
  required: boolean;
  index: number;
  /** The version in force now; null when the term's first version is still scheduled. */
  current: TermVersionRef | null;
  /** The earliest version scheduled after now; null when none is. */
  next: TermVersionRef | null;
  versionCount: number;
}

/** GET /api/console/terms: every term by index, then code. */
export interface ConsoleTermListResponse {
  terms: ConsoleTermSummary[];
  summary: { totalCount: number };
}

/** A term with all its versions, newest first. */
export interface ConsoleTerm {
  code: string;
  title: string;
  required: boolean;
  index: number;
  versions: ConsoleTermVersion[];
}

/** GET /api/console/terms/{code}. */
export interface ConsoleTermResponse {
  term: ConsoleTerm;
}

/** A write of the console's terms: the term as it now stands (null once its only, scheduled version is withdrawn). */
export interface ConsoleTermWrittenResponse extends Written {
  term: ConsoleTerm | null;
}

/** What a version of a content item did: 만듦, 고침 (a restore is a 고침 too) or 지움. */
export type ContentVersionType = 'created' | 'updated' | 'deleted';

/** The Korean word for each {@link ContentVersionType}. */
export const CONTENT_VERSION_TYPE_TEXT: Record<ContentVersionType, string> = { created: '만듦', updated: '고침', deleted: '지움' };

/** A staff member who wrote a version: account id, user id (username) and name; null on the version when the system wrote it. */
export interface ContentAuthor {
  _id: string;
  username: string;
  name: string;
}

/** One version of a content item (issue 14 "each editor shows the item's history"). */
export interface ContentVersion {
  /** The version number: the event's revision in the item's stream, from 0 (its creation). */
  version: number;
  type: ContentVersionType;
  /** ISO-8601 UTC. */
  at: string;
  by: ContentAuthor | null;
  /** The fields this version set or took away (none for a deletion). */
  changed: string[];
  /** The version this one brought back, when it was a restore. */
  restoredFrom: number | null;
}

/** GET /api/console/{area}/{id}/history: the item's versions, newest first. */
export interface ContentHistoryResponse {
  versions: ContentVersion[];
  /** The latest version's number. */
  current: number;
}

/** POST /api/console/{area}/{id}/history/{version}/restore: the new version that brought version `restoredFrom` back. */
export interface ContentRestoredResponse extends Written {
  version: number;
  restoredFrom: number;
}
