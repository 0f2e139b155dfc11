import { useEffect, useMemo } from 'react';
import styles from './InquiryDialog.module.css';

/**
 * The picture list of the inquiry dialog (spec §5 image upload list): pictures already attached
 * (removable), the new files chosen (removable), and one empty input while fewer than `max` are
 * held. Only image files are taken here; the server checks each by its content.
 */
export function InquiryImageInputs({
  kept,
  onKeptChange,
  files,
  onFilesChange,
  max,
}: {
  kept: string[];
  onKeptChange(next: string[]): void;
  files: File[];
  onFilesChange(next: File[]): void;
  max: number;
}) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const held = kept.length + files.length;

  return (
    <fieldset className={styles.images}>
      <legend className={styles.imagesLegend}>
        이미지 첨부{' '}
        <span className={styles.fileHint}>
          ({held}/{max})
        </span>
      </legend>
      <ul className={styles.thumbs}>
        {kept.map((url) => (
          <li key={url} className={styles.thumb}>
            <img src={url} alt="첨부한 사진" width={64} height={64} />
            <button type="button" className={styles.remove} onClick={() => onKeptChange(kept.filter((u) => u !== url))} aria-label="첨부한 사진 삭제">
              ×
            </button>
          </li>
        ))}
        {files.map((file, i) => (
          <li key={previews[i]} className={styles.thumb}>
            <img src={previews[i]} alt={file.name} width={64} height={64} />
            <button type="button" className={styles.remove} onClick={() => onFilesChange(files.filter((_, j) => j !== i))} aria-label={`${file.name} 삭제`}>
              ×
            </button>
          </li>
        ))}
      </ul>
      {held < max && (
        <label className={styles.fileLabel}>
          <span>사진 선택</span>
          <input
            key={held}
            type="file"
            accept="image/*"
            aria-label={`사진 ${held + 1} 선택`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              if (!file.type.startsWith('image/')) {
                window.alert('이미지 파일만 첨부할 수 있습니다');
                return;
              }
              onFilesChange([...files, file]);
            }}
          />
        </label>
      )}
    </fieldset>
  );
}
