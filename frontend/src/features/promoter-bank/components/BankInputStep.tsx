import { useState, type FormEvent } from 'react';
import { BANK_CODES, RECEIPT_MESSAGES, isAccountNumber } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { useValidatedForm } from '../../../shared/hooks/use-validated-form';
import { Button } from '../../../shared/ui/Button';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { useRequestHoldVerification } from '../api/request-hold-verification';
import styles from './promoter-bank.module.css';

interface Values extends Record<string, unknown> {
  code: string;
  accountHolder: string;
  accountNumber: string;
}

/** Banks by their 금융결제원 codes (004 KB국민, 088 신한, 020 우리, 081 하나, 011 NH농협, 003 IBK기업, 090 카카오뱅크, 092 토스뱅크, …). */
const BANKS = Object.entries(BANK_CODES).map(([value, label]) => ({ value, label }));
const digitsAndDashes = (raw: string) => raw.replace(/[^\d-]/g, '').slice(0, 20);

/** INPUT: bank, holder and number, checked as the server does; sends the 1원 on submit, then calls `onSent`. */
export function BankInputStep({ holder, onSent, onCancel }: { holder: string; onSent(): void; onCancel?: () => void }) {
  const request = useRequestHoldVerification();
  const [error, setError] = useState<string | null>(null);
  const form = useValidatedForm<Values>(
    { code: '', accountHolder: holder, accountNumber: '' },
    {
      code: (v) => (v.code in BANK_CODES ? null : RECEIPT_MESSAGES.BANK_CODE),
      accountHolder: (v) => (v.accountHolder.trim() && v.accountHolder.length <= 30 ? null : RECEIPT_MESSAGES.ACCOUNT_HOLDER),
      accountNumber: (v) => (isAccountNumber(v.accountNumber) ? null : RECEIPT_MESSAGES.ACCOUNT_NUMBER),
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (form.validateAll()) return;
    const { code, accountHolder, accountNumber } = form.values;
    try {
      await request.mutateAsync({ bank: { code, accountHolder: accountHolder.trim(), accountNumber } });
      onSent();
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : '1원을 보내지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="계좌 입력">
      <p className={styles.lead}>본인 명의의 계좌로 1원을 보내 드립니다. 입금자명에 표시된 숫자 4자리로 계좌를 확인합니다.</p>
      <Select
        label="은행"
        name="code"
        required
        placeholder="은행을 선택해주세요"
        options={BANKS}
        value={form.values.code}
        error={form.errors.code}
        onChange={(e) => form.setValues({ code: e.target.value })}
      />
      <TextField label="예금주" required autoComplete="name" {...form.textProps('accountHolder')} />
      <TextField
        label="계좌번호"
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="숫자만 입력해주세요"
        hint="계좌번호는 암호화되어 보관되고, 가려진 채로만 표시됩니다."
        {...form.textProps('accountNumber', digitsAndDashes)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            취소
          </Button>
        )}
        <Button type="submit" loading={request.isPending}>
          1원 보내기
        </Button>
      </div>
    </form>
  );
}
