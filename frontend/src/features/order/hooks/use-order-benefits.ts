import { useState } from 'react';
import { pointsRefusal, type PointSettings } from '@shop/contracts';

/** The member's coupon and points choices on the order page, and how they change. */
export interface OrderBenefits {
  /** User coupon ids chosen, in the order they were picked. */
  coupons: string[];
  /** Points applied to the order, 원 (what the quote and the order send). */
  point: number;
  /** The points field as typed. */
  pointText: string;
  /** Why the typed points cannot be applied, or null. */
  pointError: string | null;
  toggleCoupon(userCouponId: string, on: boolean): void;
  setCoupons(userCouponIds: string[]): void;
  setPointText(text: string): void;
  /** Applies the typed points when the shop's minimum, unit and the balance allow them. */
  applyPoints(balance: number, settings: Pick<PointSettings, 'minimumUsable' | 'unit'>): void;
  /** Applies `won` points at once ("모두 사용"); 0 clears them. */
  spendPoints(won: number): void;
}

/**
 * The coupons and points the member chooses on the order page (spec §3 Order draft coupons,
 * point). Typed points are checked with the contracts' `pointsRefusal` (the server's rule) against
 * the balance; what is left to pay is the server's to check, whose refusal the page shows.
 */
export function useOrderBenefits(): OrderBenefits {
  const [coupons, setCoupons] = useState<string[]>([]);
  const [point, setPoint] = useState(0);
  const [pointText, setPointText] = useState('');
  const [pointError, setPointError] = useState<string | null>(null);
  const spendPoints = (won: number) => {
    setPoint(won);
    setPointText(won > 0 ? String(won) : '');
    setPointError(null);
  };
  return {
    coupons,
    point,
    pointText,
    pointError,
    toggleCoupon: (id, on) => setCoupons((now) => (on ? [...now.filter((c) => c !== id), id] : now.filter((c) => c !== id))),
    setCoupons,
    setPointText: (text) => {
      setPointText(text.replace(/\D/g, '').slice(0, 9));
      setPointError(null);
    },
    applyPoints: (balance, settings) => {
      const requested = pointText === '' ? 0 : Number(pointText);
      const refusal = pointsRefusal(requested, balance, settings, Number.POSITIVE_INFINITY);
      if (refusal) {
        setPointError(refusal.message);
        return;
      }
      spendPoints(requested);
    },
    spendPoints,
  };
}
