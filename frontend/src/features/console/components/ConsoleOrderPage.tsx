import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  ORDER_STATUS_TEXT,
  PAYMENT_METHOD_TEXT,
  formatDateTime,
  formatPhone,
  formatPrice,
  type HistoryEntry,
  type OrderStatus,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { optionText } from '../../../shared/lib/option-text';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { StatusBadge } from '../../../shared/ui/Badge';
import { LineThumb } from '../../../shared/ui/LineThumb';
import { useConsoleOrder } from '../api/get-console-order';
import { useChangeOrderStatus } from '../api/change-order-status';
import { NEXT_ORDER_STATUSES } from '../lib/transitions';
import { historyDetails } from '../lib/history-details';
import styles from './console.module.css';

/**
 * /console/orders/$orderId: an order's status, sender and receiver, lines and totals, a
 * status-change control (next statuses, confirmed) and the order's event history (who did what, when).
 */
export function ConsoleOrderPage({ orderId }: { orderId: string }) {
  const query = useConsoleOrder(orderId);
  const change = useChangeOrderStatus();
  const [nextStatus, setNextStatus] = useState<OrderStatus | ''>('');
  const [message, setMessage] = useState('');
  const [statusError, setStatusError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) return <LoadingBlock label="주문 정보를 불러오는 중입니다" />;
  if (query.isError) {
    return (
      <EmptyState
        title="주문 정보를 불러오지 못했습니다"
        description={query.error.message}
        action={
          <Link to="/console/purchases/$view" params={{ view: 'all' }} search={{}}>
            전체 주문으로
          </Link>
        }
      />
    );
  }

  const { order, history } = query.data;
  const nextOptions = NEXT_ORDER_STATUSES[order.orderStatus].map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s] }));

  const askChange = () => {
    if (!nextStatus) {
      setStatusError('변경할 주문상태를 선택해주세요');
      return;
    }
    setStatusError(null);
    setConfirming(true);
  };

  const applyChange = async () => {
    if (!nextStatus) return;
    try {
      await change.mutateAsync({ id: order._id, orderStatus: nextStatus, orderStatusMessage: message.trim() || undefined });
      setNextStatus('');
      setMessage('');
    } catch (e) {
      alertError(e);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <p className={styles.crumb}>
            <Link to="/console/purchases/$view" params={{ view: 'all' }} search={{}}>
              구매 관리
            </Link>{' '}
            / 주문 상세
          </p>
          <h1 className={styles.pageTitle}>
            {order.orderNumber}
            <StatusBadge orderStatus={order.orderStatus} claimStatus={order.claimStatus} purchaseStatus={order.purchaseStatus} text={order.statusText} />
          </h1>
        </div>
      </div>

      <div className={styles.stack}>
        <div className={styles.detailGrid}>
          <section className={styles.card} aria-labelledby="od-order">
            <div className={styles.cardHead}>
              <h2 id="od-order" className={styles.cardTitle}>
                주문 정보
              </h2>
            </div>
            <dl className={`${styles.cardBody} ${styles.facts}`}>
              <dt>주문번호</dt>
              <dd>{order.orderNumber}</dd>
              <dt>주문일시</dt>
              <dd>{formatDateTime(order.createdAt)}</dd>
              <dt>결제수단</dt>
              <dd>{PAYMENT_METHOD_TEXT[order.paymentMethod] ?? order.paymentMethod}</dd>
              <dt>입금확인</dt>
              <dd>{order.paidAt ? formatDateTime(order.paidAt) : '입금 전'}</dd>
              <dt>주문상태</dt>
              <dd>{order.statusText}</dd>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="od-sender">
            <div className={styles.cardHead}>
              <h2 id="od-sender" className={styles.cardTitle}>
                주문자
              </h2>
            </div>
            <dl className={`${styles.cardBody} ${styles.facts}`}>
              <dt>이름</dt>
              <dd>{order.sender.name}</dd>
              <dt>연락처</dt>
              <dd>{formatPhone(order.sender.phone)}</dd>
              <dt>이메일</dt>
              <dd>{order.sender.email}</dd>
              <dt>주소</dt>
              <dd>
                ({order.sender.postcode}) {order.sender.address1} {order.sender.address2}
              </dd>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="od-receiver">
            <div className={styles.cardHead}>
              <h2 id="od-receiver" className={styles.cardTitle}>
                배송지
              </h2>
            </div>
            <dl className={`${styles.cardBody} ${styles.facts}`}>
              <dt>받는 분</dt>
              <dd>{order.receiver.name}</dd>
              <dt>연락처</dt>
              <dd>{formatPhone(order.receiver.phone)}</dd>
              <dt>주소</dt>
              <dd>
                ({order.receiver.postcode}) {order.receiver.address1} {order.receiver.address2}
              </dd>
              <dt>요청사항</dt>
              <dd>{order.requestMessage || '—'}</dd>
            </dl>
          </section>
        </div>

        <section className={styles.card} aria-labelledby="od-lines">
          <div className={styles.cardHead}>
            <h2 id="od-lines" className={styles.cardTitle}>
              주문 상품 <span className={styles.pageCount}>{order.lines.length}건</span>
            </h2>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">상품</th>
                  <th scope="col">옵션</th>
                  <th scope="col" className={styles.num}>
                    수량
                  </th>
                  <th scope="col" className={styles.num}>
                    단가
                  </th>
                  <th scope="col" className={styles.num}>
                    금액
                  </th>
                  <th scope="col">상태</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((l) => (
                  <tr key={l._id}>
                    <td>
                      <div className={styles.productCell}>
                        <LineThumb url={l.product.thumb?.url} size={40} />
                        <span className={styles.productName}>
                          {l.product.name}
                          <br />
                          <span className={styles.subtle}>{l.product.code}</span>
                        </span>
                      </div>
                    </td>
                    <td className={styles.optionCell}>{optionText(l.option) || '—'}</td>
                    <td className={styles.num}>{l.amount.toLocaleString('ko-KR')}</td>
                    <td className={styles.num}>{formatPrice(l.salePrice)}</td>
                    <td className={styles.num}>{formatPrice(l.totalPrice)}</td>
                    <td>
                      <StatusBadge orderStatus={l.orderStatus} claimStatus={l.claimStatus} purchaseStatus={l.purchaseStatus} text={l.statusText} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className={styles.totals}>
            <div>
              <dt>상품금액</dt>
              <dd>{formatPrice(order.productsPrice)}</dd>
            </div>
            <div>
              <dt>배송비</dt>
              <dd>{formatPrice(order.shippingPrice)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>총 결제금액</dt>
              <dd>{formatPrice(order.totalPrice)}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="od-status">
          <div className={styles.cardHead}>
            <h2 id="od-status" className={styles.cardTitle}>
              주문상태 변경
            </h2>
          </div>
          <div className={styles.cardBody}>
            {nextOptions.length === 0 ? (
              <p className={styles.subtle}>‘{ORDER_STATUS_TEXT[order.orderStatus]}’ 상태의 주문은 더 변경할 수 없습니다.</p>
            ) : (
              <>
                <div className={styles.statusForm}>
                  <Select
                    label="변경할 상태"
                    size="sm"
                    placeholder="선택해주세요"
                    options={nextOptions}
                    value={nextStatus}
                    error={statusError}
                    onChange={(e) => {
                      setNextStatus(e.target.value as OrderStatus | '');
                      setStatusError(null);
                    }}
                  />
                  <TextField
                    label="고객 안내 문구 (선택)"
                    placeholder="비워두면 상태명이 표시됩니다"
                    maxLength={100}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                    style={{ height: 38, fontSize: 'var(--fs-14)' }}
                  />
                  <Button size="sm" onClick={askChange} loading={change.isPending}>
                    변경
                  </Button>
                </div>
                <p className={styles.statusNote}>
                  현재 상태: {ORDER_STATUS_TEXT[order.orderStatus]} · 변경 내역은 아래 이력에 처리자와 함께 기록됩니다.
                </p>
              </>
            )}
          </div>
        </section>

        <section className={styles.card} aria-labelledby="od-history">
          <div className={styles.cardHead}>
            <h2 id="od-history" className={styles.cardTitle}>
              처리 이력 <span className={styles.pageCount}>{history.length}건</span>
            </h2>
          </div>
          {history.length === 0 ? (
            <EmptyState compact title="기록된 이력이 없습니다" />
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">일시</th>
                    <th scope="col">내용</th>
                    <th scope="col">처리자</th>
                    <th scope="col">상세</th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((h) => (
                    <HistoryRow key={`${h.position}-${h.type}`} entry={h} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>

      <ConfirmDialog
        open={confirming}
        title="주문상태 변경"
        message={nextStatus ? `주문상태를 ‘${ORDER_STATUS_TEXT[nextStatus]}’(으)로 변경하시겠습니까?` : ''}
        confirmText="변경"
        loading={change.isPending}
        onConfirm={() => void applyChange()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const details = historyDetails(entry.data);
  return (
    <tr>
      <td className={styles.nowrap}>{formatDateTime(entry.at)}</td>
      <td className={styles.nowrap}>{entry.label}</td>
      <td className={styles.nowrap}>
        {entry.by ? (
          <>
            {entry.by.name}
            <span className={styles.subtle}> ({entry.by.username})</span>
          </>
        ) : (
          '시스템'
        )}
      </td>
      <td>
        {details.length ? (
          <span className={styles.historyData}>
            {details.map((d) => (
              <span key={d}>{d}</span>
            ))}
          </span>
        ) : (
          <span className={styles.subtle}>—</span>
        )}
      </td>
    </tr>
  );
}
