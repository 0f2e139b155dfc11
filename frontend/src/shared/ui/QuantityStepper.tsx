import styles from './fields.module.css';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max?: number;
  onChange(value: number): void;
  disabled?: boolean;
  label?: string;
}

/** A − / number / + quantity control clamped to min..max. */
export function QuantityStepper({ value, min = 1, max = 999, onChange, disabled, label = '수량' }: QuantityStepperProps) {
  const clamp = (n: number) => Math.max(min, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : min));
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" aria-label="수량 줄이기" disabled={disabled || value <= min} onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
      />
      <button type="button" aria-label="수량 늘리기" disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1))}>
        +
      </button>
    </div>
  );
}
