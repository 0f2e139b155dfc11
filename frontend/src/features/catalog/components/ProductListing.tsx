import { useEffect } from 'react';
import { groupThousands, PRODUCT_SORT_TEXT, ProductSort, type ProductListResponse } from '@shop/contracts';
import type { ProductListParams } from '../../../shared/api/products';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { EmptyState, LoadError, Pagination, Select, pageCount } from '../../../shared/ui';
import { useProducts } from '../api/get-products';
import { PAGE_SIZE, listParams } from '../lib/search';
import { ProductFacets } from './ProductFacets';
import styles from './ProductListing.module.css';

/** The empty state of a listing. */
export interface ListingEmpty {
  title: string;
  description?: string;
  action?: React.ReactNode;
}

export interface ProductListingProps {
  /** Filters without paging (category, brand, searchValue, group). */
  filter: Omit<ProductListParams, 'limit' | 'skip' | 'sort'>;
  page: number | undefined;
  sort: ProductSort | undefined;
  /** `replace` is set when correcting an out-of-range page, so Back skips it. */
  onPageChange(page: number, replace?: boolean): void;
  onSortChange(sort: ProductSort): void;
  /** Shown when the filter matches nothing; a function gets the answer (its search suggestions). */
  empty?: ListingEmpty | ((answer: ProductListResponse) => ListingEmpty);
  /** Reports the total count once known (for headers). */
  onTotal?(total: number): void;
  /** The list's facets (console filterings): picked values (contracts facets.ts text) and where a new pick goes; the filter then holds them (facetedFilter). */
  facets?: { filters: string | undefined; onChange(filters: string | undefined): void };
}

/** Facets (when asked), toolbar (count, sort), product grid, pagination, skeletons and empty/error states of a listing. */
export function ProductListing({ filter, page, sort, onPageChange, onSortChange, empty, onTotal, facets }: ProductListingProps) {
  const params = listParams(filter, page, sort);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useProducts(params);
  const total = data?.summary.totalCount ?? 0;
  const pages = pageCount(total, PAGE_SIZE);

  useEffect(() => {
    if (data && !isPlaceholderData) onTotal?.(total);
  }, [data, isPlaceholderData, total, onTotal]);

  // Spec §2: only pages 1..total pages exist; a page past the end falls back to the last one.
  useEffect(() => {
    if (data && !isPlaceholderData && (page ?? 1) > pages) onPageChange(pages, true);
  }, [data, isPlaceholderData, page, pages, onPageChange]);

  return (
    <section className={styles.listing} aria-labelledby="product-listing-heading">
      {/* Between the page's h1 and the cards' h3, so the outline has no gap (screen readers list it). */}
      <h2 id="product-listing-heading" className="visually-hidden">
        상품 목록
      </h2>
      {facets && data?.facets && data.facets.length > 0 && (
        <ProductFacets facets={data.facets} filters={facets.filters} total={total} onChange={facets.onChange} />
      )}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {isPending ? (
            '\u00a0'
          ) : (
            <>
              총 <strong>{groupThousands(total)}</strong>개의 상품
            </>
          )}
        </p>
        <Select
          size="sm"
          aria-label="정렬"
          className={styles.sort}
          value={sort ?? ProductSort.LATEST}
          onChange={(e) => onSortChange(e.target.value as ProductSort)}
          options={Object.values(ProductSort).map((s) => ({ value: s, label: PRODUCT_SORT_TEXT[s] }))}
        />
      </div>

      {isPending ? (
        <ProductGridSkeleton count={8} />
      ) : isError ? (
        <LoadError title="상품을 불러오지 못했습니다" error={error} onRetry={refetch} />
      ) : data.products.length === 0 ? (
        <EmptyListing empty={typeof empty === 'function' ? empty(data) : empty} />
      ) : (
        <div className={isPlaceholderData ? styles.stale : undefined}>
          <ProductGrid products={data.products} priorityCount={4} />
          <Pagination page={page ?? 1} total={total} pageSize={PAGE_SIZE} onChange={onPageChange} />
        </div>
      )}
    </section>
  );
}

function EmptyListing({ empty }: { empty: ListingEmpty | undefined }) {
  return <EmptyState title={empty?.title ?? '등록된 상품이 없습니다'} description={empty?.description} action={empty?.action} />;
}
