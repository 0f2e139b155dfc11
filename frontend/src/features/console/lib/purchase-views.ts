import { PurchaseView, type PurchaseSort } from '@shop/contracts';

// Apart from the page component, so the route's loader can use them without pulling the page into the entry script.

/** Rows per page of the console purchase table. */
export const PURCHASES_PAGE_SIZE = 20;

/** The eight console purchase views of spec §2, in menu order. */
export const SERVED_PURCHASE_VIEWS = Object.values(PurchaseView);

/** Search of the purchase table (its URL's search): 1-based page, the search box's text, order days (KST, yyyy-mm-dd) and the order of rows. */
export interface PurchasesSearch {
  page?: number;
  searchValue?: string;
  from?: string;
  to?: string;
  sort?: PurchaseSort;
}
