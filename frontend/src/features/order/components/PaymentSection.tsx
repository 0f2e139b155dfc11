import { PAYMENT_METHOD_TEXT, PaymentMethod } from '@shop/contracts';
import { useSetting } from '../../../shared/api/setting';
import { Section } from '../../../shared/ui/Section';
import type { OrderForm } from '../hooks/use-order-form';
import { CashReceiptFields } from './CashReceiptFields';
import styles from './order.module.css';

/** What {@link PaymentSection} shows and changes. */
export interface PaymentSectionProps {
  method: PaymentMethod;
  onChange(method: PaymentMethod): void;
  /** The order form, for the 현금영수증 request of a bank transfer. */
  form: OrderForm;
}

const METHODS = [PaymentMethod.CARD, PaymentMethod.BANK] as const;

/**
 * 결제수단: 신용카드 (NICE Pay's window opens once the order is placed) or 무통장입금 (the shop's
 * account with a short guide, and 현금영수증 신청 when the shop setting takes them).
 */
export function PaymentSection({ method, onChange, form }: PaymentSectionProps) {
  const setting = useSetting();
  const bankLine = setting.data?.bankAccountLine ?? (setting.isPending ? '불러오는 중입니다' : '입금 계좌는 주문 완료 후 안내됩니다');
  return (
    <Section title="결제수단" headingId="order-payment">
      <div className={styles.methods} role="radiogroup" aria-labelledby="order-payment">
        {METHODS.map((m) => (
          <label key={m} className={styles.method}>
            <input type="radio" name="paymentMethod" value={m} checked={method === m} onChange={() => onChange(m)} />
            {PAYMENT_METHOD_TEXT[m]}
          </label>
        ))}
      </div>
      {method === PaymentMethod.BANK ? (
        <div className={styles.bankBox}>
          <span className={styles.sectionNote}>입금 계좌</span>
          <p className={styles.bankLine}>{bankLine}</p>
          <ul className={styles.guide}>
            <li>주문 완료 화면에 안내되는 금액을 위 계좌로 입금해주세요.</li>
            <li>입금자명은 주문자 이름과 같게 입력해주시면 확인이 빠릅니다.</li>
            <li>입금이 확인되면 결제완료로 바뀌고 배송 준비가 시작됩니다.</li>
          </ul>
          {setting.data?.cashReceipt?.enabled && <CashReceiptFields form={form} />}
        </div>
      ) : (
        <div className={styles.bankBox}>
          <span className={styles.sectionNote}>신용카드 결제 안내</span>
          <ul className={styles.guide}>
            <li>주문하기를 누르면 나이스페이 결제창이 열립니다.</li>
            <li>결제가 승인되면 바로 결제완료로 바뀌고 배송 준비가 시작됩니다.</li>
            <li>결제창을 닫거나 승인되지 않으면 주문은 미결제로 남으며, 주문내역에서 다시 결제하실 수 있습니다.</li>
          </ul>
        </div>
      )}
    </Section>
  );
}
