import { CASH_RECEIPT_TYPE_TEXT, type CashReceiptType } from '@shop/contracts';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextField } from '../../../shared/ui/TextField';
import type { OrderForm } from '../hooks/use-order-form';
import { formatBusinessNumberInput } from '../lib/order-form';
import styles from './order.module.css';

const TYPES: { value: CashReceiptType; hint: string }[] = [
  { value: 'PERSON', hint: '휴대폰번호' },
  { value: 'COMPANY', hint: '사업자등록번호' },
];

/**
 * 현금영수증 신청 of a bank transfer (spec §3 order draft cashReceipt): 소득공제용 by mobile phone
 * or 지출증빙용 by business registration number. Issued once the deposit is confirmed.
 */
export function CashReceiptFields({ form }: { form: OrderForm }) {
  const { cashReceiptEnabled: enabled, cashReceiptType: type } = form.values;
  const person = type === 'PERSON';
  return (
    <div className={styles.cashReceipt}>
      <Checkbox
        name="cashReceiptEnabled"
        label="현금영수증 신청"
        checked={enabled}
        onChange={(e) => form.setValues({ cashReceiptEnabled: e.target.checked })}
      />
      {enabled && (
        <div className={styles.cashReceiptBody}>
          <div className={styles.methods} role="radiogroup" aria-label="현금영수증 발행 용도">
            {TYPES.map((t) => (
              <label key={t.value} className={styles.method}>
                <input
                  type="radio"
                  name="cashReceiptType"
                  value={t.value}
                  checked={type === t.value}
                  onChange={() => form.setValues({ cashReceiptType: t.value, cashReceiptIdentity: '' })}
                />
                {CASH_RECEIPT_TYPE_TEXT[t.value]}
              </label>
            ))}
          </div>
          <TextField
            label={person ? '휴대폰번호' : '사업자등록번호'}
            required
            type="tel"
            inputMode="numeric"
            autoComplete={person ? 'tel' : 'off'}
            placeholder={person ? '010-0000-0000' : '000-00-00000'}
            hint="입금이 확인되면 발행되며, 마이페이지 영수증 조회에서 확인하실 수 있습니다."
            {...form.textProps('cashReceiptIdentity', person ? formatPhoneInput : formatBusinessNumberInput)}
          />
        </div>
      )}
    </div>
  );
}
