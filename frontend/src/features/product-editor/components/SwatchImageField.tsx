import { useState } from 'react';
import type { ImageRef } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { uploadProductImage } from '../api/products';
import styles from './product-editor.module.css';

/**
 * The swatch picture of an option value (spec §3 optionsConf values img): uploaded like the
 * product's pictures (stored as WebP by the server), shown on the product page instead of the
 * colour chip. `onChange(null)` takes it off.
 */
export function SwatchImageField({ value, label, onChange }: { value?: ImageRef | null; label: string; onChange(next: ImageRef | null): void }) {
  const [busy, setBusy] = useState(false);
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      const image = await uploadProductImage(files[0]!);
      onChange({ url: image.sizes.find((s) => s.width === 320)?.url ?? image.url });
    } catch (e) {
      alertError(e);
    } finally {
      setBusy(false);
    }
  };
  if (value?.url) {
    return (
      <div className={styles.swatchImage}>
        <img src={value.url} alt={label} />
        <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
          이미지 삭제
        </Button>
      </div>
    );
  }
  return (
    <label className={styles.swatchImage}>
      <span>{busy ? '올리는 중…' : '스와치 이미지'}</span>
      <input type="file" accept="image/jpeg,image/png,image/webp,image/heic" aria-label={label} disabled={busy} onChange={(e) => void upload(e.target.files)} />
    </label>
  );
}
