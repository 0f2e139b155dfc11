import { Link } from '@tanstack/react-router';
import { CLAIM_REASON_TEXT, formatDateTime, formatPrice, type ClaimKind, type OrderLine } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { StatusBadge } from '../../../shared/ui/Badge';
import { FactList } from '../../../shared/ui/FactList';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { optionText } from '../../../shared/lib/option-text';
import { CLAIM_ACTION_TEXT, CLAIM_KIND_TEXT, COLLECTION_STATUS_TEXT } from '../lib/claims';
import styles from './order-detail.module.css';

/** Whether the member may confirm the purchase (구매확정) of a line: delivered, not yet confirmed or cancelled, no claim under way. */
export function canConfirm(line: OrderLine): boolean {
  if (line.orderStatus !== 'DELIVERY_COMPLETE') return false;
  if (line.purchaseStatus === 'PURCHASE_COMPLETE' || line.purchaseStatus === 'PURCHASE_CANCELED') return false;
  return (line.claimsOpen?.length ?? 0) > 0;
}

/**
 * One line of the member's order: product, price, spec §4 status text, purchase number, invoice,
 * the claim and its collection, and the buttons of the claims the line is open to and of 구매확정.
 */
export function OrderLineItem({ line, onClaim, onConfirm }: { line: OrderLine; onClaim(kind: ClaimKind): void; onConfirm(): void }) {
  const opt = optionText(line.option);
  const claim = line.claim;
  const actions = line.claimsOpen ?? [];
  return (
    <li className={styles.line} data-testid="order-line">
      <div className={styles.lineMain}>
        <Link to="/shop/products/$productId" params={{ productId: line.product._id }} tabIndex={-1} aria-hidden>
          <LineThumb url={line.product.thumb?.url} size={88} />
        </Link>
        <div className={styles.lineBody}>
          <StatusBadge orderStatus={line.orderStatus} claimStatus={line.claimStatus} purchaseStatus={line.purchaseStatus} text={line.statusText} />
          <p className={styles.lineName}>
            <Link to="/shop/products/$productId" params={{ productId: line.product._id }}>
              {line.product.name}
            </Link>
          </p>
          {opt && <p className={styles.muted}>{opt}</p>}
          <p className={styles.linePrice}>
            <strong>{formatPrice(line.totalPrice)}</strong>
            <span className={styles.muted}>
              {formatPrice(line.salePrice)} × {line.amount}개
            </span>
          </p>
        </div>
      </div>
      <FactList
        layout="grid"
        termWidth={96}
        className={styles.lineFacts}
        facts={[
          line.purchaseNumber ? { term: '상품주문번호', value: line.purchaseNumber } : null,
          line.invoice ? { term: '송장', value: `${line.invoice.courierName} ${line.invoice.invoiceNumber}`, valueClassName: styles.tabular } : null,
          line.exchangeInvoice
            ? { term: '교환 송장', value: `${line.exchangeInvoice.courierName} ${line.exchangeInvoice.invoiceNumber}`, valueClassName: styles.tabular }
            : null,
          line.deliveredAt ? { term: '배송완료', value: formatDateTime(line.deliveredAt) } : null,
          line.confirmedAt ? { term: '구매확정', value: formatDateTime(line.confirmedAt) } : null,
          claim
            ? {
                term: `${CLAIM_KIND_TEXT[claim.kind]} 사유`,
                value: (
                  <>
                    {CLAIM_REASON_TEXT[claim.claimReason]}
                    {claim.claimReasonDetails && <span className={`${styles.muted} ${styles.preWrap}`}> · {claim.claimReasonDetails}</span>}
                  </>
                ),
              }
            : null,
          claim?.returnShippingPaidBy ? { term: '반품 배송비', value: claim.returnShippingPaidBy === 'shop' ? '판매자 부담' : '구매자 부담' } : null,
          line.claimStatusMessage ? { term: '처리 안내', value: line.claimStatusMessage } : null,
          line.collectionStatus ? { term: '회수', value: COLLECTION_STATUS_TEXT[line.collectionStatus] } : null,
          claim && claim.images.length > 0
            ? {
                term: '첨부 사진',
                value: (
                  <span className={styles.claimImages}>
                    {claim.images.map((url, i) => (
                      <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                        <img src={url} alt={`첨부 사진 ${i + 1}`} width={56} height={56} loading="lazy" />
                      </a>
                    ))}
                  </span>
                ),
              }
            : null,
        ]}
      />
      {(actions.length > 0 || canConfirm(line)) && (
        <div className={styles.lineActions}>
          {actions.map((kind) => (
            <Button key={kind} variant="secondary" size="sm" onClick={() => onClaim(kind)}>
              {CLAIM_ACTION_TEXT[kind]}
            </Button>
          ))}
          {canConfirm(line) && (
            <Button size="sm" onClick={onConfirm}>
              구매확정
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
