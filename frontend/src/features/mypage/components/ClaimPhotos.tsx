import { useId, useRef } from 'react';
import { MAX_CLAIM_IMAGES } from '../lib/claims';
import type { useClaimPhotos } from '../hooks/use-claim-photos';
import styles from './order-detail.module.css';

/** The photo picker of a claim: chosen photos with their upload progress or error, and an add button (up to five). */
export function ClaimPhotos({ photos }: { photos: ReturnType<typeof useClaimPhotos> }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <fieldset className={styles.photos}>
      <legend className={styles.fieldLabel}>
        사진 첨부 <span className={styles.muted}>(선택, 최대 {MAX_CLAIM_IMAGES}장)</span>
      </legend>
      <ul className={styles.photoList}>
        {photos.photos.map((p) => (
          <li key={p.key} className={styles.photo} aria-invalid={p.error ? true : undefined}>
            {p.preview ? <img src={p.preview} alt={p.name} className={styles.photoImg} /> : <span className={styles.photoImg} aria-hidden />}
            {!p.url && !p.error && (
              <progress className={styles.progress} max={1} value={p.progress} aria-label={`${p.name} 올리는 중`}>
                {Math.round(p.progress * 100)}%
              </progress>
            )}
            {p.error && (
              <p className={styles.photoError} role="alert">
                {p.error}
              </p>
            )}
            <button type="button" className={styles.photoRemove} onClick={() => photos.remove(p.key)} aria-label={`${p.name} 삭제`}>
              ×
            </button>
          </li>
        ))}
        {!photos.full && (
          <li>
            <button type="button" className={styles.photoAdd} onClick={() => input.current?.click()} aria-describedby={hintId}>
              <span aria-hidden>+</span>
              사진 추가
            </button>
          </li>
        )}
      </ul>
      <p id={hintId} className={styles.hint}>
        JPG, PNG, WEBP, HEIC · 한 장에 10MB 이하
      </p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        multiple
        hidden
        data-testid="claim-photo-input"
        onChange={(e) => {
          if (e.target.files) photos.add(e.target.files);
          e.target.value = '';
        }}
      />
    </fieldset>
  );
}
