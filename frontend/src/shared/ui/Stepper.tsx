import styles from './Stepper.module.css';

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Each step's short label, in order. */
  steps: readonly string[];
  /** The index of the current step (0-based); those before it are shown done. */
  current: number;
  /** What the steps are of, for screen readers (e.g. 계좌 인증 단계). */
  label: string;
}

/** The numbered steps of a task done in order, the current one marked (`aria-current="step"`) and those before it ticked. */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <ol className={styles.stepper} aria-label={label}>
      {steps.map((text, i) => (
        <li
          key={text}
          className={i < current ? styles.stepDone : i === current ? styles.stepCurrent : styles.step}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={styles.stepDot} aria-hidden>
            {i < current ? '✓' : i + 1}
          </span>
          <span className={styles.stepLabel}>{text}</span>
        </li>
      ))}
    </ol>
  );
}
