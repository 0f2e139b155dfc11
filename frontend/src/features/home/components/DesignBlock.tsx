import { AppLink, Icon } from '../../../shared/ui';
import { BathroomDrawing, KitchenDrawing } from './Illustrations';
import { useMainLinks } from '../api/get-main-links';
import { SectionHeading } from './SectionHeading';
import styles from './DesignBlock.module.css';

/** Drawings of the tiles in order: the bathroom's, the kitchen's, then the bathroom's and kitchen's again. */
const DRAWINGS = [BathroomDrawing, KitchenDrawing];

/** The design block linking to bathroom and kitchen ideas (spec §2); its tiles are set by staff in console main/link. */
export function DesignBlock() {
  const links = useMainLinks();
  return (
    <section className={`container ${styles.block}`} aria-labelledby="home-design">
      <SectionHeading
        id="home-design"
        eyebrow="Design your space"
        title="공간을 디자인하다"
        description="세라메종이 제안하는 욕실과 주방의 아이디어에서 시작해보세요."
      />
      <div className={styles.grid}>
        {links.map(({ href, label, eyebrow, text }, i) => {
          const Drawing = DRAWINGS[i % DRAWINGS.length]!;
          return (
            <AppLink key={`${i}-${href}`} to={href} className={styles.tile}>
              <div className={styles.art}>
                <Drawing />
              </div>
              <div className={styles.caption}>
                <p className="eyebrow">{eyebrow}</p>
                <h3 className={styles.label}>
                  {label}
                  <Icon name="arrowRight" size={20} />
                </h3>
                <p className={styles.text}>{text}</p>
              </div>
            </AppLink>
          );
        })}
      </div>
    </section>
  );
}
