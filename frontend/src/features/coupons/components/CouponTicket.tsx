import type { ReactNode } from 'react';
import type { CouponUnit, CouponUsage } from '@shop/contracts';
import { couponConditions, couponPeriod, couponWorth } from '../../../shared/lib/coupon-text';
import styles from './coupons.module.css';

/** What a ticket shows of a coupon (a member's coupon or one to download). */
export interface TicketCoupon {
  name: string;
  unit: CouponUnit;
  value: number;
  limit: number | null;
  usage: CouponUsage;
}

/**
 * A coupon drawn as a quiet paper ticket: its worth on the stub, name, conditions and period on
 * the body, and `action` (a button, a state) at the foot. `muted` greys out a used or expired one.
 */
export function CouponTicket({ coupon, action, note, muted }: { coupon: TicketCoupon; action?: ReactNode; note?: ReactNode; muted?: boolean }) {
  return (
    <article className={muted ? `${styles.ticket} ${styles.muted}` : styles.ticket} aria-label={coupon.name}>
      <div className={styles.worth}>
        <span className={styles.worthValue}>{couponWorth(coupon)}</span>
        <span className={styles.worthLabel}>{coupon.unit === 'percent' ? 'SALE' : 'OFF'}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{coupon.name}</h3>
        <p className={styles.conditions}>{couponConditions(coupon)}</p>
        <div className={styles.foot}>
          <span>{note ?? couponPeriod(coupon.usage)}</span>
          {action}
        </div>
      </div>
    </article>
  );
}
