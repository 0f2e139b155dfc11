import { useState, type FormEvent } from 'react';
import { STATISTICS_PRESETS, type StatisticsPeriod, type StatisticsPreset } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import type { StatisticsSearch } from '../lib/statistics-search';
import styles from './reporting.module.css';

const PRESETS = Object.entries(STATISTICS_PRESETS) as [StatisticsPreset, string][];

/** The range bar: one button per preset (이번 달 … 최근 12개월), and for 직접 입력 two days and 조회. */
export function StatisticsRange({
  search,
  period,
  onChange,
}: {
  search: StatisticsSearch;
  period: StatisticsPeriod | null;
  onChange(search: StatisticsSearch): void;
}) {
  const preset = search.preset ?? 'last30';
  const [from, setFrom] = useState(search.from ?? period?.from ?? '');
  const [to, setTo] = useState(search.to ?? period?.to ?? '');
  const [custom, setCustom] = useState(preset === 'custom');

  const pick = (p: StatisticsPreset) => {
    if (p === 'custom') {
      setCustom(true);
      if (period) {
        setFrom(period.from);
        setTo(period.to);
      }
      return;
    }
    setCustom(false);
    onChange({ preset: p === 'last30' ? undefined : p });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ preset: 'custom', from, to });
  };

  return (
    <div className={styles.range}>
      <div className={styles.presets} role="group" aria-label="기간 선택">
        {PRESETS.map(([p, label]) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={custom ? p === 'custom' : p === preset} onClick={() => pick(p)}>
            {label}
          </button>
        ))}
      </div>
      {custom && (
        <form className={styles.custom} onSubmit={submit}>
          <label>
            <span className="visually-hidden">시작일</span>
            <input type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
          </label>
          <span aria-hidden="true">~</span>
          <label>
            <span className="visually-hidden">종료일</span>
            <input type="date" value={to} required onChange={(e) => setTo(e.target.value)} />
          </label>
          <Button type="submit" size="sm">
            조회
          </Button>
        </form>
      )}
    </div>
  );
}
