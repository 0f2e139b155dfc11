import { ORDER_STATUS_TEXT, type Order, type OrderStatus } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Section } from '../../../shared/ui/Section';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { useStatusChange } from '../hooks/use-status-change';
import { NEXT_ORDER_STATUSES } from '../lib/transitions';
import styles from './console.module.css';

/**
 * 주문상태 변경 of an order's console page: the statuses the order may move to (contracts'
 * transitions), an optional message for the customer and 변경, confirmed in a dialog; a final
 * status says it cannot change any more.
 */
export function StatusChangeCard({ order }: { order: Order }) {
  const change = useStatusChange(order);
  const nextOptions = NEXT_ORDER_STATUSES[order.orderStatus].map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s] }));
  return (
    <Section title="주문상태 변경" variant="card" padded>
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
              value={change.nextStatus}
              error={change.statusError}
              onChange={(e) => change.pickStatus(e.target.value as OrderStatus | '')}
            />
            <TextField
              label="고객 안내 문구 (선택)"
              placeholder="비워두면 상태명이 표시됩니다"
              maxLength={100}
              value={change.message}
              onChange={(e) => change.setMessage(e.target.value)}
              style={{ height: 38, fontSize: 'var(--fs-14)' }}
            />
            <Button size="sm" onClick={change.ask} loading={change.pending}>
              변경
            </Button>
          </div>
          <p className={styles.statusNote}>현재 상태: {ORDER_STATUS_TEXT[order.orderStatus]} · 변경 내역은 아래 이력에 처리자와 함께 기록됩니다.</p>
        </>
      )}
      <ConfirmDialog
        open={change.confirming}
        title="주문상태 변경"
        message={change.nextStatus ? `주문상태를 ‘${ORDER_STATUS_TEXT[change.nextStatus]}’(으)로 변경하시겠습니까?` : ''}
        confirmText="변경"
        loading={change.pending}
        onConfirm={() => void change.apply()}
        onCancel={change.cancel}
      />
    </Section>
  );
}
