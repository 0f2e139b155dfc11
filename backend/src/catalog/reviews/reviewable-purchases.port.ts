import type { ImageRef, PurchaseStatus } from '@shop/contracts';

/** A purchase line as reviews need it (spec §3 Review _purchase): who bought what, and whether it is confirmed. */
export interface ReviewablePurchaseLine {
  _id: string;
  buyer: { _id: string; username: string };
  product: { _id: string; name: string; thumb: ImageRef };
  option: Record<string, string>;
  amount: number;
  purchaseStatus: PurchaseStatus | null;
  createdAt: string;
  confirmedAt: string | null;
}

/**
 * Where reviews read purchase lines from: ordering's purchases, plugged in by the app module
 * (the catalogue does not import ordering, which builds on the catalogue).
 */
export interface ReviewablePurchases {
  /** The line with this id, whoever bought it, or null. */
  line(purchaseId: string): Promise<ReviewablePurchaseLine | null>;
  /** One page of the buyers' lines in one purchase status, newest first. */
  page(
    search: { buyerIds: string[]; purchaseStatus?: PurchaseStatus },
    page: { limit: number; skip: number },
  ): Promise<{ lines: ReviewablePurchaseLine[]; totalCount: number }>;
}

/** Nest token of {@link ReviewablePurchases}. */
export const REVIEWABLE_PURCHASES = Symbol('REVIEWABLE_PURCHASES');
