import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ProductSort } from '@shop/contracts';
import { PageHeader } from '../../../shared/ui';
import { Tabs } from '../../../shared/ui/Tabs';
import { NEW_HIT_TABS, newHitTab, type NewHitTab } from '../lib/new-hit';
import { ProductListing } from './ProductListing';

/**
 * /shop/new-hit (spec §2 Shop pages): the 신상품 and 베스트셀러 display groups as tabs over the
 * shop grid. A tab change starts again at page 1, and tab, page and sort live in the URL (§4
 * Highlights: a tab or page change reloads the products).
 */
export function NewHitPage({ tab, page, sort }: { tab: NewHitTab | undefined; page: number | undefined; sort: ProductSort | undefined }) {
  const navigate = useNavigate();
  const current = newHitTab(tab);
  const tabParam = current.value === 'new' ? undefined : current.value;
  const onPageChange = useCallback(
    (p: number, replace?: boolean) => void navigate({ to: '/shop/new-hit', search: { tab: tabParam, page: p > 1 ? p : undefined, sort }, replace }),
    [navigate, tabParam, sort],
  );
  const onSortChange = useCallback((s: ProductSort) => void navigate({ to: '/shop/new-hit', search: { tab: tabParam, sort: s } }), [navigate, tabParam]);
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '신상품 · 베스트' }]}
        eyebrow={current.eyebrow}
        title={<span className="serif">{current.label}</span>}
        description={current.text}
      />
      <Tabs
        tabs={NEW_HIT_TABS.map((t) => ({ value: t.value, label: t.label }))}
        value={current.value}
        onChange={(next) => void navigate({ to: '/shop/new-hit', search: { tab: next === 'new' ? undefined : next } })}
        label="신상품과 베스트셀러"
      />
      <ProductListing
        filter={{ group: current.group }}
        page={page}
        sort={sort}
        onPageChange={onPageChange}
        onSortChange={onSortChange}
        empty={{ title: '준비 중입니다', description: '곧 새로운 제품으로 찾아뵙겠습니다.' }}
      />
    </div>
  );
}
