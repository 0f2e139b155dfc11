import type {
  Coupon,
  CouponDto,
  CouponIssueTargetType,
  CouponIssueType,
  CouponPriceBase,
  CouponRoundType,
  CouponUnit,
  CouponUsageTargetType,
  UserType,
} from '@shop/contracts';

/** The console coupon form's values, as typed (strings for numbers, lists and dates). */
export interface CouponFormValues {
  name: string;
  unit: CouponUnit;
  value: string;
  limit: string;
  count: string;
  issueType: CouponIssueType;
  eventType: string;
  code: string;
  roundType: CouponRoundType;
  includeds: string;
  excludeds: string;
  targetType: CouponIssueTargetType;
  users: string;
  levels: string;
  userTypes: UserType[];
  countSum: string;
  priceSum: string;
  issueStartsAt: string;
  issueEndsAt: string;
  issuesAt: string;
  issueActive: boolean;
  usageTargetType: CouponUsageTargetType;
  priceBase: CouponPriceBase;
  /** Ids or codes of the usage target (products, categories, exhibitions, display codes). */
  targetIds: string;
  priceMin: string;
  priceMax: string;
  /** usage.limit.shop.count__sum: uses in all, across the shop (empty: no limit). */
  usageCountSum: string;
  /** usage.limit.shop.price__sum: discount (원) all uses may give together (empty: no limit). */
  usagePriceSum: string;
  usageStartsAt: string;
  usageEndsAt: string;
  usageActive: boolean;
  combinable: boolean;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  name: '',
  unit: 'won',
  value: '',
  limit: '',
  count: '1',
  issueType: 'request',
  eventType: '',
  code: '',
  roundType: 'single',
  includeds: '',
  excludeds: '',
  targetType: 'all',
  users: '',
  levels: '',
  userTypes: [],
  countSum: '',
  priceSum: '',
  issueStartsAt: '',
  issueEndsAt: '',
  issuesAt: '',
  issueActive: true,
  usageTargetType: 'all',
  priceBase: 'productPrice',
  targetIds: '',
  priceMin: '',
  priceMax: '',
  usageCountSum: '',
  usagePriceSum: '',
  usageStartsAt: '',
  usageEndsAt: '',
  usageActive: true,
  combinable: true,
};

const KST = 9 * 3600_000;
/** An ISO time as a datetime-local value in Asia/Seoul ("2026-11-25T09:00"). */
export const toLocalInput = (iso: string | null): string => (iso ? new Date(Date.parse(iso) + KST).toISOString().slice(0, 16) : '');
/** A datetime-local value read as Asia/Seoul time, as ISO UTC; empty → null. */
export const fromLocalInput = (value: string): string | null => (value ? new Date(`${value}:00+09:00`).toISOString() : null);
const list = (s: string): string[] =>
  s
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);
const num = (s: string): number | null => (s.trim() === '' ? null : Number(s.replace(/[^\d.-]/g, '')));

/** The form's values of a stored coupon (to edit it). */
export function formOf(c: Coupon): CouponFormValues {
  const t = c.usage.target;
  const ids = { all: [], products: t._products, exhibits: t._exhibitions, displays: t.displayCodes, category: t._categories }[t.type];
  return {
    name: c.name,
    unit: c.unit,
    value: String(c.value),
    limit: c.limit === null ? '' : String(c.limit),
    count: String(c.count),
    issueType: c.issue.type,
    eventType: c.issue.eventType ?? '',
    code: c.issue.code ?? '',
    roundType: c.issue.round.type,
    includeds: c.issue.round.includeds.join(', '),
    excludeds: c.issue.round.excludeds.join(', '),
    targetType: c.issue.target.type,
    users: c.issue.target._users.join(', '),
    levels: c.issue.target._levels.join(', '),
    userTypes: c.issue.target.userTypes,
    countSum: c.issue.limit.shop.count__sum === null ? '' : String(c.issue.limit.shop.count__sum),
    priceSum: c.issue.limit.shop.price__sum === null ? '' : String(c.issue.limit.shop.price__sum),
    issueStartsAt: toLocalInput(c.issue.startsAt),
    issueEndsAt: toLocalInput(c.issue.endsAt),
    issuesAt: toLocalInput(c.issue.issuesAt),
    issueActive: c.issue.isActive,
    usageTargetType: t.type,
    priceBase: t.price,
    targetIds: ids.join(', '),
    priceMin: c.usage.limit.target.price__min === null ? '' : String(c.usage.limit.target.price__min),
    priceMax: c.usage.limit.target.price__max === null ? '' : String(c.usage.limit.target.price__max),
    usageCountSum: String(c.usage.limit.shop?.count__sum ?? ''),
    usagePriceSum: String(c.usage.limit.shop?.price__sum ?? ''),
    usageStartsAt: toLocalInput(c.usage.startsAt),
    usageEndsAt: toLocalInput(c.usage.endsAt),
    usageActive: c.usage.isActive,
    combinable: c.usage.combinable,
  };
}

/** The body of POST/PUT shop/coupons the form's values stand for (the server checks and answers in Korean). */
export function dtoOf(v: CouponFormValues): CouponDto {
  const ids = list(v.targetIds);
  return {
    name: v.name.trim(),
    unit: v.unit,
    value: num(v.value) ?? (NaN as number),
    limit: num(v.limit),
    count: num(v.count) ?? 1,
    issue: {
      type: v.issueType,
      eventType: v.eventType.trim() || null,
      code: v.code.trim() || null,
      round: { type: v.roundType, includeds: list(v.includeds), excludeds: list(v.excludeds) },
      target: { type: v.targetType, _users: list(v.users), _levels: list(v.levels), userTypes: v.userTypes },
      shopLimit: { count__sum: num(v.countSum), price__sum: num(v.priceSum) },
      startsAt: fromLocalInput(v.issueStartsAt),
      endsAt: fromLocalInput(v.issueEndsAt),
      issuesAt: fromLocalInput(v.issuesAt),
      isActive: v.issueActive,
    },
    usage: {
      type: 'order',
      target: {
        type: v.usageTargetType,
        price: v.priceBase,
        _products: v.usageTargetType === 'products' ? ids : [],
        _exhibitions: v.usageTargetType === 'exhibits' ? ids : [],
        displayCodes: v.usageTargetType === 'displays' ? ids : [],
        _categories: v.usageTargetType === 'category' ? ids : [],
      },
      priceMin: num(v.priceMin),
      priceMax: num(v.priceMax),
      shopLimit: { count__sum: num(v.usageCountSum), price__sum: num(v.usagePriceSum) },
      startsAt: fromLocalInput(v.usageStartsAt),
      endsAt: fromLocalInput(v.usageEndsAt),
      isActive: v.usageActive,
      combinable: v.combinable,
    },
  } as CouponDto;
}

/** The form field a server validation path (e.g. `issue.round.type`) is shown under. */
export const FIELD_OF_PATH: Record<string, keyof CouponFormValues> = {
  name: 'name',
  unit: 'unit',
  value: 'value',
  limit: 'limit',
  count: 'count',
  'issue.type': 'issueType',
  'issue.eventType': 'eventType',
  'issue.code': 'code',
  'issue.round.type': 'roundType',
  'issue.round.includeds': 'includeds',
  'issue.round.excludeds': 'excludeds',
  'issue.target.type': 'targetType',
  'issue.target._users': 'users',
  'issue.target._levels': 'levels',
  'issue.target.userTypes': 'userTypes',
  'issue.shopLimit.count__sum': 'countSum',
  'issue.shopLimit.price__sum': 'priceSum',
  'issue.startsAt': 'issueStartsAt',
  'issue.endsAt': 'issueEndsAt',
  'issue.issuesAt': 'issuesAt',
  'usage.target.type': 'usageTargetType',
  'usage.target.price': 'priceBase',
  'usage.priceMin': 'priceMin',
  'usage.priceMax': 'priceMax',
  'usage.shopLimit.count__sum': 'usageCountSum',
  'usage.shopLimit.price__sum': 'usagePriceSum',
  'usage.startsAt': 'usageStartsAt',
  'usage.endsAt': 'usageEndsAt',
};
