import { Injectable } from '@nestjs/common';
import type { Coupon, CouponEvent, UserCoupon, UserCouponEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';

/** Read-model collections of the coupons (console) and the members' coupons. */
export const COUPONS = { coupons: 'coupons', userCoupons: 'userCoupons' } as const;

/** A coupon as stored: what the console shows. */
export type CouponDoc = Coupon;
/** A member's coupon as stored (spec §3 User coupon). */
export type UserCouponDoc = UserCoupon;

/**
 * Coupons and members' coupons for the console, the member's coupon page and the public list of
 * downloadable coupons. A deleted coupon or member's coupon leaves its read model; the log keeps it.
 */
@Injectable()
export class CouponsProjection implements Projection {
  readonly name = 'coupons';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 2;
  readonly handles = [
    'CouponCreated',
    'CouponUpdated',
    'CouponDeleted',
    'CouponIssued',
    'CouponUsageReserved',
    'CouponUsageReleased',
    'UserCouponIssued',
    'UserCouponRedeemed',
    'UserCouponRestored',
    'UserCouponExpired',
    'UserCouponDeleted',
    'UserCouponProductChosen',
    'UserCouponShippingCodeChosen',
  ];
  readonly collections = [COUPONS.coupons, COUPONS.userCoupons];
  readonly indexes: Record<string, IndexSpec[]> = {
    [COUPONS.coupons]: [{ key: { createdAt: -1 } }],
    [COUPONS.userCoupons]: [{ key: { _user: 1, createdAt: -1 } }, { key: { _coupon: 1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as CouponEvent | UserCouponEvent;
    const coupon = (id: string, evolve: (doc: CouponDoc | null) => CouponDoc | null) => applyOnce<CouponDoc>(store, COUPONS.coupons, id, stored, evolve);
    const mine = (id: string, evolve: (doc: UserCouponDoc) => UserCouponDoc | null) =>
      applyOnce<UserCouponDoc>(store, COUPONS.userCoupons, id, stored, (doc) => (doc ? evolve(doc) : null));
    switch (event.type) {
      case 'CouponCreated': {
        const d = event.data;
        return coupon(d.couponId, () => ({
          _id: d.couponId,
          ...d.fields,
          issued: { count: 0, price: 0 },
          used: { count: 0, price: 0 },
          createdAt: d.createdAt,
          updatedAt: d.createdAt,
        }));
      }
      case 'CouponUpdated': {
        const d = event.data;
        return coupon(d.couponId, (doc) => (doc ? { ...doc, ...d.fields, updatedAt: d.updatedAt } : null));
      }
      case 'CouponDeleted':
        return coupon(event.data.couponId, () => null);
      case 'CouponIssued': {
        const d = event.data;
        return coupon(d.couponId, (doc) =>
          doc ? { ...doc, issued: { count: doc.issued.count + d.userCouponIds.length, price: doc.issued.price + d.face } } : null,
        );
      }
      case 'CouponUsageReserved':
      case 'CouponUsageReleased': {
        const d = event.data;
        const sign = event.type === 'CouponUsageReserved' ? 1 : -1;
        return coupon(d.couponId, (doc) => (doc ? { ...doc, used: { count: doc.used.count + sign, price: doc.used.price + sign * d.discount } } : null));
      }
      case 'UserCouponIssued': {
        const d = event.data;
        return applyOnce<UserCouponDoc>(store, COUPONS.userCoupons, d.userCouponId, stored, () => ({
          _id: d.userCouponId,
          _user: d.userId,
          _coupon: d.couponId,
          name: d.name,
          unit: d.unit,
          value: d.value,
          limit: d.limit,
          usage: d.usage,
          isUsed: false,
          isExpired: false,
          isExcluded: false,
          _order: null,
          usedAt: null,
          createdAt: d.issuedAt,
          _product: null,
          shippingCode: null,
        }));
      }
      case 'UserCouponRedeemed':
        return mine(event.data.userCouponId, (doc) => ({ ...doc, isUsed: true, _order: event.data.orderId, usedAt: event.data.usedAt }));
      case 'UserCouponRestored':
        return mine(event.data.userCouponId, (doc) => ({ ...doc, isUsed: false, _order: null, usedAt: null }));
      case 'UserCouponExpired':
        return mine(event.data.userCouponId, (doc) => ({ ...doc, isExpired: true }));
      case 'UserCouponDeleted':
        return mine(event.data.userCouponId, () => null);
      case 'UserCouponProductChosen':
        return mine(event.data.userCouponId, (doc) => ({ ...doc, _product: event.data.productId }));
      case 'UserCouponShippingCodeChosen':
        return mine(event.data.userCouponId, (doc) => ({ ...doc, shippingCode: event.data.shippingCode }));
    }
  }
}
