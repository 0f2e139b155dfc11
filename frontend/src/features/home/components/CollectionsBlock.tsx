import { useBrands } from '../../../shared/api/brands';
import { AppLink, Skeleton } from '../../../shared/ui';
import { SectionHeading } from './SectionHeading';
import styles from './CollectionsBlock.module.css';

/** Four brand collections, each linking to /b/{code} (spec §2). */
export function CollectionsBlock() {
  const { data: brands, isPending, isError } = useBrands();
  if (isError || (brands && brands.length === 0)) return null;
  return (
    <section className={`below-fold ${styles.block}`} aria-labelledby="home-collections">
      <div className="container">
        <SectionHeading
          id="home-collections"
          eyebrow="Collections"
          title="세라메종 컬렉션"
          description="하나의 디자인 언어로 이어지는 세면기, 도기, 욕조와 수전."
          action={
            <AppLink to="/b/bathroom-collections" className={styles.more}>
              컬렉션 전체 보기
            </AppLink>
          }
        />
        <ul className={styles.grid}>
          {isPending
            ? [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <Skeleton height="auto" className={styles.skeleton} />
                </li>
              ))
            : brands.slice(0, 4).map((b, i) => (
                <li key={b.code}>
                  <AppLink to={`/b/${encodeURIComponent(b.code)}`} className={styles.card}>
                    <img src={b.image.url} alt="" loading="lazy" className={styles.image} />
                    <div className={styles.overlay}>
                      <span className={styles.index}>{String(i + 1).padStart(2, '0')}</span>
                      <span className={styles.area}>{b.area === 'kitchen' ? 'Kitchen' : 'Bathroom'}</span>
                      <h3 className={`serif ${styles.name}`}>{b.name}</h3>
                      {b.description && <p className={styles.description}>{b.description}</p>}
                    </div>
                  </AppLink>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
