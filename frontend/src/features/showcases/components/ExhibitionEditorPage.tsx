import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingBlock } from '../../../shared/ui';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consoleExhibitionQueryOptions } from '../api/console';
import { ExhibitionForm } from './ExhibitionForm';

/** /console/shop/exhibitions/create: a new exhibition. */
export function ExhibitionCreatePage() {
  return (
    <>
      <WorkPageHead crumb="상품 관리 · 기획전" title="기획전 등록" />
      <section className={t.card}>
        <ExhibitionForm />
      </section>
    </>
  );
}

/** /console/shop/exhibitions/{id}: one exhibition's form. */
export function ExhibitionEditPage({ id }: { id: string }) {
  const query = useQuery(consoleExhibitionQueryOptions(id));
  return (
    <>
      <WorkPageHead crumb="상품 관리 · 기획전" title="기획전 수정" />
      <section className={t.card}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="기획전을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <ExhibitionForm key={query.data.updatedAt} exhibition={query.data} />
        )}
      </section>
    </>
  );
}
