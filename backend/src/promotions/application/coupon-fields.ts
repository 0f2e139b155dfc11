import { CouponIssueTargetType, CouponRoundType, type CouponDto, type CouponFields } from '@shop/contracts';

/**
 * The coupon fields a console form's body stands for, with the spec's defaults (§9: count 1,
 * round single; target all): lists empty, limits none, active, combinable; the code in upper case.
 */
/** An ISO time as stored (UTC, `toISOString`), so stored times compare as strings; null stays null. */
const iso = (t: string | null | undefined): string | null => (t ? new Date(t).toISOString() : null);

export function couponFieldsOf(dto: CouponDto): CouponFields {
  const i = dto.issue;
  const u = dto.usage;
  const t = u.target;
  return {
    name: dto.name.trim(),
    unit: dto.unit,
    value: dto.value,
    limit: dto.limit ?? null,
    count: dto.count ?? 1,
    issue: {
      type: i.type,
      eventType: i.eventType?.trim() || null,
      code: i.code?.trim().toUpperCase() || null,
      round: { type: i.round?.type ?? CouponRoundType.SINGLE, includeds: i.round?.includeds ?? [], excludeds: i.round?.excludeds ?? [] },
      target: {
        type: i.target?.type ?? CouponIssueTargetType.ALL,
        _users: i.target?._users ?? [],
        _levels: i.target?._levels ?? [],
        userTypes: i.target?.userTypes ?? [],
      },
      limit: { shop: { count__sum: i.shopLimit?.count__sum ?? null, price__sum: i.shopLimit?.price__sum ?? null } },
      startsAt: iso(i.startsAt),
      endsAt: iso(i.endsAt),
      issuesAt: iso(i.issuesAt),
      isActive: i.isActive ?? true,
    },
    usage: {
      type: u.type?.trim() || 'order',
      target: {
        type: t.type,
        price: t.price,
        _products: t._products ?? [],
        _categories: t._categories ?? [],
        _exhibitions: t._exhibitions ?? [],
        displayCodes: t.displayCodes ?? [],
      },
      limit: {
        shop: { count__sum: u.shopLimit?.count__sum ?? null, price__sum: u.shopLimit?.price__sum ?? null },
        target: { price__min: u.priceMin ?? null, price__max: u.priceMax ?? null },
      },
      startsAt: iso(u.startsAt),
      endsAt: iso(u.endsAt),
      isActive: u.isActive ?? true,
      combinable: u.combinable ?? true,
    },
  };
}
