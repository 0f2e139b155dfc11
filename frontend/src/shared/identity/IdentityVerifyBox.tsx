import { maskName, maskPhone } from '@shop/contracts';
import { Button } from '../ui/Button';
import type { VerificationState } from './use-identity-verification';
import styles from './verify.module.css';

/** Props of {@link IdentityVerifyBox}. */
export interface IdentityVerifyBoxProps {
  state: VerificationState;
  onStart(): void;
  /** What verifying does on this page (one line under the title). */
  description: string;
  /** The block's title (default 휴대폰 본인인증). */
  title?: string;
}

/**
 * The 휴대폰 본인인증 block of a form: a button that opens KCP's popup, then the verified person
 * (masked) once the popup answered, or why it failed.
 */
export function IdentityVerifyBox({ state, onStart, description, title = '휴대폰 본인인증' }: IdentityVerifyBoxProps) {
  if (state.status === 'verified') {
    return (
      <div className={`${styles.box} ${styles.done}`} role="status">
        <span className={styles.mark} aria-hidden>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M5 12.5 10 17l9-10" />
          </svg>
        </span>
        <div>
          <p className={styles.title}>본인인증 완료</p>
          <p className={styles.text}>
            {maskName(state.person.name)} · {maskPhone(state.person.phone)}
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{description}</p>
        {state.status === 'failed' && (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        )}
      </div>
      <Button type="button" variant="secondary" onClick={onStart} loading={state.status === 'pending'}>
        {state.status === 'pending' ? '인증 진행 중' : '휴대폰 본인인증'}
      </Button>
    </div>
  );
}
