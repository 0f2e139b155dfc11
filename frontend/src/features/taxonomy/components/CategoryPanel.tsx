import { useState, type FormEvent } from 'react';
import type { CategoryVisual, ConsoleCategory } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Select } from '../../../shared/ui/Select';
import { TextField } from '../../../shared/ui/TextField';
import { uploadCategoryVisual, useCategoryWrites } from '../api/categories';
import { parentChoices } from '../lib/category-tree';
import styles from './taxonomy.module.css';
import t from '../../../shared/ui/work-table.module.css';

/** What the side panel shows: a new category under `parent` (null: a root), or one to edit. */
export type CategoryPanelMode = { kind: 'add'; parent: ConsoleCategory | null } | { kind: 'edit'; category: ConsoleCategory };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : '저장하지 못했습니다');

/**
 * The side panel of the category tree: adds a category (code, name, colour, header visual) under its parent, or
 * edits one (name, colour, header visual, shown in the shop, parent) and deletes it. The visual is
 * uploaded first (the server re-encodes it as WebP and answers its size); the server's refusal (a move
 * under its own sub-tree, a category products use) shows as its Korean message.
 */
export function CategoryPanel({ mode, all, onDone }: { mode: CategoryPanelMode; all: ConsoleCategory[]; onDone(id: string | null): void }) {
  const { create, update, remove } = useCategoryWrites();
  const editing = mode.kind === 'edit' ? mode.category : null;
  const [code, setCode] = useState('');
  const [name, setName] = useState(editing?.name ?? '');
  const [color, setColor] = useState(editing?.color ?? '');
  const [shows, setShows] = useState(editing?.shows ?? true);
  const [parentId, setParentId] = useState(editing?._parent ?? '');
  const [visual, setVisual] = useState<CategoryVisual | null>(editing?.visual ?? null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending || remove.isPending || uploading;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setVisual(await uploadCategoryVisual(file));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      if (!editing) {
        const parent = mode.kind === 'add' ? mode.parent : null;
        const res = await create.mutateAsync({
          code: code.trim(),
          name: name.trim(),
          parentId: parent?._id ?? null,
          ...(color ? { color } : {}),
          ...(visual ? { visual } : {}),
        });
        onDone(res.category?._id ?? null);
        return;
      }
      const body = {
        ...(name.trim() !== editing.name ? { name: name.trim() } : {}),
        ...(color && color !== editing.color ? { color } : {}),
        ...(shows !== editing.shows ? { shows } : {}),
        ...(parentId !== (editing._parent ?? '') ? { parentId: parentId || null } : {}),
        ...(visual?.url !== editing.visual?.url ? { visual } : {}),
      };
      await update.mutateAsync({ id: editing._id, body });
      onDone(editing._id);
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const del = async () => {
    if (!editing || !window.confirm(`'${editing.name}' 카테고리를 삭제하시겠습니까?`)) return;
    setError(null);
    try {
      await remove.mutateAsync(editing._id);
      onDone(null);
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const title = editing ? `'${editing.name}' 수정` : mode.kind === 'add' && mode.parent ? `'${mode.parent.name}' 하위 카테고리 추가` : '최상위 카테고리 추가';
  return (
    <section className={`${t.card} ${styles.panel}`} aria-label="카테고리 편집">
      <h2 className={t.cardTitle}>{title}</h2>
      <form className={styles.panelBody} onSubmit={(e) => void submit(e)}>
        {!editing && <TextField label="코드" value={code} onChange={(e) => setCode(e.target.value)} required maxLength={40} hint="영문, 숫자, -, _" />}
        {editing && <p className={t.note}>코드 {editing.code}</p>}
        <TextField label="카테고리명" value={name} onChange={(e) => setName(e.target.value)} required maxLength={40} />
        <TextField label="색상" value={color} onChange={(e) => setColor(e.target.value)} placeholder="#RRGGBB" maxLength={7} />
        <label className={t.note}>
          대표 이미지
          <input type="file" accept="image/*" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
        {visual && (
          <div className={styles.panelActions}>
            <img className={styles.thumb} src={visual.url} alt="대표 이미지 미리보기" />
            <Button type="button" size="sm" variant="ghost" onClick={() => setVisual(null)}>
              이미지 빼기
            </Button>
          </div>
        )}
        {editing && (
          <>
            <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
            <Select label="상위 카테고리" value={parentId} options={parentChoices(all, editing)} onChange={(e) => setParentId(e.target.value)} />
          </>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.panelActions}>
          <Button type="submit" size="sm" loading={busy}>
            {editing ? '저장' : '추가'}
          </Button>
          {editing && (
            <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => void del()}>
              삭제
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={() => onDone(editing?._id ?? null)}>
            닫기
          </Button>
        </div>
      </form>
    </section>
  );
}
