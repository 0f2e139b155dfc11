import { useState, type FormEvent } from 'react';
import { ACCOUNT_NUMBER_PATTERN, SETTING_LIMITS, SETTING_MESSAGES, bankAccountLineOf, type Setting, type ShopBankAccount } from '@shop/contracts';
import { TextField } from '../../../shared/ui/TextField';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

/** The fields' messages for `account` as the server checks them, none when it may be saved. */
function errorsOf(a: ShopBankAccount): Partial<Record<keyof ShopBankAccount, string>> {
  const within = (s: string, max: number) => s.trim() !== '' && s.length <= max;
  return Object.fromEntries(
    Object.entries({
      bank: within(a.bank, SETTING_LIMITS.bank) ? undefined : SETTING_MESSAGES.BANK,
      accountNumber: ACCOUNT_NUMBER_PATTERN.test(a.accountNumber) ? undefined : SETTING_MESSAGES.ACCOUNT_NUMBER,
      holder: within(a.holder, SETTING_LIMITS.holder) ? undefined : SETTING_MESSAGES.ACCOUNT_HOLDER,
    }).filter(([, m]) => m),
  );
}

/**
 * The shop's deposit account (issue 14 "bank-account line"): the line bank-transfer shoppers see
 * at checkout, on the order's completion and in the footer. An order keeps the line it was placed with.
 */
export function BankAccountSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const [account, setAccount] = useState<ShopBankAccount>(setting.bankAccount ?? { bank: '', accountNumber: '', holder: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ShopBankAccount, string>>>({});
  const [saved, setSaved] = useState(false);
  const edit = (key: keyof ShopBankAccount) => (e: { target: { value: string } }) => {
    setAccount({ ...account, [key]: key === 'accountNumber' ? e.target.value.trim() : e.target.value });
    setSaved(false);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const found = errorsOf(account);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ bankAccount: account }, { onSuccess: () => setSaved(true) });
  };
  const preview = Object.keys(errorsOf(account)).length === 0 ? bankAccountLineOf(account) : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="입금 계좌 설정" noValidate>
      <h2 className={t.cardTitle}>입금 계좌</h2>
      <div className={styles.body}>
        <div className={styles.fields}>
          <TextField label="은행" placeholder="우리은행" value={account.bank} onChange={edit('bank')} error={errors.bank} />
          <TextField
            label="계좌번호"
            inputMode="numeric"
            placeholder="1005-000-000000"
            value={account.accountNumber}
            onChange={edit('accountNumber')}
            error={errors.accountNumber}
          />
          <TextField label="예금주" value={account.holder} onChange={edit('holder')} error={errors.holder} />
        </div>
        <p className={t.subtle}>
          쇼핑몰에 표시되는 문구: <strong>{preview ?? setting.bankAccountLine ?? '—'}</strong>
          <br />
          무통장입금 주문서, 주문 완료 화면과 하단 정보에 표시됩니다. 이미 접수된 주문은 주문할 때의 계좌를 그대로 안내합니다.
        </p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
      </div>
    </form>
  );
}
