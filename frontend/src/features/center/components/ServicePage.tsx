import { Link } from '@tanstack/react-router';
import { FORM_KINDS, type FormCode, type ServiceFormCode } from '@shop/contracts';
import { buttonClassName } from '../../../shared/ui/Button';
import { PageHeader } from '../../../shared/ui';
import { CenterNav } from './CenterNav';
import { FormSendCard } from './FormSendCard';
import styles from './forms.module.css';

const STEPS = ['문의 접수', '담당자 확인 (1영업일 이내)', '연락처로 상담 및 답변', '마이페이지에서 답변 확인 (회원)'];

/** /center/{service} (spec §2 Customer centre): one service page, its description and the way to its form (/center/{service}/inquire). */
export function ServicePage({ code }: { code: ServiceFormCode }) {
  const kind = FORM_KINDS[code];
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '고객센터' }, { label: '1:1 문의', to: '/center/inquiry' }, { label: kind.title }]}
        title={kind.title}
      />
      <CenterNav />
      <p className={styles.lead}>{kind.description}</p>
      <ol className={styles.kinds} aria-label="진행 순서">
        {STEPS.map((step, i) => (
          <li key={step} className={styles.kind}>
            <span className={styles.kindMore}>{String(i + 1).padStart(2, '0')}</span>
            <span className={styles.kindTitle}>{step}</span>
          </li>
        ))}
      </ol>
      <div className={styles.cta}>
        <Link to="/center/$service/inquire" params={{ service: code }} className={buttonClassName('primary', 'lg')}>
          {kind.title} 문의하기
        </Link>
      </div>
    </div>
  );
}

/** /center/{service}/inquire, /form/inquiry-partner and the like: a kind's form under its title. */
export function FormPage({ code, crumbs }: { code: FormCode; crumbs: { label: string; to?: string }[] }) {
  const kind = FORM_KINDS[code];
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, ...crumbs, { label: '문의하기' }]} title={`${kind.title} 문의`} />
      <p className={styles.lead}>{kind.description}</p>
      <FormSendCard code={code} />
    </div>
  );
}
