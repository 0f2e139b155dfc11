import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  BOARD_CATEGORIES,
  BOARD_CATEGORY_TEXT,
  BOARD_CONTENT_RULES,
  BOARD_SUBJECT_RULES,
  MAX_BOARD_FILES,
  firstViolation,
  type Board,
  type BoardCategory,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { ContentHistory } from '../../../shared/console/ContentHistory';
import { Button, Checkbox, LoadingBlock, Select, TextField } from '../../../shared/ui';
import { QueryView, WorkPageHead } from '../../../shared/ui/WorkPage';
import t from '../../../shared/ui/work-table.module.css';
import { consoleBoardAddress, consoleBoardQueryOptions, useBoardWrites } from '../api/console-boards';
import { boardKeys } from '../api/keys';
import styles from './console-boards.module.css';

// TipTap is large: the editor loads with this page, never with the shop's pages.
const RichTextEditor = lazy(() => import('../../../shared/rich-text/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));
const CATEGORY_OPTIONS = BOARD_CATEGORIES.map((value) => ({ value, label: BOARD_CATEGORY_TEXT[value] }));

/** /console/boards/{_board} (spec §2): one post to rewrite, with its thumbnail and files, and its history (issue 14). */
export function BoardEditPage({ id }: { id: string }) {
  const query = useQuery(consoleBoardQueryOptions(id));
  const qc = useQueryClient();
  return (
    <QueryView query={query} what="게시글" isEmpty={() => false} empty="">
      {(data) => (
        <>
          <BoardForm key={data.board.updatedAt} board={data.board} />
          <div className={t.card}>
            <ContentHistory
              base={consoleBoardAddress(id)}
              what="게시글"
              labels={{ category: '분류', pinned: '상단 고정', shows: '쇼핑몰에 노출' }}
              onRestored={() => qc.invalidateQueries({ queryKey: boardKeys.all })}
            />
          </div>
        </>
      )}
    </QueryView>
  );
}

/** /console/boards/create (spec §2): a new post; the thumbnail and files chosen go up once it is saved. */
export function BoardCreatePage() {
  return <BoardForm board={null} />;
}

/**
 * The post form (console boards): category, subject, content in the rich-text editor, pin and
 * shop visibility, a thumbnail and files (pictures, re-encoded on the server). The spec's rules
 * are checked before sending; the server sanitises the HTML.
 */
function BoardForm({ board }: { board: Board | null }) {
  const navigate = useNavigate();
  const writes = useBoardWrites();
  const [category, setCategory] = useState<BoardCategory>(board?.category ?? 'news');
  const [subject, setSubject] = useState(board?.subject ?? '');
  const [content, setContent] = useState(board?.content ?? '');
  const [pinned, setPinned] = useState(board?.pinned ?? false);
  const [shows, setShows] = useState(board?.shows ?? true);
  const [thumb, setThumb] = useState<File | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ subject?: string | null; content?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { subject: firstViolation(BOARD_SUBJECT_RULES, subject), content: firstViolation(BOARD_CONTENT_RULES, content) };
    setErrors(found);
    if (found.subject || found.content) return;
    setBusy(true);
    try {
      const saved = await writes.save.mutateAsync({ id: board?._id ?? null, body: { category, subject, content, pinned, shows } });
      const id = saved.board!._id;
      if (thumb) await writes.thumb.mutateAsync({ id, file: thumb });
      for (const file of files) await writes.attach.mutateAsync({ id, file });
      window.alert(board ? '수정되었습니다' : '등록되었습니다');
      if (!board) void navigate({ to: '/console/boards/$boardId', params: { boardId: id } });
    } catch (error) {
      alertError(error);
    } finally {
      setBusy(false);
    }
  };
  const upload = (kind: 'thumb' | 'attach', file: File | undefined) => {
    if (!file || !board) return;
    writes[kind].mutate({ id: board._id, file }, { onError: alertError });
  };
  const fileCount = (board?.files.length ?? 0) + files.length;

  return (
    <>
      <WorkPageHead crumb="커뮤니티 > 게시판" title={board ? '게시글 수정' : '게시글 등록'} />
      <section className={t.card} aria-label="게시글 내용">
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className={styles.row}>
            <Select label="분류" options={CATEGORY_OPTIONS} value={category} onChange={(e) => setCategory(e.target.value as BoardCategory)} />
            <TextField label="제목" value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} required maxLength={200} />
          </div>
          <div>
            <p className={styles.fieldLabel}>내용</p>
            <Suspense fallback={<LoadingBlock minHeight={320} />}>
              <RichTextEditor label="내용" value={content} onChange={setContent} />
            </Suspense>
            {errors.content && (
              <p role="alert" className={styles.error}>
                {errors.content}
              </p>
            )}
          </div>
          <div>
            <p className={styles.fieldLabel}>썸네일</p>
            {board?.thumb && <img src={board.thumb.url} alt="현재 썸네일" className={styles.thumbPreview} />}
            {/* The browser's own file button speaks the browser's language: a Korean label opens it instead. */}
            <label className={styles.fileButton}>
              {board?.thumb || thumb ? '썸네일 바꾸기' : '썸네일 선택'}
              <input
                type="file"
                className="visually-hidden"
                accept="image/jpeg,image/png,image/webp,image/heic"
                aria-label="썸네일 사진"
                onChange={(e) => (board ? upload('thumb', e.target.files?.[0]) : setThumb(e.target.files?.[0] ?? null))}
              />
            </label>
            {thumb && <span className={styles.fileName}>{thumb.name}</span>}
          </div>
          <div>
            <p className={styles.fieldLabel}>
              첨부파일 ({fileCount}/{MAX_BOARD_FILES})
            </p>
            <ul className={styles.files}>
              {board?.files.map((f) => (
                <li key={f._id}>
                  <a href={f.url} download={f.name}>
                    {f.name}
                  </a>
                  <Button size="sm" variant="ghost" onClick={() => writes.detach.mutate({ id: board._id, fileId: f._id }, { onError: alertError })}>
                    삭제
                  </Button>
                </li>
              ))}
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`}>
                  {f.name}
                  <Button size="sm" variant="ghost" onClick={() => setFiles((now) => now.filter((_, j) => j !== i))}>
                    빼기
                  </Button>
                </li>
              ))}
            </ul>
            {fileCount < MAX_BOARD_FILES && (
              <label className={styles.fileButton}>
                파일 추가
                <input
                  type="file"
                  className="visually-hidden"
                  accept="image/jpeg,image/png,image/webp,image/heic"
                  aria-label="첨부파일 추가"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (board) upload('attach', file);
                    else if (file) setFiles((now) => [...now, file]);
                    e.target.value = '';
                  }}
                />
              </label>
            )}
          </div>
          <div className={styles.flags}>
            <Checkbox label="상단 고정" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
            <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void navigate({ to: '/console/boards' })}>
              목록
            </Button>
            <Button type="submit" loading={busy}>
              저장
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
