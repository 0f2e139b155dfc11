import type { BankVerificationStage } from '@shop/contracts';
import styles from './promoter-bank.module.css';

const STEPS: { stage: BankVerificationStage; label: string }[] = [
  { stage: 'INPUT', label: '계좌 입력' },
  { stage: 'VERIFY', label: '1원 확인' },
  { stage: 'SUCCESS', label: '인증 완료' },
];

/** The three stages of bank verification (spec §4 INPUT, VERIFY, SUCCESS), the current one marked. */
export function BankStepper({ stage }: { stage: BankVerificationStage }) {
  const at = STEPS.findIndex((s) => s.stage === stage);
  return (
    <ol className={styles.stepper} aria-label="계좌 인증 단계">
      {STEPS.map((s, i) => (
        <li key={s.stage} className={i < at ? styles.stepDone : i === at ? styles.stepCurrent : styles.step} aria-current={i === at ? 'step' : undefined}>
          <span className={styles.stepDot} aria-hidden>
            {i < at ? '✓' : i + 1}
          </span>
          <span className={styles.stepLabel}>{s.label}</span>
        </li>
      ))}
    </ol>
  );
}
