import type { PageBlockView } from '@shop/contracts';
import { ProductGrid } from '../../../shared/product/ProductGrid';
import { AppLink } from '../../../shared/ui';
import { PanoramaSection } from './PanoramaSection';
import styles from './brand-site.module.css';

/** A block's heading, when it has one (h2: the page's title is the h1). */
const Title = ({ children }: { children?: string }) => (children ? <h2 className={`serif ${styles.blockTitle}`}>{children}</h2> : null);

/**
 * The blocks of a brand-site page (contracts' PageBlock): text, image and text, gallery,
 * products, links, questions and 360° panoramas. Text is plain (staff's words, never HTML), so nothing here
 * renders markup from the page.
 */
export function PageBlocks({ blocks }: { blocks: PageBlockView[] }) {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'text':
        return (
          <section key={i} className={styles.text}>
            <Title>{block.title}</Title>
            {block.paragraphs.map((p, n) => (
              <p key={n}>{p}</p>
            ))}
          </section>
        );
      case 'imageText':
        return (
          <section key={i} className={`${styles.imageText} ${block.side === 'right' ? styles.imageRight : ''}`}>
            <img src={block.image.url} alt={block.image.alt} width={block.image.width} height={block.image.height} loading="lazy" decoding="async" />
            <div className={styles.text}>
              <Title>{block.title}</Title>
              {block.paragraphs.map((p, n) => (
                <p key={n}>{p}</p>
              ))}
            </div>
          </section>
        );
      case 'gallery':
        return (
          <section key={i} className={styles.gallerySection}>
            <Title>{block.title}</Title>
            <ul className={styles.gallery}>
              {block.images.map((img, n) => (
                <li key={n}>
                  <figure>
                    {/* A caption that says what the alt says already names the picture: a screen reader would read it twice. */}
                    <img src={img.url} alt={img.alt === img.caption ? '' : img.alt} width={img.width} height={img.height} loading="lazy" decoding="async" />
                    {img.caption && <figcaption>{img.caption}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        );
      case 'products':
        return block.products.length === 0 ? null : (
          <section key={i} className={styles.products}>
            <Title>{block.title}</Title>
            <ProductGrid products={block.products} />
          </section>
        );
      case 'links':
        return (
          <nav key={i} className={styles.linksSection} aria-label={block.title ?? '관련 페이지'}>
            <Title>{block.title}</Title>
            <ul className={styles.links}>
              {block.links.map((l) => (
                <li key={l.href}>
                  <AppLink to={l.href} className={styles.link}>
                    <span className={styles.linkLabel}>{l.label}</span>
                    {l.text && <span className={styles.linkText}>{l.text}</span>}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        );
      case 'faq':
        return (
          <section key={i} className={styles.faq}>
            <Title>{block.title ?? '자주 묻는 질문'}</Title>
            {block.items.map((item, n) => (
              <details key={n} className={styles.question}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </section>
        );
      case 'panorama':
        return <PanoramaSection key={i} block={block} />;
      default:
        return null;
    }
  });
}
