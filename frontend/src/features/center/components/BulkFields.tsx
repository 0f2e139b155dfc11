import { TextField } from '../../../shared/ui';
import type { FieldErrors, FormFields } from './use-form-fields';
import styles from './forms.module.css';

/** The bulk-purchase details (대량구매): company, products, quantity, delivery region and wished day. */
export function BulkFields({
  fields,
  set,
  errors,
}: {
  fields: FormFields;
  set<K extends keyof FormFields>(key: K, value: FormFields[K]): void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.fieldLabel}>견적 정보</legend>
      <div className={styles.row}>
        <TextField label="회사명" required value={fields.company} onChange={(e) => set('company', e.target.value)} error={errors['bulk.company']} />
        <TextField
          label="배송 지역"
          required
          placeholder="예: 경기 성남시"
          value={fields.region}
          onChange={(e) => set('region', e.target.value)}
          error={errors['bulk.region']}
        />
      </div>
      <TextField
        label="구매 제품"
        required
        placeholder="제품명 또는 모델명"
        value={fields.product}
        onChange={(e) => set('product', e.target.value)}
        error={errors['bulk.product']}
      />
      <div className={styles.row}>
        <TextField
          label="수량"
          required
          type="number"
          min={1}
          inputMode="numeric"
          value={fields.quantity}
          onChange={(e) => set('quantity', e.target.value)}
          error={errors['bulk.quantity']}
        />
        <TextField
          label="희망 납품일"
          required
          type="date"
          value={fields.wishedDate}
          onChange={(e) => set('wishedDate', e.target.value)}
          error={errors['bulk.wishedDate']}
        />
      </div>
    </fieldset>
  );
}
