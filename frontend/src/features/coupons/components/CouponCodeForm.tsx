import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { useMyCouponWrites } from '../api/my-coupons';
import styles from './coupons.module.css';

/** 쿠폰 코드 등록: the member types a coupon code to receive its coupon; the server's Korean message shows under the field. */
export function CouponCodeForm({ onDone }: { onDone(): void }) {
  const { download } = useMyCouponWrites();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    const value = code.trim();
    if (!value) return setError('쿠폰 코드를 입력해주세요');
    try {
      const res = await download.mutateAsync({ code: value });
      setCode('');
      setDone(`‘${res.coupons[0]?.name ?? '쿠폰'}’이 등록되었습니다`);
      onDone();
    } catch (err) {
      setError(err instanceof ApiRequestError && err.code === 'COUPON_NOT_FOUND' ? '등록되지 않은 쿠폰 코드입니다' : (err as Error).message);
    }
  };
  return (
    <form className={styles.codeForm} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="coupon-code" className={styles.codeLabel}>
        쿠폰 코드 등록
      </label>
      <div className={styles.codeRow}>
        <TextField
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder="예: CERAMAISON"
          maxLength={20}
          autoComplete="off"
          error={error}
        />
        <Button type="submit" loading={download.isPending}>
          등록
        </Button>
      </div>
      <p className={done ? `${styles.codeNote} ${styles.codeDone}` : styles.codeNote} role={done ? 'status' : undefined}>
        {done ?? '이벤트나 안내문으로 받으신 쿠폰 코드를 입력해주세요'}
      </p>
    </form>
  );
}
