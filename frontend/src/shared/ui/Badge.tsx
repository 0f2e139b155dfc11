import type { ReactNode } from 'react';
import { statusText, type ClaimStatus, type OrderStatus, type PurchaseStatus } from '@shop/contracts';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'dark' | 'accent' | 'sale' | 'success' | 'muted' | 'outline';

/** A small label (e.g. 품절, NEW, a count). */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}

/** A round count bubble for icons (cart, wishlist); hidden for 0 unless `showZero`. */
export function CountBadge({ count, showZero = false, label }: { count: number; showZero?: boolean; label?: string }) {
  if (count <= 0 && !showZero) return null;
  return (
    <span className={styles.count} aria-label={label ? `${label} ${count}개` : undefined}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

export interface StatusBadgeProps {
  orderStatus: OrderStatus;
  claimStatus?: ClaimStatus | null;
  purchaseStatus?: PurchaseStatus | null;
  /** Text to show; defaults to the spec §4 status text. */
  text?: string;
}

/** An order/purchase status label (spec §4 status text), coloured by state. */
export function StatusBadge({ orderStatus, claimStatus, purchaseStatus, text }: StatusBadgeProps) {
  const label = text ?? statusText({ orderStatus, claimStatus, purchaseStatus });
  let tone: BadgeTone = 'dark';
  // A claim under way on a delivered line (반품요청) reads as a claim, not as the delivery behind it.
  if (purchaseStatus === 'PURCHASE_COMPLETE') tone = 'success';
  else if (claimStatus?.endsWith('_REJECTED') || orderStatus === 'ORDER_CANCELED') tone = 'muted';
  else if (claimStatus) tone = 'sale';
  else if (orderStatus === 'DELIVERY_COMPLETE') tone = 'success';
  else if (orderStatus === 'ORDER_NONPAYMENT') tone = 'accent';
  else if (orderStatus === 'ORDER_PAYMENT' || orderStatus === 'ORDER_CONFIRM') tone = 'outline';
  return <Badge tone={tone}>{label}</Badge>;
}
