import type { PurchaseView } from '@shop/contracts';

// Apart from the page component, so the route's loader can use them without pulling the page into the entry script.

/** Rows per page of the console purchase table. */
export const PURCHASES_PAGE_SIZE = 20;

/** Console purchase views this release serves (spec §2 lists more; the others are 404 here). */
export const SERVED_PURCHASE_VIEWS = ['all', 'nonpayment', 'payment'] as const satisfies readonly PurchaseView[];
