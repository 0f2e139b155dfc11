import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { REJOIN_AFTER_WITHDRAWAL_DAYS, WITHDRAW_REASONS } from '@shop/contracts';
import { ApiRequestError, clearClientSession } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { TextArea, TextField } from '../../../shared/ui/TextField';
import { useVerifyPassword, useWithdraw } from '../api/my-account';
import styles from './account.module.css';

const OTHER = '기타';

/**
 * /mypage/leave (spec §2; §7 POST me/withdraw): what leaving means (coupons and points are lost,
 * orders are kept as the law asks, the ID cannot be used again), a reason, the password, and a
 * confirmation; then the session ends here and the member lands on the home page.
 */
export function LeavePage() {
  const navigate = useNavigate();
  const verify = useVerifyPassword();
  const withdraw = useWithdraw();
  const [reason, setReason] = useState<string>('');
  const [other, setOther] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const said = reason === OTHER ? other.trim() : reason;

  const ask = (e: FormEvent) => {
    e.preventDefault();
    const found = { reason: said.length < 2 ? '탈퇴 사유를 입력해주세요' : undefined, password: password ? undefined : '비밀번호를 입력해주세요' };
    setErrors(found);
    if (!found.reason && !found.password) setConfirming(true);
  };

  const leave = async () => {
    setFailure(null);
    try {
      const { verification } = await verify.mutateAsync(password);
      await withdraw.mutateAsync({ reason: said, verification });
      clearClientSession();
      window.alert('회원 탈퇴가 완료되었습니다. 그동안 세라메종을 이용해 주셔서 감사합니다.');
      await navigate({ to: '/', replace: true });
    } catch (err) {
      setConfirming(false);
      if (err instanceof ApiRequestError && err.code === 'PASSWORD_MISMATCH') setErrors({ password: err.message });
      else setFailure(err instanceof Error ? err.message : '탈퇴하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };

  return (
    <section aria-labelledby="leave-title">
      <header className={styles.pageHead}>
        <h2 id="leave-title" className={styles.pageTitle}>
          회원 탈퇴
        </h2>
      </header>
      <form className={styles.form} onSubmit={ask} noValidate aria-label="회원 탈퇴">
        <div className={styles.caution} aria-labelledby="leave-caution">
          <h3 id="leave-caution">탈퇴 전에 꼭 확인해주세요</h3>
          <ul>
            <li>보유하신 쿠폰과 적립금은 모두 사라지며 다시 받을 수 없습니다.</li>
            <li>주문·결제·교환·반품 기록은 전자상거래법에 따라 5년간 보관된 뒤 파기됩니다.</li>
            <li>탈퇴한 아이디는 다시 사용할 수 없습니다.</li>
            <li>본인인증으로 가입하셨다면 탈퇴 후 {REJOIN_AFTER_WITHDRAWAL_DAYS}일이 지나야 다시 가입하실 수 있습니다.</li>
          </ul>
        </div>
        <fieldset className={styles.reasons}>
          <legend>탈퇴 사유</legend>
          {WITHDRAW_REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => (setReason(r), setErrors({ ...errors, reason: undefined }))} />
              {r}
            </label>
          ))}
          {reason === OTHER && <TextArea label="직접 입력" value={other} maxLength={200} onChange={(e) => setOther(e.target.value)} />}
          {errors.reason && (
            <p className={styles.fieldError} role="alert">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextField
          label="비밀번호 확인"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          maxLength={100}
          onChange={(e) => setPassword(e.target.value)}
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" size="lg" variant="secondary">
            회원 탈퇴
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="회원 탈퇴"
        message="정말 탈퇴하시겠습니까? 쿠폰과 적립금은 복구되지 않습니다."
        confirmText="탈퇴하기"
        loading={verify.isPending || withdraw.isPending}
        onConfirm={() => void leave()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
