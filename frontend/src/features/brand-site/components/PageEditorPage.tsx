import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@shop/contracts';
import { ContentHistory } from '../../../shared/console/ContentHistory';
import { LoadError, LoadingBlock } from '../../../shared/ui';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consolePageQueryOptions } from '../api/console';
import { draftOf, emptyDraft } from '../lib/page-draft';
import { PageForm } from './PageForm';

/** /console/pages/create: a new page of the brand site. */
export function PageCreatePage() {
  return (
    <>
      <WorkPageHead crumb="사이트 관리 · 페이지" title="페이지 등록" />
      <section className={t.card}>
        <PageForm initial={emptyDraft()} isNew />
      </section>
    </>
  );
}

/** /console/pages/edit?path=…: one page's blocks as staff edit them. */
export function PageEditPage({ path }: { path: string }) {
  const query = useQuery(consolePageQueryOptions(path));
  const qc = useQueryClient();
  return (
    <>
      <WorkPageHead crumb="사이트 관리 · 페이지" title="페이지 수정" />
      <section className={t.card}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="페이지를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <>
            <PageForm key={query.data.page.updatedAt} initial={draftOf(query.data)} isNew={false} />
            <ContentHistory
              base={`${API.console}/page`}
              query={{ path }}
              what="페이지"
              labels={{ title: '페이지 제목' }}
              onRestored={() => qc.invalidateQueries({ queryKey: consolePageQueryOptions(path).queryKey })}
            />
          </>
        )}
      </section>
    </>
  );
}
