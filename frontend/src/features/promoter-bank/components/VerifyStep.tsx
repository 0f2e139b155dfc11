import { useState, type FormEvent } from 'react';
import { BANK_VERIFICATION_MESSAGES, HOLD_SENDER_PREFIX, isHoldCode, type HoldVerificationView } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useVerifyHold } from '../api/verify-hold';
import { minutesSeconds, useRemaining } from '../hooks/use-remaining';
import styles from './promoter-bank.module.css';

/**
 * VERIFY: tells the member where to find the code (the 1원 deposit's sender name), takes it,
 * and shows the attempts left and the time left. Outdated or out of attempts, it offers a new request.
 */
export function VerifyStep({ verification, onRestart }: { verification: HoldVerificationView; onRestart(): void }) {
  const verify = useVerifyHold();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = useRemaining(verification.expiresAt);
  const closed = verification.isOutDated || left === 0 || verification.attemptsLeft === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!isHoldCode(code)) return setError(BANK_VERIFICATION_MESSAGES.CODE);
    try {
      await verify.mutateAsync({ id: verification.id, code: code.trim() });
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : '인증하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="1원 확인">
      <div className={styles.sent}>
        <p className={styles.sentAccount}>
          {verification.bank.name} <span className={styles.number}>{verification.bank.accountNumberMasked}</span> · {verification.bank.accountHolder}
        </p>
        <p>
          이 계좌로 <strong>{verification.sendAmount}원</strong>을 보냈습니다. 은행 앱의 입금 내역에서 입금자명 <strong>{HOLD_SENDER_PREFIX}</strong> 뒤의 숫자
          4자리를 입력해주세요.
        </p>
        <p className={styles.example} aria-hidden>
          예) {HOLD_SENDER_PREFIX}
          <mark>1234</mark>
        </p>
      </div>
      <TextField
        label="인증번호"
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        placeholder="숫자 4자리"
        value={code}
        disabled={closed}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <p className={styles.meta} aria-live="polite">
        <span>남은 시간 {closed && verification.attemptsLeft > 0 ? '0:00' : minutesSeconds(left)}</span>
        <span>남은 입력 횟수 {verification.attemptsLeft}회</span>
      </p>
      {closed && (
        <p className={styles.error} role="alert">
          {verification.attemptsLeft === 0
            ? '인증번호를 5회 잘못 입력하셨습니다. 1원 인증을 다시 요청해주세요.'
            : '인증 시간이 지났습니다. 1원 인증을 다시 요청해주세요.'}
        </p>
      )}
      {error && !closed && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onRestart}>
          {closed ? '다시 요청하기' : '계좌 다시 입력'}
        </Button>
        {!closed && (
          <Button type="submit" loading={verify.isPending}>
            인증하기
          </Button>
        )}
      </div>
    </form>
  );
}
