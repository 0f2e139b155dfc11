/**
 * Console sales statistics (spec §7 "Statistics GET: monthlySales, dailySales, dayOfWeekSales,
 * productsSales", under /api/console/statistics; scope console or admin03, spec §6).
 *
 * Two figures are reported side by side so staff see both:
 * - placed: every order placed in the period, unpaid and canceled ones included;
 * - sales: orders whose payment was confirmed and that are not canceled (결제완료 이후, 취소 제외).
 * An order counts in the period of the day it was placed (business day in Asia/Seoul).
 * Money is an integer number of 원; an order's amount is its totalPrice (products + shipping).
 */

/** Base path of the statistics calls. */
export const STATISTICS_API = '/api/console/statistics';

/** Korean day-of-week labels, index = day of week (0 = 일요일 … 6 = 토요일). */
export const DAY_OF_WEEK_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;
export type DayOfWeekLabel = (typeof DAY_OF_WEEK_LABELS)[number];

/** Korean messages of a refused statistics query (400). */
export const STATISTICS_MESSAGES = {
  PERIOD: '조회 기간을 확인해주세요',
  YEAR: '조회 연도를 확인해주세요',
  LIMIT: '조회 개수를 확인해주세요',
  TABLE: '내보낼 표를 확인해주세요',
} as const;

/** Limits of the statistics queries. */
export const STATISTICS_LIMITS = {
  /** Days shown by dailySales, dayOfWeekSales and productsSales when no period is given (ending today). */
  defaultDays: 30,
  /** Longest period of dailySales, in days (one row per day). */
  maxDailyDays: 366,
  /** Products listed by productsSales by default, and at most. */
  productsDefault: 10,
  productsMax: 100,
  /** Longest month range of monthlySales?from&to. */
  maxMonths: 36,
} as const;

/** Order count and amount of a period: all placed orders, and the paid, not canceled ones (sales). */
export interface SalesFigures {
  /** Orders placed (unpaid and canceled included). */
  placedCount: number;
  /** Sum of the placed orders' totalPrice, 원. */
  placedAmount: number;
  /** Orders paid and not canceled. */
  salesCount: number;
  /** Sum of the sales orders' totalPrice, 원. */
  salesAmount: number;
}

/** A period of days, both ends included, as `yyyy-mm-dd` (Asia/Seoul). */
export interface SalesPeriod {
  from: string;
  to: string;
}

/** One day of dailySales. */
export interface DailySales extends SalesFigures {
  /** `yyyy-mm-dd` (Asia/Seoul). */
  date: string;
}

/** GET dailySales?from&to: every day of the period in order, days without orders as zeros. */
export interface DailySalesResponse extends SalesPeriod {
  days: DailySales[];
  total: SalesFigures;
}

/** One month of monthlySales. */
export interface MonthlySales extends SalesFigures {
  /** `yyyy-mm`. */
  month: string;
}

/**
 * GET monthlySales?year, or monthlySales?from&to with months `yyyy-mm` (at most
 * {@link STATISTICS_LIMITS.maxMonths}): every month of the year or the range, in order.
 */
export interface MonthlySalesResponse {
  /** The year asked for; null when a month range was asked for. */
  year: number | null;
  /** First month, `yyyy-mm`. */
  from: string;
  /** Last month (included), `yyyy-mm`. */
  to: string;
  months: MonthlySales[];
  total: SalesFigures;
}

/** One day of the week of dayOfWeekSales. */
export interface DayOfWeekSales extends SalesFigures {
  /** 0 = 일요일 … 6 = 토요일 (Asia/Seoul). */
  dayOfWeek: number;
  label: DayOfWeekLabel;
}

/** GET dayOfWeekSales?from&to: 7 entries, 일 to 토. */
export interface DayOfWeekSalesResponse extends SalesPeriod {
  days: DayOfWeekSales[];
  total: SalesFigures;
}

/** A product's sales in the period (paid, not canceled orders only). */
export interface ProductSales {
  /** 1 for the best seller. */
  rank: number;
  productId: string;
  code: string;
  /** Name as on the latest order line of the period. */
  name: string;
  /** Units sold. */
  amount: number;
  /** Sum of the lines' totalPrice, 원 (shipping not included). */
  salesAmount: number;
  /** Sales orders with this product. */
  orderCount: number;
}

/** GET productsSales?from&to&limit: the best sellers by salesAmount, highest first. */
export interface ProductsSalesResponse extends SalesPeriod {
  products: ProductSales[];
}

/** Path of the console dashboard (spec §2 console dashboard; area `dashboard`, admin02 tier of spec §6). */
export const CONSOLE_DASHBOARD_API = '/api/console/dashboard';

/** How many purchases (order lines) wait for staff, each the count of the console purchase view it links to. */
export interface DashboardWaiting {
  /** 입금대기: placed, payment not confirmed (view `nonpayment`). */
  payment: number;
  /** 결제완료: paid and not yet sent, no claim under way (view `payment`). */
  shipping: number;
  /** Cancel requested, not yet decided (view `cancel`). */
  cancel: number;
  /** Exchange requested, not yet decided (view `exchange`). */
  exchange: number;
  /** Return requested, not yet decided (view `return`). */
  return: number;
}

/**
 * GET /api/console/dashboard: today's and this month's figures (Asia/Seoul). Orders and sales as
 * in the statistics ({@link SalesFigures}); waiting work as purchase-view counts; members who
 * joined (the member list's join-day filter). Unanswered inquiries are left out until an inquiry
 * store exists.
 */
export interface ConsoleDashboardResponse {
  /** Today, `yyyy-mm-dd` (Asia/Seoul). */
  today: string;
  /** The first day of this month, `yyyy-mm-dd`. */
  monthStart: string;
  orders: { today: SalesFigures; month: SalesFigures };
  waiting: DashboardWaiting;
  /** Members who joined today and this month. */
  members: { today: number; month: number };
  /** Product inquiries waiting for an answer (ANSWER_AWAITING). */
  inquiries: { awaiting: number };
  /** Customer centre questions waiting for an answer (ANSWER_AWAITING). */
  questions: { awaiting: number };
  /** Members' 1:1 inquiries (me/inquiries) waiting for an answer (ANSWER_AWAITING). */
  memberInquiries: { awaiting: number };
}
