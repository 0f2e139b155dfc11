import { useState } from 'react';
import { ISLAND_KIND_TEXT, type IslandKind, type SaveIslandDto } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import styles from './shipping.module.css';

/** A row of the islands table being added or edited inline: name, postcode range, kind, note. */
export function IslandRowEditor({
  initial,
  label,
  onSave,
  onCancel,
}: {
  initial: SaveIslandDto;
  label: string;
  onSave(body: SaveIslandDto): Promise<unknown>;
  onCancel(): void;
}) {
  const [row, setRow] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<SaveIslandDto>) => setRow((r) => ({ ...r, ...patch }));
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave({ ...row, name: row.name.trim(), note: row.note?.trim() ?? '' });
    } catch (e) {
      setError(e instanceof ApiRequestError || e instanceof Error ? e.message : '저장하지 못했습니다');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <tr
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') onCancel();
        }}
      >
        <td>
          <input className={styles.cellInput} aria-label={`${label} 지역명`} value={row.name} maxLength={40} onChange={(e) => set({ name: e.target.value })} />
        </td>
        <td className={styles.nowrap}>
          <input
            className={styles.cellInput}
            aria-label={`${label} 시작 우편번호`}
            inputMode="numeric"
            maxLength={5}
            value={row.postcodeFrom}
            onChange={(e) => set({ postcodeFrom: e.target.value.replace(/\D/g, '') })}
          />
        </td>
        <td className={styles.nowrap}>
          <input
            className={styles.cellInput}
            aria-label={`${label} 끝 우편번호`}
            inputMode="numeric"
            maxLength={5}
            value={row.postcodeTo}
            onChange={(e) => set({ postcodeTo: e.target.value.replace(/\D/g, '') })}
          />
        </td>
        <td>
          <select className={styles.cellInput} aria-label={`${label} 구분`} value={row.kind} onChange={(e) => set({ kind: e.target.value as IslandKind })}>
            {(Object.entries(ISLAND_KIND_TEXT) as [IslandKind, string][]).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </td>
        <td className={styles.noteCell}>
          <input
            className={styles.cellInput}
            aria-label={`${label} 비고`}
            value={row.note ?? ''}
            maxLength={200}
            onChange={(e) => set({ note: e.target.value })}
          />
        </td>
        <td>
          <div className={styles.actions}>
            <Button size="sm" loading={busy} onClick={() => void save()}>
              저장
            </Button>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              취소
            </Button>
          </div>
        </td>
      </tr>
      {error && (
        <tr className={styles.rowError}>
          <td colSpan={6} role="alert">
            {error}
          </td>
        </tr>
      )}
    </>
  );
}
