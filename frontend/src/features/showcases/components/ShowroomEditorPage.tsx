import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingBlock } from '../../../shared/ui';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consoleShowroomQueryOptions } from '../api/console';
import { ShowroomForm } from './ShowroomForm';

/** /console/shop/showrooms/create: a new showroom. */
export function ShowroomCreatePage() {
  return (
    <>
      <WorkPageHead crumb="상품 관리 · 쇼룸" title="쇼룸 등록" />
      <section className={t.card}>
        <ShowroomForm />
      </section>
    </>
  );
}

/** /console/shop/showrooms/{code}: one showroom's form. */
export function ShowroomEditPage({ code }: { code: string }) {
  const query = useQuery(consoleShowroomQueryOptions(code));
  return (
    <>
      <WorkPageHead crumb="상품 관리 · 쇼룸" title="쇼룸 수정" />
      <section className={t.card}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="쇼룸을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <ShowroomForm key={query.data.updatedAt} showroom={query.data} />
        )}
      </section>
    </>
  );
}
