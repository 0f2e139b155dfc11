import { CLAIM_STATUS_TEXT, CLAIM_TRANSITIONS, ClaimStatus, canMove, seoulDayStart, type PurchaseView } from '@shop/contracts';
import type { Filter } from '../../../platform/read-store/read-store.port.js';
import { escapeRegex } from '../../../platform/read-store/regex.js';

/** What the console's purchase table is narrowed by: the view, the search box and the order dates (Asia/Seoul days). */
export interface PurchaseSearch {
  view: PurchaseView;
  /** Words in the order or purchase number, buyer, product, or digits of the receiver's phone. */
  searchValue?: string;
  /** First order day, yyyy-mm-dd in Asia/Seoul. */
  from?: string;
  /** Last order day (included), yyyy-mm-dd in Asia/Seoul. */
  to?: string;
}

/** Claim states that leave a line open to a new claim (rejected or completed exchange…): no claim is under way. */
const SETTLED_CLAIMS = Object.values(ClaimStatus).filter((s) => canMove(CLAIM_TRANSITIONS, s, ClaimStatus.CANCEL_REQUESTED));
/** No claim under way on the line: none yet, or one settled without ending it. */
const NO_OPEN_CLAIM: Filter = { $or: [{ claimStatus: null }, { claimStatus: { $in: SETTLED_CLAIMS } }] };

/**
 * The eight purchase views of spec §2 as read-model filters. Payment and delivery hold the lines
 * staff are to prepare and ship, so a line with a claim under way (a cancel requested, say) is
 * in its claim's view instead; complete holds delivered and confirmed (구매확정) lines with no
 * return or exchange under way.
 */
export const PURCHASE_VIEW_FILTERS: Record<PurchaseView, Filter> = {
  all: {},
  nonpayment: { orderStatus: 'ORDER_NONPAYMENT' },
  payment: { $and: [{ orderStatus: 'ORDER_PAYMENT' }, NO_OPEN_CLAIM] },
  delivery: { $and: [{ orderStatus: { $in: ['ORDER_CONFIRM', 'SHIPPING_CONFIRM', 'SHIPPING_DELAYED'] } }, NO_OPEN_CLAIM] },
  cancel: { $or: [{ orderStatus: 'ORDER_CANCELED' }, { claimStatus: { $regex: '^CANCEL_' } }] },
  exchange: { claimStatus: { $regex: '^EXCHANGE_' } },
  return: { claimStatus: { $regex: '^RETURN_' } },
  complete: { $and: [{ $or: [{ orderStatus: 'DELIVERY_COMPLETE' }, { purchaseStatus: 'PURCHASE_COMPLETE' }] }, NO_OPEN_CLAIM] },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The read-store filter of a search: the view's filter, the words (in the purchase's
 * `searchText`, or, when they are a phone number's digits with or without hyphens, in the
 * receiver's phone however it was written), and `createdAt` within [from 00:00, to+1 00:00) KST.
 * A malformed day is ignored (the query parameters are checked by the controller).
 */
export function purchaseFilter({ view, searchValue, from, to }: PurchaseSearch): Filter {
  const and: Filter[] = [PURCHASE_VIEW_FILTERS[view]];
  const words = searchValue?.trim();
  if (words) {
    const or: Filter[] = [{ searchText: { $regex: escapeRegex(words), $options: 'i' } }];
    const digits = words.replace(/[\s-]/g, '');
    if (/^\d{4,11}$/.test(digits)) or.push({ 'receiver.phone': { $regex: digits.split('').join('-?') } });
    and.push({ $or: or });
  }
  const start = from ? seoulDayStart(from) : null;
  const endDay = to ? seoulDayStart(to) : null;
  const createdAt: Filter = {};
  if (start) createdAt.$gte = start;
  if (endDay) createdAt.$lt = new Date(Date.parse(endDay) + DAY_MS).toISOString();
  if (Object.keys(createdAt).length) and.push({ createdAt });
  return { $and: and };
}

/** Claim status texts for the export (spec §4), '' for none. */
export const claimText = (status: string | null | undefined): string => (status ? (CLAIM_STATUS_TEXT[status as ClaimStatus] ?? status) : '');
