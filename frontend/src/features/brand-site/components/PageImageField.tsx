import { useId, useState } from 'react';
import type { PageImage } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui';
import { uploadPageImage } from '../api/console';
import styles from './page-editor.module.css';

/**
 * One picture of a page: its preview and a file input (images only, spec §5) uploaded at once
 * (stored as WebP with its size by the server), plus the alternative text. `onChange(null)` removes it.
 */
export function PageImageField({
  label,
  value,
  onChange,
  upload = uploadPageImage,
}: {
  label: string;
  value: PageImage | null;
  onChange(next: PageImage | null): void;
  /** The upload call (a panorama's keeps its picture larger). */
  upload?: (file: File) => Promise<PageImage>;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await upload(file);
      onChange({ ...image, alt: value?.alt ?? '' });
    } catch (e) {
      alertError(e);
    } finally {
      setUploading(false);
    }
  };
  const shown = value?.url ? value : null;
  return (
    <div className={styles.imageField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {shown && (
        <div className={styles.preview}>
          <img src={shown.url} alt={shown.alt || `${label} 미리보기`} width={shown.width} height={shown.height} />
          <span className={styles.hint}>
            {shown.width} × {shown.height}px
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label={`${label} 삭제`}>
            삭제
          </Button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        disabled={uploading}
        onChange={(e) => {
          void add(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {uploading && <p className={styles.hint}>올리는 중입니다…</p>}
      {shown && (
        <label className={styles.inline}>
          <span className={styles.hint}>대체 텍스트</span>
          <input value={shown.alt} maxLength={200} onChange={(e) => onChange({ ...shown, alt: e.target.value })} aria-label={`${label} 대체 텍스트`} />
        </label>
      )}
    </div>
  );
}
