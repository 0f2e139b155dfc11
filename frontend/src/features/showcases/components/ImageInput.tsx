import { useId, useState } from 'react';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui';
import { uploadShowcaseImage } from '../api/console';
import styles from './console.module.css';

/**
 * Pictures of an exhibition (its banner, `max` 1) or a showroom: a file input (images only, spec §5)
 * whose file is uploaded at once (stored as WebP by the server) and shown with a 삭제 button.
 */
export function ImageInput({
  kind,
  label,
  urls,
  max,
  onChange,
}: {
  kind: 'exhibitions' | 'showrooms';
  label: string;
  urls: string[];
  max: number;
  onChange(urls: string[]): void;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const add = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadShowcaseImage(kind, file);
      onChange(max === 1 ? [url] : [...urls, url].slice(0, max));
    } catch (e) {
      alertError(e);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <ul className={styles.images}>
        {urls.map((url, i) => (
          <li key={url}>
            <img src={url} alt={`${label} ${i + 1}`} />
            <Button size="sm" variant="ghost" onClick={() => onChange(urls.filter((u) => u !== url))} aria-label={`${label} ${i + 1} 삭제`}>
              삭제
            </Button>
          </li>
        ))}
      </ul>
      {(max === 1 || urls.length < max) && (
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
      )}
      {uploading && <p className={styles.hint}>올리는 중입니다…</p>}
    </div>
  );
}
