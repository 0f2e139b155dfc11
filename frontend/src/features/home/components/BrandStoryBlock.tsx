import { AppLink, Icon } from '../../../shared/ui';
import { VesselDrawing } from './Illustrations';
import styles from './BrandStoryBlock.module.css';

/** The brand story block linking to /company/history/history (spec §2). */
export function BrandStoryBlock() {
  return (
    <section className={`below-fold ${styles.block}`} aria-labelledby="home-story">
      <div className={`container ${styles.inner}`}>
        <div className={styles.art}>
          <VesselDrawing />
        </div>
        <div className={styles.copy}>
          <p className="eyebrow">Brand Story</p>
          <h2 id="home-story" className={`serif ${styles.title}`}>
            흙과 불, 그리고 시간이
            <br />
            빚은 세라믹
          </h2>
          <p className={styles.text}>
            세라메종은 고온에서 천천히 구워낸 세라믹이 가진 단단함과 온기를 믿습니다. 한 번 들이면 오래 곁에 두는 제품, 시간이 지날수록 공간에 더 잘 어울리는
            제품을 만듭니다.
          </p>
          <AppLink to="/company/history/history" className={styles.link}>
            브랜드 스토리 보기 <Icon name="arrowRight" size={18} />
          </AppLink>
        </div>
      </div>
    </section>
  );
}
