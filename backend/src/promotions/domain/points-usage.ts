import { pointsRefusal, type PointSettings } from '@shop/contracts';
import { PointsNotUsableError } from '../promotions.errors.js';

/**
 * How many points an order may use (issue 10 "points applied on the order page (minimum and
 * unit from the settings)"; spec §9 step 5 "at most what is left to pay"): returns `requested`
 * (원) when contracts' `pointsRefusal` allows it, else throws {@link PointsNotUsableError} (400)
 * with its Korean message: not a whole number from 0, below the minimum, off the unit, more than
 * the balance, more than what is left to pay. 0 is always allowed (no points used).
 */
export function pointsUsable(requested: number, balance: number, settings: Pick<PointSettings, 'minimumUsable' | 'unit'>, remainingToPay: number): number {
  const refusal = pointsRefusal(requested, balance, settings, remainingToPay);
  if (refusal) throw new PointsNotUsableError(refusal.code, refusal.message);
  return requested;
}
