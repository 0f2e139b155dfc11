import { Link } from '@tanstack/react-router';
import { FORM_KINDS, SERVICE_FORM_CODES } from '@shop/contracts';
import { PageHeader } from '../../../shared/ui';
import { CenterNav } from './CenterNav';
import styles from './forms.module.css';

/** /center/inquiry (spec §2 Customer centre "inquiry"): every kind of form, each a card opening its service page. */
export function FormKindsPage() {
  const partner = FORM_KINDS['inquiry-partner'];
  const concierge = FORM_KINDS['concierge-service'];
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '고객센터' }, { label: '1:1 문의' }]} title="1:1 문의" />
      <CenterNav />
      <p className={styles.lead}>필요한 서비스를 선택해 문의를 남겨주세요. 담당자가 확인 후 남겨주신 연락처로 답변드립니다.</p>
      <ul className={styles.kinds} aria-label="문의 종류">
        {SERVICE_FORM_CODES.map((code) => (
          <li key={code}>
            <Link to="/center/$service" params={{ service: code }} className={styles.kind}>
              <span className={styles.kindTitle}>{FORM_KINDS[code].title}</span>
              <span className={styles.kindText}>{FORM_KINDS[code].description}</span>
              <span className={styles.kindMore}>자세히 보기 →</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/concierge-service" className={styles.kind}>
            <span className={styles.kindTitle}>{concierge.title}</span>
            <span className={styles.kindText}>{concierge.description}</span>
            <span className={styles.kindMore}>자세히 보기 →</span>
          </Link>
        </li>
        <li>
          <Link to="/form/inquiry-partner" className={styles.kind}>
            <span className={styles.kindTitle}>{partner.title}</span>
            <span className={styles.kindText}>{partner.description}</span>
            <span className={styles.kindMore}>문의하기 →</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
