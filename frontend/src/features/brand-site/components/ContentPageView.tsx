import { useQuery } from '@tanstack/react-query';
import { AppLink, EmptyState, LoadingBlock } from '../../../shared/ui';
import { contentPageQueryOptions } from '../api/pages';
import { PageBlocks } from './PageBlocks';
import styles from './brand-site.module.css';

/**
 * A page of the brand site (ideas, company, info; issue 14): the opening picture with its title,
 * then the page's blocks in staff's order. The loader put the page in the cache, so the server
 * renders it whole; a failed load shows a calm error with a way home.
 */
export function ContentPageView({ path }: { path: string }) {
  const query = useQuery(contentPageQueryOptions(path));
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <div className="container">
        <EmptyState title="페이지를 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." action={<AppLink to="/">홈으로</AppLink>} />
      </div>
    );
  }
  const { hero, title, blocks } = query.data;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <img src={hero.image.url} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} fetchPriority="high" className={styles.heroImage} />
        <div className={`container ${styles.heroText}`}>
          {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 className={`serif ${styles.title}`}>{title}</h1>
          <p className={styles.heroLine}>
            <strong className={styles.heroHeadline}>{hero.title}</strong>
            {hero.text && <span> {hero.text}</span>}
          </p>
        </div>
      </header>
      <div className={`container ${styles.blocks}`}>
        <PageBlocks blocks={blocks} />
      </div>
    </article>
  );
}
