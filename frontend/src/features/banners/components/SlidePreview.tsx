import type { ConsoleBanner } from '@shop/contracts';
import styles from './content.module.css';

/** A slide as the home shows it, in its PC (wide) or mobile (narrow) frame: picture, copy and hotspot dots (spec §2 main slider). */
export function SlidePreview({ banner, variant }: { banner: ConsoleBanner; variant: 'pc' | 'mobile' }) {
  const picture = variant === 'pc' ? banner.image : (banner.imageMb ?? banner.image);
  return (
    <figure className={variant === 'pc' ? styles.previewPc : styles.previewMobile} aria-label={`${variant === 'pc' ? 'PC' : '모바일'} 미리보기`}>
      <div className={styles.previewStage}>
        {picture ? <img src={picture.url} alt="" /> : <div className={styles.previewEmpty}>이미지 없음</div>}
        {banner.items.map((it, i) => (
          <span key={i} className={styles.dot} style={{ left: `${it.x}%`, top: `${it.y}%` }} title={it.name}>
            {i + 1}
          </span>
        ))}
      </div>
      <figcaption>
        <strong>{banner.subject}</strong>
        {banner.content && <span>{banner.content}</span>}
        {banner.url && <span className={styles.previewButton}>{banner.btnText || '자세히 보기'}</span>}
      </figcaption>
    </figure>
  );
}
