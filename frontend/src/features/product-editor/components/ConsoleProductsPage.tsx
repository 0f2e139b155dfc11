import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { formatDate, formatPrice, type ConsoleProductRow, groupThousands } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Pagination } from '../../../shared/ui/Pagination';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { PRODUCTS_PAGE_SIZE, useExportProducts, useProducts } from '../api/products';
import type { ProductsSearch } from '../lib/product-search';
import { ProductBulkBar } from './ProductBulkBar';
import { ProductFilters } from './ProductFilters';
import styles from './product-editor.module.css';

/**
 * /console/shop/products (spec §2 console shop products; §6 admin02 and console): the products
 * with search, filters, sorting and paging, checkbox bulk 노출/숨김/판매/판매중지 and the Excel export.
 */
export function ConsoleProductsPage({ search }: { search: ProductsSearch }) {
  const navigate = useNavigate();
  const query = useProducts(search);
  const exporting = useExportProducts();
  const [selected, setSelected] = useState<string[]>([]);
  const page = search.page ?? 1;
  const go = (next: ProductsSearch) => void navigate({ to: '/console/shop/products', search: next });
  const filtered = !!(search.q || search.category || search.brand || search.shows || search.sells || search.type);

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="상품" count={query.data?.summary.totalCount} unit="개">
        <Button size="sm" variant="secondary" loading={exporting.isPending} onClick={() => exporting.mutate(search, { onError: alertError })}>
          엑셀 다운로드
        </Button>
        <Link to="/console/shop/products/create" className={buttonClassName('primary', 'sm')}>
          상품 등록
        </Link>
      </WorkPageHead>
      <section className={t.card} aria-label="상품 목록">
        <ProductFilters search={search} onApply={go} />
        <ProductBulkBar selectedIds={selected} onDone={() => setSelected([])} />
        <QueryView query={query} what="상품" isEmpty={(d) => d.products.length === 0} empty={filtered ? '검색 결과가 없습니다' : '등록된 상품이 없습니다'}>
          {(data) => (
            <>
              <ProductsTable rows={data.products} selected={selected} onSelect={setSelected} />
              {data.summary.totalCount > PRODUCTS_PAGE_SIZE && (
                <div className={t.foot}>
                  <Pagination
                    page={page}
                    total={data.summary.totalCount}
                    pageSize={PRODUCTS_PAGE_SIZE}
                    onChange={(p) => go({ ...search, page: p > 1 ? p : undefined })}
                  />
                </div>
              )}
            </>
          )}
        </QueryView>
      </section>
    </>
  );
}

function ProductsTable({ rows, selected, onSelect }: { rows: ConsoleProductRow[]; selected: string[]; onSelect(ids: string[]): void }) {
  const ids = rows.map((r) => r._id);
  const all = ids.every((id) => selected.includes(id));
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <div className={t.tableWrap}>
      <table className={t.table}>
        <thead>
          <tr>
            <th scope="col" className={t.center}>
              <input
                type="checkbox"
                aria-label="이 페이지 전체 선택"
                checked={all}
                onChange={() => onSelect(all ? selected.filter((x) => !ids.includes(x)) : [...new Set([...selected, ...ids])])}
              />
            </th>
            <th scope="col">상품</th>
            <th scope="col">카테고리</th>
            <th scope="col" className={t.num}>
              판매가
            </th>
            <th scope="col" className={t.num}>
              재고
            </th>
            <th scope="col">노출</th>
            <th scope="col">판매</th>
            <th scope="col">등록일</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p._id}>
              <td className={t.center}>
                <input type="checkbox" aria-label={`${p.name} 선택`} checked={selected.includes(p._id)} onChange={() => toggle(p._id)} />
              </td>
              <td>
                <div className={styles.productCell}>
                  {p.thumb.url ? <img src={p.thumb.url} alt="" width={40} height={40} loading="lazy" /> : <span className={styles.noThumb} />}
                  <div>
                    <Link to="/console/shop/products/$productId" params={{ productId: p._id }} className={t.link}>
                      {p.name}
                    </Link>
                    <div className={t.subtle}>{p.code}</div>
                  </div>
                </div>
              </td>
              <td className={t.nowrap}>{p.category?.name ?? '—'}</td>
              <td className={t.num}>{formatPrice(p.salePrice)}</td>
              <td className={t.num}>{groupThousands(p.stock)}</td>
              <td className={t.nowrap}>{p.shows ? '노출' : '숨김'}</td>
              <td className={t.nowrap}>{p.sells ? '판매' : '판매중지'}</td>
              <td className={t.nowrap}>{formatDate(p.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
