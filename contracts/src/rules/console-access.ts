import { Scope } from '../enums.js';

/**
 * Who reaches which console area (spec §6 "Roles and permissions"). Three tiers:
 * - admin02's areas are reached with the `console` or `admin02` scope;
 * - the areas spec §6 gives to "admin03, together with the other two scopes" with any of the three;
 * - the rest with `console` alone.
 * The server guards every console call with it (`@ConsoleArea` on the controller) and the console
 * shows each operator only the menus of areas it reaches, so the two cannot disagree.
 */
const ADMIN02_TIER = [Scope.CONSOLE, Scope.ADMIN02] as const;
const ADMIN03_TIER = [Scope.CONSOLE, Scope.ADMIN02, Scope.ADMIN03] as const;
const CONSOLE_ONLY = [Scope.CONSOLE] as const;

export const CONSOLE_ACCESS = {
  // admin02 (spec §6): dashboard, boards, comments, shippings, products, categories, filtering,
  // brands, target payments, showrooms, exhibitions, display, main links, banners, popups,
  // coupons, points, notices, faqs.
  dashboard: ADMIN02_TIER,
  boards: ADMIN02_TIER,
  comments: ADMIN02_TIER,
  shippings: ADMIN02_TIER,
  // Spec §6 names islands in neither list; the islands table is the shipping rules' island
  // surcharge, so whoever edits shippings edits it.
  islands: ADMIN02_TIER,
  products: ADMIN02_TIER,
  categories: ADMIN02_TIER,
  filtering: ADMIN02_TIER,
  brands: ADMIN02_TIER,
  targetPayments: ADMIN02_TIER,
  showrooms: ADMIN02_TIER,
  exhibitions: ADMIN02_TIER,
  display: ADMIN02_TIER,
  mainLinks: ADMIN02_TIER,
  banners: ADMIN02_TIER,
  popups: ADMIN02_TIER,
  coupons: ADMIN02_TIER,
  shopPoints: ADMIN02_TIER,
  notices: ADMIN02_TIER,
  faqs: ADMIN02_TIER,
  // Spec §6 names no page editor (issue 14 adds it): the brand site's pages are content beside
  // the banners and main links, so admin02's tier edits them.
  pages: ADMIN02_TIER,
  // admin03 with the other two (spec §6): shop inquiries, reviews, statistics, purchases pages,
  // centre form pages.
  shopInquiries: ADMIN03_TIER,
  reviews: ADMIN03_TIER,
  statistics: ADMIN03_TIER,
  purchases: ADMIN03_TIER,
  centreForms: ADMIN03_TIER,
  // Spec §6 names the centre questions in no list; members' questions answered by staff are the
  // customer service work of the shop inquiries and the centre form pages, so the same three scopes.
  centreQuestions: ADMIN03_TIER,
  // console only (spec §6): users, user levels, withdrawn users, user coupons, inquiries, site
  // settings, terms, bulk upload, settlements, points, scores, bonuses, codes.
  users: CONSOLE_ONLY,
  userLevels: CONSOLE_ONLY,
  withdrawnUsers: CONSOLE_ONLY,
  userCoupons: CONSOLE_ONLY,
  inquiries: CONSOLE_ONLY,
  siteSettings: CONSOLE_ONLY,
  terms: CONSOLE_ONLY,
  bulkUpload: CONSOLE_ONLY,
  settlements: CONSOLE_ONLY,
  userPoints: CONSOLE_ONLY,
  userScores: CONSOLE_ONLY,
  userBonuses: CONSOLE_ONLY,
  codes: CONSOLE_ONLY,
} as const satisfies Record<string, readonly Scope[]>;

/** A console area of spec §2's console routes, as grouped by spec §6. */
export type ConsoleArea = keyof typeof CONSOLE_ACCESS;

/** True when a token carrying `scopes` reaches `area` (spec §6). */
export function reachesConsoleArea(scopes: readonly string[], area: ConsoleArea): boolean {
  return CONSOLE_ACCESS[area].some((s) => scopes.includes(s));
}

/** True when `scopes` reach at least one console area (may sign in to the console at all). */
export function reachesConsole(scopes: readonly string[]): boolean {
  return scopes.some((s) => s === Scope.CONSOLE || s === Scope.ADMIN02 || s === Scope.ADMIN03);
}
