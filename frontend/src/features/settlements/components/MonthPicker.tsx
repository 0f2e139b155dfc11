import s from './settlements.module.css';

/** `YYYY-MM` shifted by `by` months. */
function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y! * 12 + (m! - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How a month reads in Korean: `2026년 10월`. */
const label = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`;

/**
 * The settlement month as Korean staff read it (2026년 10월), not the browser's own month picker,
 * whose language and format follow the machine: 이전 달 / 다음 달 buttons around a select of the
 * last 36 months up to `latest` (the current month in Seoul, `YYYY-MM`), and the chosen one.
 */
export function MonthPicker({ value, latest, onChange }: { value: string; latest: string; onChange: (month: string) => void }) {
  const months = Array.from({ length: 36 }, (_, i) => shift(latest, -i));
  if (!months.includes(value)) months.push(value);
  months.sort().reverse();
  return (
    <div className={s.month} role="group" aria-label="정산월">
      <button type="button" className={s.monthStep} aria-label="이전 달" onClick={() => onChange(shift(value, -1))}>
        ‹
      </button>
      <select aria-label="정산월 선택" value={value} onChange={(e) => onChange(e.target.value)}>
        {months.map((m) => (
          <option key={m} value={m}>
            {label(m)}
          </option>
        ))}
      </select>
      <button type="button" className={s.monthStep} aria-label="다음 달" disabled={value >= latest} onClick={() => onChange(shift(value, 1))}>
        ›
      </button>
    </div>
  );
}
