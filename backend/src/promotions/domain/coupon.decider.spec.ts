import type { CouponEvent, CouponFields } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { couponDecider, type CouponCommand, type CouponState, type IssueCoupon, type ReleaseCouponUsage, type ReserveCouponUsage } from './coupon.decider.js';

const T0 = '2026-11-25T03:00:00.000Z'; // 12:00 in Seoul, 2026-11-25
const meta = (now = T0) => ({ userId: null, now });
const spec = deciderSpec<CouponCommand, CouponEvent, CouponState>(couponDecider);

const fields = (issue: Partial<CouponFields['issue']> = {}, more: Partial<CouponFields> = {}): CouponFields => ({
  name: '신규가입 10%',
  unit: 'percent',
  value: 10,
  limit: 10_000,
  count: 1,
  issue: {
    type: 'request',
    eventType: null,
    code: null,
    round: { type: 'single', includeds: [], excludeds: [] },
    target: { type: 'all', _users: [], _levels: [], userTypes: [] },
    limit: { shop: { count__sum: null, price__sum: null } },
    startsAt: null,
    endsAt: null,
    issuesAt: null,
    isActive: true,
    ...issue,
  },
  usage: {
    type: 'order',
    target: { type: 'all', price: 'productPrice', _products: [], _categories: [], _exhibitions: [], displayCodes: [] },
    limit: { target: { price__min: null, price__max: null } },
    startsAt: null,
    endsAt: null,
    isActive: true,
    combinable: true,
  },
  ...more,
});
const created = (f = fields()): CouponEvent => ({ type: 'CouponCreated', data: { couponId: 'c1', fields: f, createdAt: T0 } });
const issue = (userId = 'u1', more: Partial<IssueCoupon['data']> = {}, now = T0): IssueCoupon => ({
  type: 'IssueCoupon',
  data: { couponId: 'c1', userId, userCouponIds: ['uc1', 'uc2', 'uc3'], member: { userType: 'PERSON', level: 'PERSON' }, by: 'member', ...more },
  metadata: meta(now),
});
const issued = (userId = 'u1', round = 'single', ids = ['uc1'], face = 10_000): CouponEvent => ({
  type: 'CouponIssued',
  data: { couponId: 'c1', userId, userCouponIds: ids, round, face, by: 'member', issuedAt: T0 },
});

describe('coupon decider', () => {
  it('creates a coupon, refusing a second with the same id and a period that ends before it starts', () => {
    spec
      .given([])
      .when({ type: 'CreateCoupon', data: { couponId: 'c1', fields: fields() }, metadata: meta() })
      .then([created()]);
    spec
      .given([created()])
      .when({ type: 'CreateCoupon', data: { couponId: 'c1', fields: fields() }, metadata: meta() })
      .thenThrows('COUPON_EXISTS');
    spec
      .given([])
      .when({ type: 'CreateCoupon', data: { couponId: 'c1', fields: fields({ startsAt: T0, endsAt: '2026-11-24T00:00:00.000Z' }) }, metadata: meta() })
      .thenThrows('COUPON_PERIOD_INVALID');
  });

  it('issues a download coupon to a member once (round single), with count coupons and their face value', () => {
    spec.given([created()]).when(issue()).then([issued()]);
    spec.given([created(), issued()]).when(issue()).thenThrows('COUPON_ALREADY_ISSUED');
    spec
      .given([created(fields({}, { count: 2, unit: 'won', value: 3_000, limit: null }))])
      .when(issue())
      .then([issued('u1', 'single', ['uc1', 'uc2'], 6_000)]);
  });

  it('issues once per day on an infinite round, and only on the listed days of a bounded one', () => {
    const daily = created(fields({ round: { type: 'infinite', includeds: [], excludeds: ['2026-11-26'] } }));
    spec
      .given([daily, issued('u1', '2026-11-24')])
      .when(issue())
      .then([issued('u1', '2026-11-25')]);
    spec
      .given([daily, issued('u1', '2026-11-25')])
      .when(issue())
      .thenThrows('COUPON_ALREADY_ISSUED');
    spec
      .given([daily])
      .when(issue('u1', {}, '2026-11-26T03:00:00.000Z'))
      .thenThrows('COUPON_ISSUE_CLOSED');
    const bounded = created(fields({ round: { type: 'bounded', includeds: ['2026-11-25'], excludeds: [] } }));
    spec
      .given([bounded])
      .when(issue())
      .then([issued('u1', '2026-11-25')]);
    spec
      .given([bounded])
      .when(issue('u1', {}, '2026-11-27T03:00:00.000Z'))
      .thenThrows('COUPON_ISSUE_CLOSED');
  });

  it('refuses a download outside the issue period, of an instant coupon, of a switched-off one, or without its code', () => {
    spec
      .given([created(fields({ endsAt: '2026-11-25T02:00:00.000Z' }))])
      .when(issue())
      .thenThrows('COUPON_ISSUE_CLOSED');
    spec
      .given([created(fields({ type: 'instant' }))])
      .when(issue())
      .thenThrows('COUPON_NOT_DOWNLOADABLE');
    spec
      .given([created(fields({ isActive: false }))])
      .when(issue())
      .thenThrows('COUPON_NOT_DOWNLOADABLE');
    spec
      .given([created(fields({ code: 'WELCOME10' }))])
      .when(issue())
      .thenThrows('COUPON_NOT_DOWNLOADABLE');
    spec
      .given([created(fields({ code: 'WELCOME10' }))])
      .when(issue('u1', { code: 'welcome10' }))
      .then([issued()]);
  });

  it('issues only to its targets: listed members, user types, levels', () => {
    const target = (t: Partial<CouponFields['issue']['target']>) => created(fields({ target: { type: 'all', _users: [], _levels: [], userTypes: [], ...t } }));
    spec
      .given([target({ type: 'users', _users: ['u2'] })])
      .when(issue())
      .thenThrows('COUPON_NOT_FOR_MEMBER');
    spec
      .given([target({ type: 'users', _users: ['u1'] })])
      .when(issue())
      .then([issued()]);
    spec
      .given([target({ type: 'userTypes', userTypes: ['COMPANY'] })])
      .when(issue())
      .thenThrows('COUPON_NOT_FOR_MEMBER');
    spec
      .given([target({ type: 'levels', _levels: ['VIP'] })])
      .when(issue('u1', { member: { userType: 'PERSON', level: 'VIP' } }))
      .then([issued()]);
  });

  it('stops at the shop-wide limits of count and face value', () => {
    const capped = created(fields({ limit: { shop: { count__sum: 2, price__sum: null } } }));
    spec
      .given([capped, issued('u1'), issued('u2')])
      .when(issue('u3'))
      .thenThrows('COUPON_SOLD_OUT');
    const budget = created(fields({ limit: { shop: { count__sum: null, price__sum: 15_000 } } }));
    spec
      .given([budget, issued('u1')])
      .when(issue('u2'))
      .thenThrows('COUPON_SOLD_OUT');
  });

  it('lets staff issue to anyone, again, within the shop-wide limits; a deleted coupon is issued no more', () => {
    const onlyU2 = created(fields({ type: 'instant', target: { type: 'users', _users: ['u2'], _levels: [], userTypes: [] } }));
    spec
      .given([onlyU2, issued('u1')])
      .when(issue('u1', { by: 'staff' }))
      .then([
        { type: 'CouponIssued', data: { couponId: 'c1', userId: 'u1', userCouponIds: ['uc1'], round: `staff-${T0}`, face: 10_000, by: 'staff', issuedAt: T0 } },
      ]);
    spec
      .given([created(), { type: 'CouponDeleted', data: { couponId: 'c1', deletedAt: T0 } }])
      .when(issue('u1', { by: 'staff' }))
      .thenThrows('COUPON_NOT_FOUND');
  });

  it('grants a level’s coupon once per reaching of the level', () => {
    const reached = {
      type: 'CouponIssued' as const,
      data: { couponId: 'c1', userId: 'u1', userCouponIds: ['uc1'], round: `level-GOLD-${T0}`, face: 10_000, by: 'level' as const, issuedAt: T0 },
    };
    spec
      .given([created()])
      .when(issue('u1', { by: 'level', eventType: 'GOLD' }))
      .then([reached]);
    spec
      .given([created(), reached])
      .when(issue('u1', { by: 'level', eventType: 'GOLD' }))
      .thenNothingHappened();
  });

  it('issues an instant coupon on its event only', () => {
    const signup = created(fields({ type: 'instant', eventType: 'signup' }));
    spec
      .given([signup])
      .when(issue('u1', { by: 'event', eventType: 'signup' }))
      .then([{ ...issued(), data: { ...issued().data, by: 'event' } } as CouponEvent]);
    spec
      .given([signup])
      .when(issue('u1', { by: 'event', eventType: 'birthday' }))
      .thenThrows('COUPON_NOT_DOWNLOADABLE');
  });

  it('issues a scheduled instant coupon once its issuesAt has come, to its targets, once per member however often it is swept', () => {
    const at = '2026-11-25T00:00:00.000Z';
    const scheduled = created(fields({ type: 'instant', issuesAt: at, target: { type: 'userTypes', _users: [], _levels: [], userTypes: ['PERSON'] } }));
    const given: CouponEvent = {
      type: 'CouponIssued',
      data: { couponId: 'c1', userId: 'u1', userCouponIds: ['uc1'], round: `schedule-${at}`, face: 10_000, by: 'schedule', issuedAt: T0 },
    };
    spec
      .given([scheduled])
      .when(issue('u1', { by: 'schedule' }))
      .then([given]);
    spec
      .given([scheduled, given])
      .when(issue('u1', { by: 'schedule' }))
      .thenNothingHappened();
    spec
      .given([scheduled])
      .when(issue('u1', { by: 'schedule' }, '2026-11-24T23:59:59.000Z'))
      .thenThrows('COUPON_NOT_DOWNLOADABLE');
    spec
      .given([scheduled])
      .when(issue('u2', { by: 'schedule', member: { userType: 'COMPANY', level: 'COMPANY' } }))
      .thenThrows('COUPON_NOT_FOR_MEMBER');
    spec
      .given([created(fields({ type: 'instant', issuesAt: at, eventType: 'signup' }))])
      .when(issue('u1', { by: 'schedule' }))
      .thenThrows('COUPON_NOT_DOWNLOADABLE');
    spec
      .given([created(fields({ type: 'instant', issuesAt: at, endsAt: '2026-11-25T01:00:00.000Z' }))])
      .when(issue('u1', { by: 'schedule' }))
      .thenThrows('COUPON_ISSUE_CLOSED');
  });
});

describe('coupon usage within the shop-wide usage limit', () => {
  const limited = (count__sum: number | null, price__sum: number | null) => {
    const f = fields();
    return created({ ...f, usage: { ...f.usage, limit: { ...f.usage.limit, shop: { count__sum, price__sum } } } });
  };
  const reserve = (orderId: string, userCouponId: string, discount: number): ReserveCouponUsage => ({
    type: 'ReserveCouponUsage',
    data: { couponId: 'c1', orderId, userCouponId, discount },
    metadata: meta(),
  });
  const release = (orderId: string, userCouponId: string): ReleaseCouponUsage => ({
    type: 'ReleaseCouponUsage',
    data: { couponId: 'c1', orderId, userCouponId },
    metadata: meta(),
  });
  const reserved = (orderId: string, userCouponId: string, discount: number): CouponEvent => ({
    type: 'CouponUsageReserved',
    data: { couponId: 'c1', orderId, userCouponId, discount, reservedAt: T0 },
  });
  const released = (orderId: string, userCouponId: string, discount: number): CouponEvent => ({
    type: 'CouponUsageReleased',
    data: { couponId: 'c1', orderId, userCouponId, discount, releasedAt: T0 },
  });

  it('counts a use within the limit, once per order and member coupon', () => {
    spec
      .given([limited(2, null), reserved('o1', 'uc1', 5_000)])
      .when(reserve('o2', 'uc2', 5_000))
      .then([reserved('o2', 'uc2', 5_000)]);
    spec
      .given([limited(2, null), reserved('o1', 'uc1', 5_000)])
      .when(reserve('o1', 'uc1', 5_000))
      .thenNothingHappened();
  });

  it('refuses a use past count__sum', () => {
    spec
      .given([limited(2, null), reserved('o1', 'uc1', 5_000), reserved('o2', 'uc2', 5_000)])
      .when(reserve('o3', 'uc3', 1))
      .thenThrows('COUPON_USAGE_EXHAUSTED');
  });

  it('refuses a use whose discount would pass price__sum, and takes one that fits', () => {
    const given = [limited(null, 12_000), reserved('o1', 'uc1', 10_000)];
    spec
      .given(given)
      .when(reserve('o2', 'uc2', 2_001))
      .thenThrows('COUPON_USAGE_EXHAUSTED');
    spec
      .given(given)
      .when(reserve('o2', 'uc2', 2_000))
      .then([reserved('o2', 'uc2', 2_000)]);
  });

  it('gives a use back once, freeing it for another order; another order’s release frees nothing', () => {
    const full = [limited(1, 10_000), reserved('o1', 'uc1', 10_000)];
    spec
      .given(full)
      .when(release('o1', 'uc1'))
      .then([released('o1', 'uc1', 10_000)]);
    spec.given(full).when(release('o2', 'uc1')).thenNothingHappened();
    spec
      .given([...full, released('o1', 'uc1', 10_000)])
      .when(release('o1', 'uc1'))
      .thenNothingHappened();
    spec
      .given([...full, released('o1', 'uc1', 10_000)])
      .when(reserve('o2', 'uc2', 10_000))
      .then([reserved('o2', 'uc2', 10_000)]);
  });

  it('counts no limit on a coupon without one (or written before it was kept), and refuses an unknown coupon', () => {
    spec
      .given([created()])
      .when(reserve('o1', 'uc1', 1_000_000))
      .then([reserved('o1', 'uc1', 1_000_000)]);
    spec
      .given([])
      .when(reserve('o1', 'uc1', 1))
      .thenThrows('COUPON_NOT_FOUND');
  });
});
