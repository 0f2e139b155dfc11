import { useState } from 'react';
import { HOME } from '@shop/contracts';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { EmptyState, LoadError, Pagination, Tabs } from '../../../shared/ui';
import { highlightsParams, useHomeProducts } from '../api/get-home-products';
import { SectionHeading } from './SectionHeading';
import styles from './HighlightsBlock.module.css';

type TabCode = (typeof HOME.highlightTabs)[number]['code'];

/**
 * Product highlights with 욕실 / 주방 tabs (spec §2, §4, §9): group highlights, 4 a page; a tab
 * change resets the page to 1, and either change loads that page.
 */
export function HighlightsBlock() {
  const [tab, setTab] = useState<TabCode>(HOME.highlightTabs[0].code);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useHomeProducts(highlightsParams(tab, page), true);

  return (
    <section className={`container below-fold ${styles.block}`} aria-labelledby="home-highlights">
      <SectionHeading id="home-highlights" eyebrow="Highlights" title="세라메종 하이라이트" align="center" />
      <Tabs
        className={styles.tabs}
        variant="pill"
        label="하이라이트 분류"
        panelId="home-highlights-panel"
        tabs={HOME.highlightTabs.map((t) => ({ value: t.code, label: t.label }))}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
        }}
      />
      <div id="home-highlights-panel" role="tabpanel" className={styles.panel}>
        {isPending ? (
          <ProductGridSkeleton count={HOME.highlightsPageSize} />
        ) : isError ? (
          <LoadError compact title="상품을 불러오지 못했습니다" error={error} onRetry={refetch} />
        ) : data.products.length === 0 ? (
          <EmptyState compact title="준비 중인 상품입니다" description="곧 새로운 제품으로 찾아뵙겠습니다." />
        ) : (
          <div className={isPlaceholderData ? styles.stale : undefined}>
            <ProductGrid products={data.products} />
            <Pagination page={page} total={data.summary.totalCount} pageSize={HOME.highlightsPageSize} onChange={setPage} />
          </div>
        )}
      </div>
    </section>
  );
}
