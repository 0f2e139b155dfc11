import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../shared/ui/Button';
import shell from './mypage.module.css';
import styles from './bulk.module.css';

const STEPS = [
  { title: '견적 문의', text: '필요한 제품과 수량, 현장 일정을 알려주세요.' },
  { title: '전담 매니저 배정', text: '기업 담당 매니저가 1영업일 안에 연락드립니다.' },
  { title: '맞춤 견적', text: '수량별 단가와 배송·시공 조건을 제안해드립니다.' },
  { title: '납품과 시공', text: '현장 일정에 맞춰 나누어 납품하고 시공까지 함께합니다.' },
];

/**
 * /mypage/bulk-purchase (spec §2 member area "bulk-purchase"): 대량구매, the buying service for
 * company members (the route lets COMPANY members alone in, spec §5 userTypes).
 */
export function BulkPurchasePage() {
  return (
    <section aria-labelledby="bulk-title">
      <div className={shell.pageHead}>
        <h1 id="bulk-title" className={shell.pageTitle}>
          대량구매
        </h1>
        <span className={shell.pageHeadNote}>기업회원 전용</span>
      </div>
      <p className={styles.lead}>현장 단위의 욕실·주방 제품을 기업 전용 단가로 구매하실 수 있습니다.</p>
      <ol className={styles.steps}>
        {STEPS.map((s, i) => (
          <li key={s.title} className={styles.step}>
            <span className={styles.index}>{String(i + 1).padStart(2, '0')}</span>
            <p className={styles.title}>{s.title}</p>
            <p className={styles.text}>{s.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link to="/mypage/bulk-purchase/inquire" className={buttonClassName('primary', 'lg')}>
          견적 문의하기
        </Link>
        <Link to="/mypage/cart" className={buttonClassName('secondary', 'lg')}>
          장바구니로 견적 준비하기
        </Link>
      </div>
    </section>
  );
}
