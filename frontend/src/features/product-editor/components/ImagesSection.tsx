import { useState } from 'react';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Section } from '../../../shared/ui/Section';
import { uploadProductImage } from '../api/products';
import type { SectionProps } from '../lib/section';
import styles from './product-editor.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';

/** 이미지: the representative picture (thumb) and the gallery, each uploaded and stored as WebP by the server. */
export function ImagesSection({ draft, set }: SectionProps) {
  const [busy, setBusy] = useState<'thumb' | 'images' | null>(null);
  const upload = async (which: 'thumb' | 'images', files: FileList | null) => {
    if (!files?.length) return;
    setBusy(which);
    try {
      if (which === 'thumb') {
        const image = await uploadProductImage(files[0]!);
        set({ thumb: { url: image.sizes.find((s) => s.width === 640)?.url ?? image.url } });
      } else {
        const added = [];
        for (const file of Array.from(files)) added.push({ url: (await uploadProductImage(file)).url });
        set({ images: [...draft.images, ...added] });
      }
    } catch (e) {
      alertError(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Section variant="card" padded title="이미지">
      <h3>대표 이미지</h3>
      <div className={styles.thumbs}>
        {draft.thumb.url && (
          <div className={styles.thumb}>
            <img src={draft.thumb.url} alt="대표 이미지" />
          </div>
        )}
      </div>
      <label>
        <span className="visually-hidden">대표 이미지 올리기</span>
        <input type="file" accept={ACCEPT} aria-label="대표 이미지 올리기" disabled={busy !== null} onChange={(e) => void upload('thumb', e.target.files)} />
      </label>
      <h3>상세 이미지</h3>
      <div className={styles.thumbs}>
        {draft.images.map((img, i) => (
          <div key={img.url} className={styles.thumb}>
            <img src={img.url} alt={`상세 이미지 ${i + 1}`} />
            <Button size="sm" variant="ghost" onClick={() => set({ images: draft.images.filter((_, j) => j !== i) })}>
              삭제
            </Button>
          </div>
        ))}
      </div>
      <input
        type="file"
        accept={ACCEPT}
        multiple
        aria-label="상세 이미지 올리기"
        disabled={busy !== null}
        onChange={(e) => void upload('images', e.target.files)}
      />
      {busy && <p role="status">이미지를 올리는 중입니다…</p>}
    </Section>
  );
}
