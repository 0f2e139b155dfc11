import type { CareBlock as Care } from '@shop/contracts';
import { useSetting } from '../../../shared/api/setting';
import { AppLink, Icon } from '../../../shared/ui';
import styles from './CareBlock.module.css';

/** The care block's link: a new window (rel="noopener") when staff marked it outer, an in-app link for a shop path, a plain link otherwise. */
function CareLink({ care }: { care: Care }) {
  const label = (
    <>
      자세히 보기 <Icon name="arrowRight" size={16} />
    </>
  );
  if (care.isOuter) {
    return (
      <a href={care.link} target="_blank" rel="noopener" className={styles.link}>
        {label}
        <span className="visually-hidden">(새 창)</span>
      </a>
    );
  }
  if (/^https?:\/\//.test(care.link)) {
    return (
      <a href={care.link} className={styles.link}>
        {label}
      </a>
    );
  }
  return (
    <AppLink to={care.link} className={styles.link}>
      {label}
    </AppLink>
  );
}

/** The home's care block (spec §3 Setting main.care: text, desc, link, isOuter): a calm line of text with its link, shown only while staff set it. */
export function CareBlock() {
  const care = useSetting().data?.main?.care;
  if (!care) return null;
  return (
    <section className={`container below-fold ${styles.block}`} aria-labelledby="home-care">
      <p className="eyebrow">Care</p>
      <h2 id="home-care" className={`serif ${styles.title}`}>
        {care.text}
      </h2>
      {care.desc && <p className={styles.text}>{care.desc}</p>}
      {care.link && <CareLink care={care} />}
    </section>
  );
}
