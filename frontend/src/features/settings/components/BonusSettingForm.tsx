import { useState, type FormEvent } from 'react';
import { BONUS_MESSAGES, DEFAULT_BONUS_WITHDRAWAL_SETTINGS, type Setting } from '@shop/contracts';
import { TextField } from '../../../shared/ui/TextField';
import t from '../../../shared/ui/work-table.module.css';
import { useSaveSiteSetting } from '../api/site-setting';
import { SettingSaveRow } from './SettingSaveRow';
import styles from './settings.module.css';

const wholeIn = (text: string, max: number): number | null => (/^\d+$/.test(text) && Number(text) <= max ? Number(text) : null);

/** The promoter part of the setting (shop setting `bonuses`): the least a promoter may withdraw at once and the transfer fee, 원. */
export function BonusSettingForm({ setting }: { setting: Setting }) {
  const save = useSaveSiteSetting();
  const current = setting.bonuses ?? DEFAULT_BONUS_WITHDRAWAL_SETTINGS;
  const [minimum, setMinimum] = useState(String(current.minimumWithdrawal));
  const [charge, setCharge] = useState(String(current.transferCharge));
  const [errors, setErrors] = useState<{ minimum?: string; charge?: string }>({});
  const [saved, setSaved] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const minimumWithdrawal = wholeIn(minimum, 10_000_000);
    const transferCharge = wholeIn(charge, 10_000);
    const found = {
      minimum: minimumWithdrawal === null ? BONUS_MESSAGES.MINIMUM_SETTING : undefined,
      charge: transferCharge === null ? BONUS_MESSAGES.CHARGE_SETTING : undefined,
    };
    setErrors(found);
    if (minimumWithdrawal === null || transferCharge === null) return;
    save.mutate({ bonuses: { minimumWithdrawal, transferCharge } }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="보너스 출금 설정" noValidate>
      <h2 className={t.cardTitle}>프로모터 보너스 출금</h2>
      <div className={styles.body}>
        <div className={styles.fields}>
          <TextField
            label="최소 출금 금액 (원)"
            inputMode="numeric"
            value={minimum}
            onChange={(e) => setMinimum(e.target.value.trim())}
            error={errors.minimum}
          />
          <TextField label="이체 수수료 (원)" inputMode="numeric" value={charge} onChange={(e) => setCharge(e.target.value.trim())} error={errors.charge} />
        </div>
        <p className={t.subtle}>
          프로모터가 한 번에 출금할 수 있는 최소 금액과, 출금할 때마다 지급액에서 빼는 이체 수수료입니다. 원천징수 3.3%는 법정 세율로 따로 계산됩니다.
        </p>
        <SettingSaveRow error={save.error} saved={saved} pending={save.isPending} />
      </div>
    </form>
  );
}
