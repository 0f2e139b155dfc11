import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  COUPON_ISSUE_TARGET_TEXT,
  COUPON_ISSUE_TYPE_TEXT,
  COUPON_PRICE_BASE_TEXT,
  COUPON_ROUND_TYPE_TEXT,
  COUPON_USAGE_TARGET_TEXT,
  type Coupon,
  type CouponDto,
  type UserType,
} from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Dialog } from '../../../shared/ui/Dialog';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { EMPTY_COUPON_FORM, FIELD_OF_PATH, dtoOf, formOf, type CouponFormValues } from '../lib/coupon-form';
import styles from './console-coupons.module.css';

const options = (table: Record<string, string>) => Object.entries(table).map(([value, label]) => ({ value, label }));
const TARGET_IDS_LABEL: Record<string, string> = {
  products: '상품 ID (쉼표로 구분)',
  exhibits: '기획전 ID (쉼표로 구분)',
  displays: '진열 코드 (쉼표로 구분)',
  category: '카테고리 ID (쉼표로 구분)',
};

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * 쿠폰 등록·수정 (spec §3 Coupon): the basics, how it is issued and how it is used, in one dialog.
 * Dates are Asia/Seoul; lists are typed comma-separated. The server's Korean messages show by field.
 */
export function CouponForm({
  open,
  coupon,
  onClose,
  onSubmit,
}: {
  open: boolean;
  coupon: Coupon | null;
  onClose(): void;
  onSubmit(body: CouponDto): Promise<unknown>;
}) {
  const [v, setV] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof CouponFormValues | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setV(coupon ? formOf(coupon) : EMPTY_COUPON_FORM);
      setErrors({});
    }
  }, [open, coupon]);

  const text = (key: keyof CouponFormValues, label: string, more: Record<string, unknown> = {}) => (
    <TextField label={label} value={v[key] as string} onChange={(e) => setV((x) => ({ ...x, [key]: e.target.value }))} error={errors[key]} {...more} />
  );
  const select = (key: keyof CouponFormValues, label: string, table: Record<string, string>) => (
    <Select
      label={label}
      value={v[key] as string}
      onChange={(e) => setV((x) => ({ ...x, [key]: e.target.value }))}
      options={options(table)}
      error={errors[key]}
    />
  );
  const check = (key: 'issueActive' | 'usageActive' | 'combinable', label: string) => (
    <Checkbox label={label} checked={v[key]} onChange={(e) => setV((x) => ({ ...x, [key]: e.target.checked }))} />
  );
  const toggleType = (t: UserType) => setV((x) => ({ ...x, userTypes: x.userTypes.includes(t) ? x.userTypes.filter((y) => y !== t) : [...x.userTypes, t] }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSubmit(dtoOf(v));
      onClose();
    } catch (err) {
      const api = err instanceof ApiRequestError ? err : null;
      const next: typeof errors = {};
      const loose: string[] = [];
      for (const x of api?.errors ?? []) {
        const field = FIELD_OF_PATH[x.field];
        if (field) next[field] ??= x.message;
        else loose.push(x.message);
      }
      if (api?.code === 'COUPON_CODE_TAKEN') next.code = api.message;
      else if (!api?.errors?.length || loose.length) next.form = loose[0] ?? (err as Error).message;
      setErrors(next);
      // A long form: bring the first refused field into view (and focus), where the message is.
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('#coupon-form [aria-invalid="true"], #coupon-form [role="alert"]');
        first?.scrollIntoView({ block: 'center' });
        if (first?.matches('input, select')) first.focus();
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={coupon ? '쿠폰 수정' : '쿠폰 등록'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="coupon-form" loading={busy}>
            {coupon ? '저장' : '등록'}
          </Button>
        </>
      }
    >
      <form id="coupon-form" className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Fieldset legend="기본 정보">
          <div className={styles.wide}>{text('name', '쿠폰명', { required: true, maxLength: 60, placeholder: '예: 신규가입 10% 할인' })}</div>
          {select('unit', '할인 단위', { won: '원', percent: '%' })}
          {text('value', v.unit === 'percent' ? '할인율 (%)' : '할인 금액 (원)', { required: true, inputMode: 'numeric' })}
          {text('limit', '최대 할인 금액 (원, 비우면 제한 없음)', { inputMode: 'numeric' })}
          {text('count', '1회 발급 매수', { inputMode: 'numeric' })}
        </Fieldset>
        <Fieldset legend="발급 조건">
          {select('issueType', '발급 방식', COUPON_ISSUE_TYPE_TEXT)}
          {v.issueType === 'request'
            ? text('code', '쿠폰 코드 (코드 입력으로만 받기)', { maxLength: 20 })
            : text('eventType', '발급 이벤트 (예: signup)', { maxLength: 40 })}
          {select('roundType', '회원당 발급', COUPON_ROUND_TYPE_TEXT)}
          {v.roundType === 'bounded' ? text('includeds', '발급일 (yyyy-mm-dd, 쉼표로 구분)') : text('excludeds', '제외일 (yyyy-mm-dd, 쉼표로 구분)')}
          {select('targetType', '발급 대상', COUPON_ISSUE_TARGET_TEXT)}
          {v.targetType === 'all' && <div aria-hidden />}
          {v.targetType === 'users' && text('users', '회원 ID (쉼표로 구분)')}
          {v.targetType === 'levels' && text('levels', '회원 등급 코드 (쉼표로 구분)')}
          {v.targetType === 'userTypes' && (
            <div className={styles.pairChecks}>
              <Checkbox label="개인회원" checked={v.userTypes.includes('PERSON')} onChange={() => toggleType('PERSON')} />
              <Checkbox label="기업회원" checked={v.userTypes.includes('COMPANY')} onChange={() => toggleType('COMPANY')} />
              {errors.userTypes && <span className={styles.formError}>{errors.userTypes}</span>}
            </div>
          )}
          {text('countSum', '전체 발급 한도 (장)', { inputMode: 'numeric' })}
          {text('priceSum', '전체 발급 금액 한도 (원)', { inputMode: 'numeric' })}
          {text('issueStartsAt', '발급 시작', { type: 'datetime-local' })}
          {text('issueEndsAt', '발급 종료', { type: 'datetime-local' })}
          {v.issueType === 'instant' && text('issuesAt', '지급 예정일시', { type: 'datetime-local' })}
          <div className={v.issueType === 'instant' ? undefined : styles.checks}>{check('issueActive', '발급 사용')}</div>
        </Fieldset>
        <Fieldset legend="사용 조건">
          {select('usageTargetType', '적용 대상', COUPON_USAGE_TARGET_TEXT)}
          {select('priceBase', '할인 기준', COUPON_PRICE_BASE_TEXT)}
          {v.usageTargetType !== 'all' && <div className={styles.wide}>{text('targetIds', TARGET_IDS_LABEL[v.usageTargetType] ?? '대상')}</div>}
          {text('priceMin', '최소 적용 금액 (원)', { inputMode: 'numeric' })}
          {text('priceMax', '최대 적용 금액 (원)', { inputMode: 'numeric' })}
          {text('usageCountSum', '전체 사용 한도 (회)', { inputMode: 'numeric' })}
          {text('usagePriceSum', '전체 할인 한도 (원)', { inputMode: 'numeric' })}
          {text('usageStartsAt', '사용 시작', { type: 'datetime-local' })}
          {text('usageEndsAt', '사용 종료', { type: 'datetime-local' })}
          <div className={styles.checks}>
            {check('usageActive', '사용 가능')}
            {check('combinable', '다른 쿠폰과 함께 사용')}
          </div>
        </Fieldset>
        {errors.form && (
          <p role="alert" className={styles.formError}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
