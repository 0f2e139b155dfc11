import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader, EmptyState, LoadingBlock } from '../../../shared/ui';
import { buttonClassName } from '../../../shared/ui/Button';
import { formQueryOptions } from '../api/forms';
import { FormView } from './FormView';
import styles from './forms.module.css';

/** /center/inquiry/{_form} (spec §2 Customer centre): one sent form for its writer (the key from the URL, or the member's account). */
export function FormViewPage({ formId, formKey }: { formId: string; formKey: string }) {
  const query = useQuery(formQueryOptions(formId, formKey));
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '고객센터' }, { label: '1:1 문의', to: '/center/inquiry' }, { label: '문의 내역' }]}
        title="문의 내역"
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <EmptyState
          title="문의를 찾을 수 없습니다"
          description="문의를 남긴 기기에서 접수 완료 화면의 주소로 열거나, 회원이시면 로그인 후 마이페이지에서 확인해주세요."
        />
      ) : (
        <FormView form={query.data.form} />
      )}
      <div className={styles.cta}>
        <Link to="/center/inquiry" className={buttonClassName('secondary', 'md')}>
          문의 목록으로
        </Link>
      </div>
    </div>
  );
}
