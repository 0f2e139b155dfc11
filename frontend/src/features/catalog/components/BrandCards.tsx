import type { Brand } from '@shop/contracts';
import { AppLink, Icon } from '../../../shared/ui';
import styles from './CollectionsIndexPage.module.css';

/**
 * Brand collections as picture cards (name, story, link): the collection pages of one area and
 * /shop/brands. `href` gives each card's address.
 */
export function BrandCards({ brands, href, headingLevel = 2 }: { brands: Brand[]; href: (code: string) => string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {brands.map((b) => (
        <li key={b.code}>
          <AppLink to={href(b.code)} className={styles.card}>
            <div className={styles.media}>
              <img src={b.image.url} alt="" loading="lazy" />
            </div>
            <Heading className={`serif ${styles.name}`}>{b.name}</Heading>
            <p className={styles.description}>{b.description}</p>
            <span className={styles.more}>
              컬렉션 보기 <Icon name="arrowRight" size={16} />
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
