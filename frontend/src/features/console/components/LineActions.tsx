import { useState } from 'react';
import { COURIERS, INVOICE_NUMBER_PATTERN, type CourierCode, type OrderLine } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useChangePurchase } from '../api/change-purchases';
import { useInvoices } from '../api/invoices';
import { lineActions, type LineAction } from '../lib/line-actions';
import styles from './order-detail.module.css';

/**
 * The actions the transition tables offer on one line, each confirmed in a dialog: claim steps
 * (a refusal needs its reason, shown to the member), collection steps, delivery steps, and the
 * invoice (courier and tracking number) that ships a line being prepared.
 */
export function LineActions({ orderId, line }: { orderId: string; line: OrderLine }) {
  const change = useChangePurchase(orderId);
  const { one } = useInvoices();
  const [action, setAction] = useState<LineAction | null>(null);
  const [message, setMessage] = useState('');
  const [courier, setCourier] = useState<CourierCode>('04');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const actions = lineActions(line);
  if (actions.length === 0) return <span className={styles.help}>—</span>;

  const open = (a: LineAction) => {
    setAction(a);
    setMessage('');
    setNumber('');
    setError(null);
  };
  const apply = async () => {
    if (!action) return;
    if (action.key === 'invoice' && !INVOICE_NUMBER_PATTERN.test(number.trim())) return setError('송장번호는 숫자와 하이픈 6~30자로 입력해주세요');
    if (action.message === 'required' && !message.trim()) return setError('처리 사유를 입력해주세요');
    try {
      if (action.key === 'invoice') await one.mutateAsync({ purchaseNumber: line.purchaseNumber!, courierCode: courier, invoiceNumber: number.trim() });
      else
        await change.mutateAsync({ id: line._id, ...action.body, ...(action.messageField && message.trim() ? { [action.messageField]: message.trim() } : {}) });
      setAction(null);
    } catch (e) {
      setAction(null);
      alertError(e);
    }
  };

  return (
    <div className={styles.actions}>
      {actions.map((a) => (
        <Button key={a.key} size="sm" variant={a.danger ? 'ghost' : 'secondary'} onClick={() => open(a)} disabled={a.key === 'invoice' && !line.purchaseNumber}>
          {a.label}
        </Button>
      ))}
      <ConfirmDialog
        open={action !== null}
        title={action?.label ?? ''}
        confirmText={action?.label ?? '확인'}
        loading={change.isPending || one.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setAction(null)}
        message={
          action && (
            <>
              <p>
                {line.purchaseNumber ?? line.product.name} · {line.product.name}
              </p>
              {action.key === 'invoice' ? (
                <>
                  <label className={styles.field}>
                    <span>택배사</span>
                    <select className={styles.input} value={courier} onChange={(e) => setCourier(e.target.value as CourierCode)}>
                      {Object.entries(COURIERS).map(([code, name]) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className={styles.field}>
                    <span>송장번호</span>
                    <input className={styles.input} inputMode="numeric" value={number} onChange={(e) => setNumber(e.target.value)} />
                  </label>
                  <p className={styles.help}>등록하면 배송중으로 바뀌고 고객에게 송장번호가 표시됩니다.</p>
                </>
              ) : (
                action.message !== 'none' && (
                  <label className={styles.field}>
                    <span>{action.message === 'required' ? '처리 사유 (고객에게 표시됩니다)' : '고객 안내 문구 (선택)'}</span>
                    <input className={styles.input} maxLength={100} value={message} onChange={(e) => setMessage(e.target.value)} />
                  </label>
                )
              )}
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </>
          )
        }
      />
    </div>
  );
}
