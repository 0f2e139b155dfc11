import { useQuery } from '@tanstack/react-query';
import { EXHIBITION_STATUS_TEXT, isRichText } from '@shop/contracts';
import { ProductGrid } from '../../../shared/product/ProductGrid';
import { AppLink, Badge, EmptyState, LoadingBlock, PageHeader } from '../../../shared/ui';
import { exhibitionQueryOptions } from '../api/shop';
import { periodText } from '../lib/period';
import styles from './showcases.module.css';

/** /shop/exhibitions/{id} (spec §2): the banner, period, content and the exhibition's products as product cards. */
export function ExhibitionPage({ id }: { id: string }) {
  const query = useQuery(exhibitionQueryOptions(id));
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <div className="container">
        <EmptyState title="기획전을 찾을 수 없습니다" action={<AppLink to="/shop/exhibitions">기획전 목록</AppLink>} />
      </div>
    );
  }
  const e = query.data;
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '기획전', to: '/shop/exhibitions' }, { label: e.title }]} />
      <article className={styles.exhibition}>
        {e.banner && (
          <div className={styles.hero}>
            <img src={e.banner.url} alt="" fetchPriority="high" />
          </div>
        )}
        <header className={styles.exhibitionHead}>
          <Badge tone={e.status === 'running' ? 'dark' : 'outline'}>{EXHIBITION_STATUS_TEXT[e.status]}</Badge>
          <h1 className={styles.exhibitionTitle}>{e.title}</h1>
          {e.summary && <p className={styles.summary}>{e.summary}</p>}
          <p className={styles.period}>기간 {periodText(e)}</p>
          {e.status === 'ended' && <p className={styles.notice}>종료된 기획전입니다.</p>}
        </header>
        {e.content &&
          (isRichText(e.content) ? (
            // Safe as HTML: the exhibition decider sanitised it on write with the product content's
            // allow-list (backend/src/catalog/domain/product-content.ts), deciding with the same isRichText.
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: e.content }} />
          ) : (
            <div className={`${styles.content} ${styles.plain}`}>{e.content}</div>
          ))}
        <section aria-labelledby="exhibition-products" className={styles.products}>
          <h2 id="exhibition-products" className={styles.sectionTitle}>
            기획전 상품 <span className={styles.count}>{e.products.length}</span>
          </h2>
          {e.products.length === 0 ? <EmptyState compact title="준비 중인 상품입니다" /> : <ProductGrid products={e.products} priorityCount={4} />}
        </section>
      </article>
    </div>
  );
}
