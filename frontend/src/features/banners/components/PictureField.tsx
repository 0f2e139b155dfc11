import { useEffect, useId, useState } from 'react';
import { Button } from '../../../shared/ui';
import type { PictureChange } from '../api/banners';
import styles from './content.module.css';

/** The URL to show for a picture field: the new file's (object URL) or the stored one, null for none. */
export function usePicturePreview(stored: string | null, change: PictureChange): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!change) return setObjectUrl(null);
    const url = URL.createObjectURL(change);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [change]);
  if (change === null) return null;
  return change ? objectUrl : stored;
}

/**
 * One picture of a banner (PC or mobile variant, spec §9): its preview, a file input (images only,
 * spec §5; stored as WebP by the server when the form is saved) and a 삭제 button.
 */
export function PictureField({ label, preview, onChange }: { label: string; preview: string | null; onChange(change: PictureChange): void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {preview && (
        <div className={styles.picture}>
          <img src={preview} alt={`${label} 미리보기`} />
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label={`${label} 삭제`}>
            삭제
          </Button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onChange(file);
          e.target.value = '';
        }}
      />
    </div>
  );
}
