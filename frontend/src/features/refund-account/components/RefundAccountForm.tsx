import { useState, type FormEvent } from 'react';
import { BANK_CODES, RECEIPT_MESSAGES, isAccountNumber } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { useValidatedForm } from '../../../shared/hooks/use-validated-form';
import { Button } from '../../../shared/ui/Button';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import fieldStyles from '../../../shared/ui/fields.module.css';
import { useSaveRefundAccount } from '../api/refund-account';
import styles from './refund-account.module.css';

interface Values extends Record<string, unknown> {
  bankCode: string;
  accountHolder: string;
  accountNumber: string;
}

const BANKS = Object.entries(BANK_CODES).map(([value, label]) => ({ value, label }));
const digitsAndDashes = (raw: string) => raw.replace(/[^\d-]/g, '').slice(0, 20);

/** The refund account form: bank, holder and number; checks as the server does, then saves. */
export function RefundAccountForm({ holder, onSaved, onCancel }: { holder: string; onSaved(): void; onCancel?: () => void }) {
  const save = useSaveRefundAccount();
  const [error, setError] = useState<string | null>(null);
  const form = useValidatedForm<Values>(
    { bankCode: '', accountHolder: holder, accountNumber: '' },
    {
      bankCode: (v) => (v.bankCode in BANK_CODES ? null : RECEIPT_MESSAGES.BANK_CODE),
      accountHolder: (v) => (v.accountHolder.trim() && v.accountHolder.length <= 30 ? null : RECEIPT_MESSAGES.ACCOUNT_HOLDER),
      accountNumber: (v) => (isAccountNumber(v.accountNumber) ? null : RECEIPT_MESSAGES.ACCOUNT_NUMBER),
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (form.validateAll()) return;
    try {
      await save.mutateAsync({ bankCode: form.values.bankCode, accountHolder: form.values.accountHolder.trim(), accountNumber: form.values.accountNumber });
      onSaved();
    } catch (err) {
      setError(err instanceof ApiRequestError ? (err.errors?.[0]?.message ?? err.message) : '환불계좌를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="환불계좌 등록">
      <Select
        label={
          <>
            은행
            <span className={fieldStyles.required} aria-hidden>
              *
            </span>
          </>
        }
        name="bankCode"
        required
        placeholder="은행을 선택해주세요"
        options={BANKS}
        value={form.values.bankCode}
        error={form.errors.bankCode}
        onChange={(e) => form.setValues({ bankCode: e.target.value })}
      />
      <TextField label="예금주" required autoComplete="name" {...form.textProps('accountHolder')} />
      <TextField
        label="계좌번호"
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="숫자만 입력해주세요"
        hint="본인 명의의 계좌를 입력해주세요. 계좌번호는 암호화되어 보관됩니다."
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
        <Button type="submit" loading={save.isPending}>
          저장
        </Button>
      </div>
    </form>
  );
}
