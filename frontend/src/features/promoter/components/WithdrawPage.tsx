import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { formatDate, formatPrice, netPayoutOf, withdrawalAmountProblem, type BonusWithdrawalResult } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { IdentityVerifyBox } from '../../../shared/identity/IdentityVerifyBox';
import { useIdentityVerification } from '../../../shared/identity/use-identity-verification';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Stepper } from '../../../shared/ui/Stepper';
import { TextField } from '../../../shared/ui/TextField';
import { useBonusWithdrawalTerms, useWithdrawBonus } from '../api/withdrawal';
import { PromoterGate } from './PromoterGate';
import { WithdrawalBreakdown } from './WithdrawalBreakdown';
import { WithdrawResult } from './WithdrawResult';
import styles from './withdraw.module.css';
import page from './promoter.module.css';

/** The four steps of spec §4 Bonus withdrawal. */
const STEPS = ['금액 확인', '계좌 확인', '본인 인증', '입금 결과'] as const;

/**
 * /promoter/bonuses-withdraw (spec §2, §3 Bonus withdrawal, §4 steps): confirm the amount (at
 * least the minimum, at most the balance, with the withholding and fee shown), confirm the
 * account verified by 1원 인증, verify identity (휴대폰 본인인증 of the promoter), then the
 * deposit result. A member who is not an approved promoter is sent to the application.
 */
export function WithdrawPage() {
  return (
    <section aria-labelledby="withdraw-title">
      <header className={page.head}>
        <h1 id="withdraw-title" className={page.title}>
          보너스 출금
        </h1>
        <p className={page.lead}>원천징수(3.3%)와 이체 수수료를 뺀 금액이 인증한 계좌로 입금됩니다.</p>
      </header>
      <PromoterGate>{() => <WithdrawSteps />}</PromoterGate>
    </section>
  );
}

function WithdrawSteps() {
  const terms = useBonusWithdrawalTerms();
  const withdraw = useWithdrawBonus();
  const [step, setStep] = useState(0);
  const [amountText, setAmountText] = useState<string | null>(null);
  const [amountShown, setAmountShown] = useState<string | null>(null);
  const [result, setResult] = useState<BonusWithdrawalResult | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const withdrawalId = useRef(crypto.randomUUID());
  const verification = useIdentityVerification();

  if (terms.isPending) return <LoadingBlock label="출금 정보를 불러오는 중입니다" />;
  if (terms.isError) return <LoadError title="출금 정보를 불러오지 못했습니다" error={terms.error} onRetry={() => terms.refetch()} />;
  const t = terms.data;
  const amount = Number((amountText ?? String(t.balance)).replace(/[^\d]/g, ''));

  const startOver = () => {
    withdrawalId.current = crypto.randomUUID();
    verification.reset();
    setResult(null);
    setAmountText(null);
    setStep(0);
  };
  const submit = async () => {
    if (!verification.verified) return setSubmitError('휴대폰 본인인증을 진행해주세요');
    setSubmitError(null);
    try {
      const answer = await withdraw.mutateAsync({ _certification: verification.verified.certification, amount, withdrawalId: withdrawalId.current });
      setResult(answer);
      setStep(3);
    } catch (err) {
      const code = err instanceof ApiRequestError ? err.code : null;
      verification.reset();
      if (code === 'BONUS_INSUFFICIENT' || code === 'BONUS_BELOW_MINIMUM') {
        setAmountShown(err instanceof Error ? err.message : null);
        return setStep(0);
      }
      setSubmitError(err instanceof Error && err.message ? err.message : '출금하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };

  if (step < 3 && t.balance < t.minimumWithdrawal)
    return (
      <EmptyState
        title="출금할 수 있는 보너스가 부족합니다"
        description={`보유 보너스 ${formatPrice(t.balance)} · ${formatPrice(t.minimumWithdrawal)}부터 출금하실 수 있습니다.`}
        action={
          <Link to="/promoter/bonuses" className={buttonClassName('secondary')}>
            보너스 내역 보기
          </Link>
        }
      />
    );

  return (
    <div className={styles.card}>
      <Stepper steps={STEPS} current={step} label="보너스 출금 단계" />
      {step === 0 && (
        <form
          className={styles.step}
          onSubmit={(e) => {
            e.preventDefault();
            const error = withdrawalAmountProblem(amount, t);
            setAmountShown(error);
            if (!error) setStep(1);
          }}
        >
          <h2 className={styles.stepTitle}>얼마를 출금할까요?</h2>
          <div className={styles.balance}>
            <span>
              출금 가능 보너스 <strong>{formatPrice(t.balance)}</strong>
            </span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setAmountText(String(t.balance));
                setAmountShown(null);
              }}
            >
              전액
            </Button>
          </div>
          <TextField
            label="출금 신청 금액 (원)"
            inputMode="numeric"
            value={amountText ?? String(t.balance)}
            onChange={(e) => {
              setAmountText(e.target.value.replace(/[^\d]/g, ''));
              setAmountShown(null);
            }}
            error={amountShown}
            hint={`최소 ${formatPrice(t.minimumWithdrawal)}`}
          />
          <WithdrawalBreakdown amount={amount} charge={t.transferCharge} />
          <div className={styles.actions}>
            <Button type="submit">다음</Button>
          </div>
        </form>
      )}
      {step === 1 && (
        <div className={styles.step}>
          <h2 className={styles.stepTitle}>입금받을 계좌를 확인해주세요</h2>
          {t.account ? (
            <div className={styles.account}>
              <span className={styles.muted}>
                {t.account.bankName} · 예금주 {t.account.accountHolder}
              </span>
              <span className={styles.accountNumber}>{t.account.accountNumberMasked}</span>
              <span className={styles.muted}>{formatDate(t.account.verifiedAt)} 1원 인증 완료</span>
            </div>
          ) : (
            <p className={styles.error} role="alert">
              인증된 출금 계좌가 없습니다. 계좌 인증을 먼저 진행해주세요.
            </p>
          )}
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={() => setStep(0)}>
              이전
            </Button>
            <Link to="/promoter/bank" className={buttonClassName(t.account ? 'secondary' : 'primary')}>
              {t.account ? '다른 계좌 인증하기' : '계좌 인증하기'}
            </Link>
            {t.account && (
              <Button type="button" onClick={() => setStep(2)}>
                이 계좌로 받기
              </Button>
            )}
          </div>
        </div>
      )}
      {step === 2 && (
        <div className={styles.step}>
          <h2 className={styles.stepTitle}>본인 확인</h2>
          <IdentityVerifyBox state={verification.state} onStart={verification.start} description="프로모터 본인의 휴대폰으로 인증해주세요." />
          <WithdrawalBreakdown amount={amount} charge={t.transferCharge} />
          {submitError && (
            <p className={styles.error} role="alert">
              {submitError}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={() => setStep(1)} disabled={withdraw.isPending}>
              이전
            </Button>
            <Button type="button" onClick={submit} loading={withdraw.isPending} disabled={!verification.verified}>
              {formatPrice(netPayoutOf(amount, t.transferCharge).net)} 출금 신청
            </Button>
          </div>
        </div>
      )}
      {step === 3 && result && <WithdrawResult result={result} onAgain={startOver} />}
    </div>
  );
}
