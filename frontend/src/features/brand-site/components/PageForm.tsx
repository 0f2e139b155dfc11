import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PAGE_BLOCK_TEXT, type PageBlock } from '@shop/contracts';
import { ApiRequestError } from '../../../shared/api/client';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { AppLink, Button, Checkbox, ConfirmDialog, Select, TextArea, TextField } from '../../../shared/ui';
import { useDeletePage, useSavePage } from '../api/console';
import { draftProblems, dtoOf, newBlock, type DraftBlock, type PageDraft } from '../lib/page-draft';
import { BlockEditor } from './BlockEditor';
import { PageImageField } from './PageImageField';
import styles from './page-editor.module.css';

const KINDS = Object.entries(PAGE_BLOCK_TEXT).map(([value, label]) => ({ value, label }));

/**
 * The page editor's form (issue 14 "blocks that staff edit in the console"): the address (new
 * pages only), title and description for search and sharing, the opening picture and line, then
 * the blocks in order with 위로, 아래로 and 삭제, and 블록 추가 by kind. Checks what the server
 * would refuse before sending, saves, and offers the page on the site.
 */
export function PageForm({ initial, isNew }: { initial: PageDraft; isNew: boolean }) {
  const navigate = useNavigate();
  const save = useSavePage();
  const remove = useDeletePage();
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState<PageBlock['type']>('text');
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const deleting = useConfirmed<string>(async (path) => {
    await remove.mutateAsync(path);
    await navigate({ to: '/console/pages' });
  });
  const set = (next: Partial<PageDraft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...next }));
  };
  const setBlock = (n: number, block: DraftBlock) => set({ blocks: draft.blocks.map((b, i) => (i === n ? block : b)) });
  const move = (n: number, by: number) => {
    const blocks = [...draft.blocks];
    const [block] = blocks.splice(n, 1);
    blocks.splice(n + by, 0, block!);
    set({ blocks });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = draftProblems(draft, isNew);
    setErrors(found);
    if (found.length) return;
    try {
      await save.mutateAsync({ path: draft.path, isNew, body: dtoOf(draft) });
      setSaved(true);
      if (isNew) await navigate({ to: '/console/pages/edit', search: { path: draft.path } });
    } catch (err) {
      setErrors(err instanceof ApiRequestError && err.errors?.length ? err.errors.map((x) => x.message) : [err instanceof Error ? err.message : String(err)]);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <section className={styles.section} aria-labelledby="page-basics">
        <h2 id="page-basics" className={styles.sectionTitle}>
          기본 정보
        </h2>
        {isNew ? (
          <TextField
            label="페이지 주소"
            required
            hint="예: /ideas/bathroom/planning"
            maxLength={120}
            value={draft.path}
            onChange={(e) => set({ path: e.target.value.trim() })}
          />
        ) : (
          <p>
            주소 <AppLink to={draft.path}>{draft.path}</AppLink>
          </p>
        )}
        <TextField label="제목" required maxLength={30} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
        <TextArea
          label="설명 (검색 결과와 공유에 쓰입니다)"
          rows={2}
          maxLength={160}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <Checkbox label="사이트에 노출" checked={draft.shows} onChange={(e) => set({ shows: e.target.checked })} />
      </section>

      <section className={styles.section} aria-labelledby="page-hero">
        <h2 id="page-hero" className={styles.sectionTitle}>
          대표 이미지와 문구
        </h2>
        <PageImageField label="대표 이미지" value={draft.hero.image} onChange={(image) => set({ hero: { ...draft.hero, image } })} />
        <div className={styles.row}>
          <TextField
            label="머리말"
            maxLength={40}
            value={draft.hero.eyebrow ?? ''}
            onChange={(e) => set({ hero: { ...draft.hero, eyebrow: e.target.value } })}
          />
          <TextField
            label="대표 문구"
            required
            maxLength={100}
            value={draft.hero.title}
            onChange={(e) => set({ hero: { ...draft.hero, title: e.target.value } })}
          />
        </div>
        <TextArea
          label="한 줄 소개"
          rows={2}
          maxLength={300}
          value={draft.hero.text ?? ''}
          onChange={(e) => set({ hero: { ...draft.hero, text: e.target.value } })}
        />
      </section>

      <section className={styles.section} aria-labelledby="page-blocks">
        <h2 id="page-blocks" className={styles.sectionTitle}>
          블록 ({draft.blocks.length})
        </h2>
        <ol className={styles.blocks}>
          {draft.blocks.map((block, n) => (
            <li key={n} className={styles.block} aria-label={`블록 ${n + 1} ${PAGE_BLOCK_TEXT[block.type]}`}>
              <div className={styles.blockHead}>
                <span className={styles.blockKind}>
                  {n + 1}. {PAGE_BLOCK_TEXT[block.type]}
                </span>
                <span className={styles.blockTools}>
                  <Button size="sm" variant="ghost" disabled={n === 0} onClick={() => move(n, -1)} aria-label={`블록 ${n + 1} 위로`}>
                    ↑
                  </Button>
                  <Button size="sm" variant="ghost" disabled={n === draft.blocks.length - 1} onClick={() => move(n, 1)} aria-label={`블록 ${n + 1} 아래로`}>
                    ↓
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => set({ blocks: draft.blocks.filter((_, i) => i !== n) })} aria-label={`블록 ${n + 1} 삭제`}>
                    삭제
                  </Button>
                </span>
              </div>
              <BlockEditor block={block} onChange={(next) => setBlock(n, next)} />
            </li>
          ))}
        </ol>
        <div className={styles.add}>
          <Select label="추가할 블록" size="sm" value={adding} options={KINDS} onChange={(e) => setAdding(e.target.value as PageBlock['type'])} />
          <Button size="sm" variant="secondary" onClick={() => set({ blocks: [...draft.blocks, newBlock(adding)] })}>
            블록 추가
          </Button>
        </div>
      </section>

      {errors.length > 0 && (
        <ul className={styles.errors} role="alert">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {isNew ? '등록' : '저장'}
        </Button>
        {saved && (
          <span role="status" className={styles.hint}>
            저장되었습니다
          </span>
        )}
        <Button variant="ghost" onClick={() => void navigate({ to: '/console/pages' })}>
          목록
        </Button>
        <span className={styles.spacer} />
        {!isNew && (
          <Button variant="ghost" onClick={() => deleting.ask(draft.path)}>
            페이지 삭제
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting.asking !== null}
        title="페이지 삭제"
        message={`${draft.title} 페이지를 삭제할까요? 주소 ${draft.path}는 더 이상 열리지 않습니다.`}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void deleting.confirm()}
        onCancel={deleting.cancel}
      />
    </form>
  );
}
