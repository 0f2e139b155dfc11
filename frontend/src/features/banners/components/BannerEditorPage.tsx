import { useQuery } from '@tanstack/react-query';
import { API } from '@shop/contracts';
import { ContentHistory } from '../../../shared/console/ContentHistory';
import { LoadError, LoadingBlock } from '../../../shared/ui';
import { WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consoleBannerQueryOptions, useRefreshContent } from '../api/banners';
import { BannerForm } from './BannerForm';

/** /console/banners/create: a new banner (spec §2), in slot `code` when given. */
export function BannerCreatePage({ code }: { code?: string }) {
  return (
    <>
      <WorkPageHead crumb="사이트 관리 · 배너" title="배너 등록" />
      <section className={t.card}>
        <BannerForm code={code} />
      </section>
    </>
  );
}

/** /console/banners/{_banner}: one banner's form. */
export function BannerEditPage({ id }: { id: string }) {
  const query = useQuery(consoleBannerQueryOptions(id));
  const refresh = useRefreshContent();
  return (
    <>
      <WorkPageHead crumb="사이트 관리 · 배너" title="배너 수정" />
      <section className={t.card}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="배너를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : (
          <>
            <BannerForm key={query.data.updatedAt ?? query.data.createdAt} banner={query.data} />
            <ContentHistory base={`${API.console}/banners/${encodeURIComponent(id)}`} what="배너" onRestored={refresh} />
          </>
        )}
      </section>
    </>
  );
}
