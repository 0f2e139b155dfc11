import { useState } from 'react';
import { PLANNER_LIMITS, PLANNER_MESSAGES, plannerSizeOk, type PlannerInput } from '@shop/contracts';
import { TextField } from '../../../shared/ui';
import styles from './planner.module.css';

/**
 * The planner's questions: the room's inside width and depth in cm (taken when whole and within
 * the limits, with the Korean message otherwise), a bathtub or a shower, one basin or two.
 */
export function PlannerForm({ input, onChange }: { input: PlannerInput; onChange(next: PlannerInput): void }) {
  const [width, setWidth] = useState(String(input.width));
  const [depth, setDepth] = useState(String(input.depth));
  // A size the URL changes by itself (back, forward, a link) is shown; a field is left as typed when
  // only the other size moved: the other field's navigation may land while this one is being typed.
  const [shown, setShown] = useState({ width: input.width, depth: input.depth });
  if (shown.width !== input.width || shown.depth !== input.depth) {
    if (shown.width !== input.width && Number(width) !== input.width) setWidth(String(input.width));
    if (shown.depth !== input.depth && Number(depth) !== input.depth) setDepth(String(input.depth));
    setShown({ width: input.width, depth: input.depth });
  }
  const size = (text: string, apply: (n: number) => void) => {
    const n = Number(text);
    if (plannerSizeOk(n)) apply(n);
  };
  const bad = (text: string) => (text !== '' && !plannerSizeOk(Number(text)) ? PLANNER_MESSAGES.SIZE : null);
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="욕실 조건">
      <div className={styles.sizes}>
        <TextField
          label="가로 (cm)"
          inputMode="numeric"
          value={width}
          min={PLANNER_LIMITS.min}
          max={PLANNER_LIMITS.max}
          error={bad(width)}
          onChange={(e) => {
            setWidth(e.target.value);
            size(e.target.value, (n) => onChange({ ...input, width: n }));
          }}
        />
        <TextField
          label="세로 (cm)"
          inputMode="numeric"
          value={depth}
          min={PLANNER_LIMITS.min}
          max={PLANNER_LIMITS.max}
          error={bad(depth)}
          onChange={(e) => {
            setDepth(e.target.value);
            size(e.target.value, (n) => onChange({ ...input, depth: n }));
          }}
        />
      </div>
      <fieldset className={styles.choice}>
        <legend>목욕 공간</legend>
        {(
          [
            ['bathtub', '욕조'],
            ['shower', '샤워 공간'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="bathing" checked={input.bathing === value} onChange={() => onChange({ ...input, bathing: value })} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choice}>
        <legend>세면대</legend>
        {([1, 2] as const).map((n) => (
          <label key={n}>
            <input type="radio" name="basins" checked={input.basins === n} onChange={() => onChange({ ...input, basins: n })} /> {n}개
          </label>
        ))}
      </fieldset>
      <p className={styles.hint}>문은 앞쪽 벽 가운데에 있다고 보고 계획합니다.</p>
    </form>
  );
}
