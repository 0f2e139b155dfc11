import { PROMOTER_PURCHASE_STATUS_TEXT, isPromoterMonth, type PurchaseStatus } from '@shop/contracts';
import type { PromoterPurchasesSearch } from '../api/purchases';

/** Reads a purchase page's URL search: a `yyyy-mm` month, a purchase status and a page above 1; anything else is dropped. */
export function validatePurchasesSearch(s: Record<string, unknown>): PromoterPurchasesSearch {
  const page = Number(s.page);
  return {
    month: isPromoterMonth(s.month) ? s.month : undefined,
    status: typeof s.status === 'string' && s.status in PROMOTER_PURCHASE_STATUS_TEXT ? (s.status as PurchaseStatus) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
