import { useEffect, useState, type FormEvent } from 'react';
import { BONUS_ADJUST_MAX, BONUS_MESSAGES, BONUS_TYPE_TEXT, formatPrice, type StaffBonusType } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import t from '../../../shared/ui/work-table.module.css';
import { useAdjustMemberBonus } from '../api/member-bonuses';
import styles from './members.module.css';

type Direction = 'grant' | 'debit';
type GrantType = Exclude<StaffBonusType, 'DEBIT'>;
const blank = { direction: 'grant' as Direction, grantType: 'ADMIN_EDIT' as GrantType, amount: '', reason: '' };
/** What a grant is booked as (spec §9 bonus types): 관리자 지급, 상품 보너스 or 등급 보너스. */
const GRANT_TYPES = (['ADMIN_EDIT', 'GOODS', 'GRADE'] as const).map((value) => ({ value, label: BONUS_TYPE_TEXT[value] }));

/**
 * The dialog in which staff grant (지급) or debit (차감) a promoter's bonus (spec §9 bonus types: a
 * grant as 관리자 지급, 상품 보너스 or 등급 보너스; a debit as 차감): amount in 원, reason (2+
 * characters), then a confirmation naming the member, type and amount before anything is sent.
 * One adjustment id per opening, so a retried submit applies once.
 */
export function BonusAdjustDialog({ open, userId, name, balance, onClose }: { open: boolean; userId: string; name: string; balance: number; onClose(): void }) {
  const adjust = useAdjustMemberBonus(userId);
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [adjustmentId, setAdjustmentId] = useState('');
  useEffect(() => {
    if (!open) return;
    setValues(blank);
    setErrors({});
    setConfirming(false);
    setAdjustmentId(crypto.randomUUID());
  }, [open]);

  const won = Number(values.amount.replace(/[^\d]/g, '') || 'NaN');
  const check = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!Number.isInteger(won) || won <= 0 || won > BONUS_ADJUST_MAX) found.amount = BONUS_MESSAGES.AMOUNT;
    else if (values.direction === 'debit' && won > balance) found.amount = `보유 보너스(${formatPrice(balance)})보다 많이 차감할 수 없습니다`;
    if (values.reason.trim().length < 2 || values.reason.length > 200) found.reason = BONUS_MESSAGES.REASON;
    setErrors(found);
    if (!Object.keys(found).length) setConfirming(true);
  };
  const send = async () => {
    try {
      const grant = values.direction === 'grant';
      await adjust.mutateAsync({ type: grant ? values.grantType : 'DEBIT', amount: grant ? won : -won, reason: values.reason.trim(), adjustmentId });
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const byField: Record<string, string> = Object.fromEntries((api?.errors ?? []).map((x) => [x.field, x.message]));
      if (api?.code === 'BONUS_INSUFFICIENT' || api?.code === 'BONUS_AMOUNT_INVALID') byField.amount = api.message;
      setErrors(Object.keys(byField).length ? byField : { form: (err as Error).message });
      setConfirming(false);
    }
  };
  const verb = values.direction === 'grant' ? '지급' : '차감';
  const what = values.direction === 'grant' ? BONUS_TYPE_TEXT[values.grantType] : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={confirming ? `보너스 ${verb} 확인` : '보너스 지급 · 차감'}
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              이전
            </Button>
            <Button onClick={() => void send()} loading={adjust.isPending} autoFocus>
              {verb}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" form="bonus-adjust-form">
              다음
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <p>
          {name} 회원의 보너스를 <strong>{formatPrice(won)}</strong> {verb}합니다{what ? ` (구분: ${what})` : ''}. 사유: {values.reason.trim()}
          <br />
          {verb} 후 보유 보너스는 {formatPrice(balance + (values.direction === 'grant' ? won : -won))}입니다. 계속하시겠습니까?
        </p>
      ) : (
        <form id="bonus-adjust-form" className={styles.dialogForm} onSubmit={check} noValidate>
          <fieldset className={t.checkRow} aria-label="지급 또는 차감">
            {(['grant', 'debit'] as const).map((d) => (
              <label key={d}>
                <input type="radio" name="direction" checked={values.direction === d} onChange={() => setValues((v) => ({ ...v, direction: d }))} />
                {d === 'grant' ? '지급' : '차감'}
              </label>
            ))}
          </fieldset>
          {values.direction === 'grant' && (
            <Select
              label="구분"
              options={GRANT_TYPES}
              value={values.grantType}
              onChange={(e) => setValues((v) => ({ ...v, grantType: e.target.value as GrantType }))}
            />
          )}
          <TextField
            label="금액 (원)"
            value={values.amount}
            onChange={(e) => setValues((v) => ({ ...v, amount: e.target.value }))}
            error={errors.amount}
            required
            inputMode="numeric"
            hint={`보유 보너스 ${formatPrice(balance)}`}
          />
          <TextField
            label="사유"
            value={values.reason}
            onChange={(e) => setValues((v) => ({ ...v, reason: e.target.value }))}
            error={errors.reason}
            required
            maxLength={200}
          />
          {errors.form && (
            <p role="alert" className={styles.formError}>
              {errors.form}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
