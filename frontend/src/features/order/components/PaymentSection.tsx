import { useSetting } from '../../../shared/api/setting';
import { Section } from '../../../shared/ui/Section';
import styles from './order.module.css';

/** 결제수단: 무통장입금 (the only method now; 신용카드 shown as 준비 중) and the shop's account with a short guide. */
export function PaymentSection() {
  const setting = useSetting();
  const bankLine = setting.data?.bankAccountLine ?? (setting.isPending ? '불러오는 중입니다' : '입금 계좌는 주문 완료 후 안내됩니다');
  return (
    <Section title="결제수단" headingId="order-payment">
      <div className={styles.methods} role="radiogroup" aria-labelledby="order-payment">
        <label className={styles.method}>
          <input type="radio" name="paymentMethod" value="bank" checked readOnly />
          무통장입금
        </label>
        <label className={styles.method}>
          <input type="radio" name="paymentMethod" value="card" disabled />
          신용카드 <span className={styles.soon}>준비 중</span>
        </label>
      </div>
      <div className={styles.bankBox}>
        <span className={styles.sectionNote}>입금 계좌</span>
        <p className={styles.bankLine}>{bankLine}</p>
        <ul className={styles.guide}>
          <li>주문 완료 화면에 안내되는 금액을 위 계좌로 입금해주세요.</li>
          <li>입금자명은 주문자 이름과 같게 입력해주시면 확인이 빠릅니다.</li>
          <li>입금이 확인되면 결제완료로 바뀌고 배송 준비가 시작됩니다.</li>
        </ul>
      </div>
    </Section>
  );
}
