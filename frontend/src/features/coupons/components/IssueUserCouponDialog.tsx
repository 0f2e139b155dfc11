import { useState, type FormEvent } from 'react';
import type { IssueUserCouponDto } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { useConsoleCoupons } from '../api/console-coupons';
import { couponWorth } from '../../../shared/lib/coupon-text';
import styles from './console-coupons.module.css';

/** 쿠폰 발급: staff pick a coupon and a member's username; the server's Korean messages show by field. */
export function IssueUserCouponDialog({ open, onClose, onSubmit }: { open: boolean; onClose(): void; onSubmit(body: IssueUserCouponDto): Promise<unknown> }) {
  const coupons = useConsoleCoupons({ page: 1, limit: 100, searchValue: '', issueType: '', isActive: '' });
  const [values, setValues] = useState({ coupon: '', username: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit({ coupon: values.coupon, username: values.username.trim() });
      setValues({ coupon: '', username: '' });
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const fields: Record<string, string> = Object.fromEntries((api?.errors ?? []).map((x) => [x.field, x.message]));
      if (api?.code === 'COUPON_MEMBER_NOT_FOUND') fields.username = api.message;
      setErrors(Object.keys(fields).length ? fields : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="회원에게 쿠폰 발급"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="issue-coupon-form" loading={busy}>
            발급하기
          </Button>
        </>
      }
    >
      <form id="issue-coupon-form" className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Select
          label="쿠폰"
          placeholder={coupons.isPending ? '쿠폰을 불러오는 중입니다' : '발급할 쿠폰을 선택해주세요'}
          value={values.coupon}
          onChange={(e) => setValues((v) => ({ ...v, coupon: e.target.value }))}
          options={(coupons.data?.coupons ?? []).map((c) => ({ value: c._id, label: `${c.name} (${couponWorth(c)})` }))}
          error={errors.coupon}
        />
        <TextField
          label="회원 아이디"
          value={values.username}
          onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
          error={errors.username}
          required
          autoComplete="off"
        />
        {errors.form && (
          <p role="alert" className={styles.formError}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
