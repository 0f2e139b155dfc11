import { BANK_CODES, RECEIPT_MESSAGES, isAccountNumber } from '@shop/contracts';
import type { FormValidators, ValidatedForm } from '../hooks/use-validated-form';
import { Select } from '../ui/Select';
import { TextField } from '../ui/TextField';
import styles from './bank-account.module.css';

/** The fields a form holding a bank account keeps (spec §3 bank: code, accountHolder, accountNumber). */
export interface BankAccountValues extends Record<string, unknown> {
  bankCode: string;
  accountHolder: string;
  accountNumber: string;
}

const BANKS = Object.entries(BANK_CODES).map(([value, label]) => ({ value, label }));
const digitsUpTo14 = (raw: string) => raw.replace(/\D/g, '').slice(0, 14);
const isEmpty = (v: BankAccountValues) => !v.bankCode && !v.accountHolder.trim() && !v.accountNumber;

/**
 * The checks of a bank account with the shared Korean messages (RECEIPT_MESSAGES, the same the
 * server's BankAccountDto gives). `optional`: an account left wholly empty passes, one begun
 * must be whole.
 */
export function bankAccountValidators<V extends BankAccountValues>(optional = false): FormValidators<V> {
  const skip = (v: V) => optional && isEmpty(v);
  return {
    bankCode: (v) => (skip(v) || v.bankCode in BANK_CODES ? null : RECEIPT_MESSAGES.BANK_CODE),
    accountHolder: (v) => (skip(v) || (v.accountHolder.trim() && v.accountHolder.length <= 30) ? null : RECEIPT_MESSAGES.ACCOUNT_HOLDER),
    accountNumber: (v) => (skip(v) || isAccountNumber(v.accountNumber) ? null : RECEIPT_MESSAGES.ACCOUNT_NUMBER),
  } as FormValidators<V>;
}

/** The account as the API takes it, or undefined when an optional account was left empty. */
export function bankAccountOf(v: BankAccountValues): { code: string; accountHolder: string; accountNumber: string } | undefined {
  if (isEmpty(v)) return undefined;
  return { code: v.bankCode, accountHolder: v.accountHolder.trim(), accountNumber: v.accountNumber };
}

/** 은행, 예금주, 계좌번호 of a form built with useValidatedForm; `required` marks them required. */
export function BankAccountFields<V extends BankAccountValues>({ form, required = false }: { form: ValidatedForm<V>; required?: boolean }) {
  const { values, errors } = form;
  return (
    <>
      <Select
        label="은행"
        name="bankCode"
        required={required}
        placeholder="은행을 선택해주세요"
        options={BANKS}
        value={values.bankCode}
        error={errors.bankCode}
        onChange={(e) => form.setValues({ bankCode: e.target.value } as Partial<V>)}
      />
      <div className={styles.row2}>
        <TextField label="예금주" required={required} autoComplete="name" {...form.textProps('accountHolder')} />
        <TextField
          label="계좌번호"
          required={required}
          inputMode="numeric"
          autoComplete="off"
          placeholder="숫자만 입력해주세요"
          {...form.textProps('accountNumber', digitsUpTo14)}
        />
      </div>
    </>
  );
}
