import { formatDateTime, formatPrice, type Receipt, type ReceiptStatus } from '@shop/contracts';
import { Badge, type BadgeTone } from '../../../shared/ui/Badge';
import { FactList } from '../../../shared/ui/FactList';
import styles from './receipts.module.css';

const TONE: Record<ReceiptStatus, BadgeTone> = { ISSUED: 'success', PENDING: 'muted', FAILED: 'sale', CANCELED: 'muted' };

/** One receipt: 매출전표 of a card payment or 현금영수증 of a bank transfer, with its status and a link to the provider's page. */
export function ReceiptCard({ receipt: r }: { receipt: Receipt }) {
  const cash = r.kind === 'CASH';
  return (
    <article className={styles.card} aria-label={`${cash ? '현금영수증' : '신용카드 매출전표'} ${r.orderNumber}`}>
      <header className={styles.cardHead}>
        <div>
          <p className={styles.kind}>{cash ? '현금영수증' : '신용카드 매출전표'}</p>
          <p className={styles.goods}>{r.goodsName}</p>
        </div>
        <Badge tone={TONE[r.status]}>{r.statusText}</Badge>
      </header>
      <FactList
        className={styles.facts}
        termWidth={88}
        facts={[
          { term: '주문번호', value: r.orderNumber },
          { term: '금액', value: formatPrice(r.amount) },
          { term: cash ? '발행 용도' : '결제 카드', value: r.description },
          cash && r.identityMasked ? { term: '발행 번호', value: r.identityMasked } : null,
          r.approveNo ? { term: '승인번호', value: r.approveNo } : null,
          { term: r.issuedAt ? '발행일시' : '주문일시', value: formatDateTime(r.issuedAt ?? r.createdAt) },
        ]}
      />
      {r.message && (
        <p className={r.status === 'FAILED' ? styles.failure : styles.note} role={r.status === 'FAILED' ? 'status' : undefined}>
          {r.message}
        </p>
      )}
      {r.receiptUrl && (
        <a className={styles.link} href={r.receiptUrl} target="_blank" rel="noopener noreferrer">
          {cash ? '현금영수증 보기' : '매출전표 보기'}
          <span className="visually-hidden"> (새 창)</span>
        </a>
      )}
    </article>
  );
}
