import { Button } from '../../../shared/ui/Button';
import type { RangeRowDraft } from '../lib/shipping-form';
import styles from './shipping.module.css';

/**
 * The rows of a price or distance range table: "from" threshold (원 or km) and its charge (원).
 * The charge of the largest threshold not above the amount or distance applies (spec §9).
 */
export function RangeRows({ unit, rows, onChange, label }: { unit: '원' | 'km'; rows: RangeRowDraft[]; onChange(rows: RangeRowDraft[]): void; label: string }) {
  const set = (i: number, patch: Partial<RangeRowDraft>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const fromLabel = unit === '원' ? '주문 금액 (원 이상)' : '거리 (km 이상)';
  return (
    <div>
      <table className={styles.rangeTable} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{fromLabel}</th>
            <th scope="col">배송비 (원)</th>
            <th scope="col">
              <span className="visually-hidden">삭제</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>
                <input
                  className={styles.cellInput}
                  inputMode="numeric"
                  aria-label={`${i + 1}번째 구간 ${fromLabel}`}
                  value={r.from}
                  onChange={(e) => set(i, { from: e.target.value })}
                />
              </td>
              <td>
                <input
                  className={styles.cellInput}
                  inputMode="numeric"
                  aria-label={`${i + 1}번째 구간 배송비`}
                  value={r.amount}
                  onChange={(e) => set(i, { amount: e.target.value })}
                />
              </td>
              <td>
                <Button size="sm" variant="ghost" disabled={rows.length <= 1} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  삭제
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="sm" variant="secondary" disabled={rows.length >= 20} onClick={() => onChange([...rows, { from: '', amount: '' }])}>
        구간 추가
      </Button>
    </div>
  );
}
