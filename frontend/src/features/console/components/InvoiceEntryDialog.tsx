import { useEffect, useState } from 'react';
import { COURIERS, INVOICE_NUMBER_PATTERN, type BulkResponse, type CourierCode, type Purchase } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { useInvoices } from '../api/invoices';
import styles from './purchases.module.css';

const COURIER_OPTIONS = Object.entries(COURIERS) as [CourierCode, string][];

/**
 * 송장 입력 for the selected rows: one courier for all, a tracking number per row; sent as one
 * bulk call (PUT invoices) whose per-row report is handed to `onDone`. Rows without a number
 * are left out; a malformed number is flagged before sending.
 */
export function InvoiceEntryDialog({
  purchases,
  open,
  onClose,
  onDone,
}: {
  purchases: Purchase[];
  open: boolean;
  onClose(): void;
  onDone(report: BulkResponse): void;
}) {
  const { many } = useInvoices();
  const [courier, setCourier] = useState<CourierCode>('04');
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) setNumbers({});
  }, [open]);
  const filled = purchases.filter((p) => p.purchaseNumber && numbers[p._id]?.trim());
  const bad = filled.filter((p) => !INVOICE_NUMBER_PATTERN.test(numbers[p._id]!.trim()));

  const send = async () => {
    try {
      const report = await many.mutateAsync(
        filled.map((p) => ({ purchaseNumber: p.purchaseNumber!, courierCode: courier, invoiceNumber: numbers[p._id]!.trim() })),
      );
      onDone(report);
    } catch (e) {
      alertError(e);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="송장 입력"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button onClick={() => void send()} loading={many.isPending} disabled={filled.length === 0 || bad.length > 0}>
            {filled.length}건 송장 등록
          </Button>
        </>
      }
    >
      <label className={styles.inlineField}>
        <span>택배사</span>
        <select className={styles.input} value={courier} onChange={(e) => setCourier(e.target.value as CourierCode)} aria-label="택배사">
          {COURIER_OPTIONS.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <ul className={styles.invoiceRows}>
        {purchases.map((p) => {
          const value = numbers[p._id] ?? '';
          const invalid = value.trim() !== '' && !INVOICE_NUMBER_PATTERN.test(value.trim());
          return (
            <li key={p._id}>
              <span className={styles.invoiceWhat}>
                <strong>{p.purchaseNumber ?? p.orderNumber}</strong>
                <span className={styles.subtle}>
                  {p.product.name} · {p.statusText}
                </span>
              </span>
              <input
                className={styles.input}
                inputMode="numeric"
                placeholder="송장번호"
                aria-label={`${p.purchaseNumber ?? p.orderNumber} 송장번호`}
                aria-invalid={invalid || undefined}
                value={value}
                disabled={!p.purchaseNumber}
                onChange={(e) => setNumbers({ ...numbers, [p._id]: e.target.value })}
              />
            </li>
          );
        })}
      </ul>
      {bad.length > 0 && (
        <p className={styles.filterError} role="alert">
          송장번호는 숫자와 하이픈 6~30자로 입력해주세요
        </p>
      )}
    </Dialog>
  );
}
