import type { CategoryVisual as Visual } from '@shop/contracts';
import styles from './CategoryVisual.module.css';

/** The size of a visual stored without one (the demo drawings and older uploads are 600 × 400 px). */
const FALLBACK = { width: 600, height: 400 };

/**
 * A category's header visual (spec §3 Category visual) on its shop page: the picture with its
 * width and height set, so the page does not shift while it loads; decorative (the heading names
 * the category), loaded first as the page's largest picture.
 */
export function CategoryVisual({ visual }: { visual: Visual }) {
  const size = visual.width && visual.height ? { width: visual.width, height: visual.height } : FALLBACK;
  return (
    <div className={styles.visual}>
      <img src={visual.url} width={size.width} height={size.height} alt="" fetchPriority="high" decoding="async" />
    </div>
  );
}
