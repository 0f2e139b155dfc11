import { useState } from 'react';
import { OrderStatus, type BulkResponse, groupThousands } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useChangePurchases } from '../api/change-purchases';
import styles from './purchases.module.css';

/** The delivery moves offered on selected rows (contracts' ORDER_TRANSITIONS decide per row on the server). */
const MOVES = {
  [OrderStatus.ORDER_CONFIRM]: { label: '배송준비중 처리', question: '선택한 주문을 배송준비중으로 변경하시겠습니까?' },
  [OrderStatus.SHIPPING_DELAYED]: { label: '배송지연', question: '선택한 주문을 배송지연으로 변경하시겠습니까? 안내 문구는 고객에게 표시됩니다.' },
  [OrderStatus.DELIVERY_COMPLETE]: { label: '배송완료 처리', question: '선택한 주문을 배송완료로 변경하시겠습니까?' },
} as const;
type Move = keyof typeof MOVES;

/** Props of {@link BulkActions}. */
export interface BulkActionsProps {
  selectedIds: string[];
  onClear(): void;
  onReport(title: string, report: BulkResponse): void;
  onEnterInvoices(): void;
}

/** Bulk actions on the selected rows: 배송준비중, 송장 입력, 배송지연 (with a message), 배송완료; each confirmed, answered per row. */
export function BulkActions({ selectedIds, onClear, onReport, onEnterInvoices }: BulkActionsProps) {
  const change = useChangePurchases();
  const [move, setMove] = useState<Move | null>(null);
  const [message, setMessage] = useState('');
  const none = selectedIds.length === 0;

  const apply = async () => {
    if (!move) return;
    try {
      const report = await change.mutateAsync({
        ids: selectedIds,
        orderStatus: move,
        ...(move === 'SHIPPING_DELAYED' && message.trim() ? { orderStatusMessage: message.trim() } : {}),
      });
      onReport(MOVES[move].label, report);
      onClear();
    } catch (e) {
      alertError(e);
    } finally {
      setMove(null);
      setMessage('');
    }
  };

  return (
    <div className={styles.bulkBar} role="group" aria-label="선택한 주문 처리">
      <span className={styles.selectedCount}>{groupThousands(selectedIds.length)}건 선택</span>
      <Button size="sm" variant="secondary" disabled={none} onClick={() => setMove('ORDER_CONFIRM')}>
        {MOVES.ORDER_CONFIRM.label}
      </Button>
      <Button size="sm" variant="secondary" disabled={none} onClick={onEnterInvoices}>
        송장 입력
      </Button>
      <Button size="sm" variant="secondary" disabled={none} onClick={() => setMove('SHIPPING_DELAYED')}>
        {MOVES.SHIPPING_DELAYED.label}
      </Button>
      <Button size="sm" variant="secondary" disabled={none} onClick={() => setMove('DELIVERY_COMPLETE')}>
        {MOVES.DELIVERY_COMPLETE.label}
      </Button>
      {!none && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          선택 해제
        </Button>
      )}
      <ConfirmDialog
        open={move !== null}
        title={move ? MOVES[move].label : ''}
        message={
          move && (
            <>
              <p>{MOVES[move].question}</p>
              <p className={styles.help}>{groupThousands(selectedIds.length)}건 · 처리할 수 없는 주문은 결과에 사유와 함께 표시됩니다.</p>
              {move === 'SHIPPING_DELAYED' && (
                <label className={styles.messageField}>
                  <span>고객 안내 문구</span>
                  <input
                    className={styles.input}
                    maxLength={100}
                    value={message}
                    placeholder="예: 제조사 입고 지연으로 12월 3일 출고 예정입니다"
                    onChange={(e) => setMessage(e.target.value)}
                  />
                </label>
              )}
            </>
          )
        }
        confirmText="변경"
        loading={change.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setMove(null)}
      />
    </div>
  );
}
