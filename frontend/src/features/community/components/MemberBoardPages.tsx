import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  BOARD_CATEGORY_TEXT,
  BOARD_CONTENT_RULES,
  BOARD_SUBJECT_RULES,
  MAX_BOARD_FILES,
  MAX_BOARD_SUBJECT,
  firstViolation,
  type Board,
  type BoardCategory,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { AppLink, Button, EmptyState, LoadingBlock, PageHeader, TextArea, TextField } from '../../../shared/ui';
import { useMemberBoardWrites, useViewerId, viewerBoardQueryOptions } from '../api/member-boards';
import { htmlOfPlainText, plainTextOfHtml } from '../lib/plain-text';
import styles from './community.module.css';

/** The message of the modify page for a post the member did not write (the server answers 403 too). */
const NOT_YOURS_TEXT = '본인이 작성한 게시글만 수정할 수 있습니다';

const crumbs = (category: BoardCategory, last: string) => [
  { label: '홈', to: '/' },
  { label: '커뮤니티' },
  { label: BOARD_CATEGORY_TEXT[category], to: `/community/${category}` },
  { label: last },
];

/** /community/{category}/write (spec §2 board sub-route "create/write"): a member writes a post in a member category (시공 후기). */
export function MemberBoardWritePage({ category }: { category: BoardCategory }) {
  const title = `${BOARD_CATEGORY_TEXT[category]} 작성`;
  return (
    <div className="container">
      <PageHeader breadcrumb={crumbs(category, title)} title={title} description="시공한 공간의 사진과 함께 경험을 나눠주세요." />
      <MemberBoardForm category={category} board={null} />
    </div>
  );
}

/**
 * /community/{category}/{id}/modify (spec §2 board sub-route "{_id}/modify"): the writer rewrites
 * their post; another member's post is refused with a message (as the server would with 403).
 */
export function MemberBoardModifyPage({ category, id }: { category: BoardCategory; id: string }) {
  const viewer = useViewerId();
  const query = useQuery({ ...viewerBoardQueryOptions(id, viewer ?? ''), enabled: !!viewer });
  const title = `${BOARD_CATEGORY_TEXT[category]} 수정`;
  const back = <AppLink to={`/community/${category}`}>{BOARD_CATEGORY_TEXT[category]} 목록</AppLink>;
  return (
    <div className="container">
      <PageHeader breadcrumb={crumbs(category, title)} title={title} />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <EmptyState title="게시글을 찾을 수 없습니다" description="삭제되었거나 비공개로 바뀐 게시글입니다." action={back} />
      ) : !query.data.board.mine ? (
        <EmptyState
          title={NOT_YOURS_TEXT}
          description="다른 회원이 작성한 게시글은 수정하거나 삭제할 수 없습니다."
          action={<AppLink to={`/community/${category}/${encodeURIComponent(id)}`}>게시글로 돌아가기</AppLink>}
        />
      ) : (
        <MemberBoardForm key={query.data.board.updatedAt} category={category} board={query.data.board} />
      )}
    </div>
  );
}

/** A picture chosen on this device, shown from a temporary object URL until the form leaves. */
function LocalPicture({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img src={url} alt={alt} className={styles.pictureImg} /> : <span className={styles.pictureImg} aria-hidden />;
}

/**
 * The member's post form: subject, content as plain text (kept as paragraphs), and up to
 * MAX_BOARD_FILES pictures (re-encoded on the server). The spec's rules are checked before
 * sending; after saving, removed pictures come off, new ones go up, and the post opens.
 */
function MemberBoardForm({ category, board }: { category: BoardCategory; board: Board | null }) {
  const navigate = useNavigate();
  const writes = useMemberBoardWrites();
  const picker = useRef<HTMLInputElement>(null);
  const [subject, setSubject] = useState(board?.subject ?? '');
  const [content, setContent] = useState(board ? plainTextOfHtml(board.content) : '');
  const [kept, setKept] = useState(board?.files ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ subject?: string | null; content?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const count = kept.length + added.length;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { subject: firstViolation(BOARD_SUBJECT_RULES, subject), content: firstViolation(BOARD_CONTENT_RULES, content) };
    setErrors(found);
    if (found.subject || found.content) return;
    setBusy(true);
    try {
      const saved = await writes.save.mutateAsync({ id: board?._id ?? null, body: { category, subject: subject.trim(), content: htmlOfPlainText(content) } });
      const id = saved.board!._id;
      for (const f of board?.files ?? []) if (!kept.some((k) => k._id === f._id)) await writes.detach.mutateAsync({ id, fileId: f._id });
      for (const file of added) await writes.attach.mutateAsync({ id, file });
      void navigate({ to: '/community/$category/$boardId', params: { category, boardId: id } });
    } catch (error) {
      alertError(error);
      setBusy(false);
    }
  };

  return (
    <form className={styles.writeForm} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`${BOARD_CATEGORY_TEXT[category]} 글쓰기`}>
      <TextField
        label="제목"
        value={subject}
        onChange={(e) => {
          setSubject(e.target.value);
          setErrors((now) => ({ ...now, subject: null }));
        }}
        error={errors.subject}
        required
        maxLength={MAX_BOARD_SUBJECT}
      />
      <TextArea
        label="내용"
        value={content}
        onChange={(e) => {
          setContent(e.target.value);
          setErrors((now) => ({ ...now, content: null }));
        }}
        error={errors.content}
        required
        rows={12}
        placeholder="사용하신 제품, 시공 과정, 만족스러웠던 점을 자유롭게 적어주세요."
      />
      <fieldset className={styles.pictures}>
        <legend className={styles.fieldLabel}>
          사진{' '}
          <span className={styles.muted}>
            (선택, {count}/{MAX_BOARD_FILES}장)
          </span>
        </legend>
        <ul className={styles.pictureList}>
          {kept.map((f, i) => (
            <li key={f._id} className={styles.picture}>
              <img src={f.url} alt={`등록된 사진 ${i + 1}`} className={styles.pictureImg} />
              <button
                type="button"
                className={styles.pictureRemove}
                onClick={() => setKept((now) => now.filter((k) => k._id !== f._id))}
                aria-label={`등록된 사진 ${i + 1} 삭제`}
              >
                ×
              </button>
            </li>
          ))}
          {added.map((file, i) => (
            <li key={`${file.name}-${i}`} className={styles.picture}>
              <LocalPicture file={file} alt={file.name} />
              <button
                type="button"
                className={styles.pictureRemove}
                onClick={() => setAdded((now) => now.filter((_, j) => j !== i))}
                aria-label={`${file.name} 빼기`}
              >
                ×
              </button>
            </li>
          ))}
          {count < MAX_BOARD_FILES && (
            <li>
              <button type="button" className={styles.pictureAdd} onClick={() => picker.current?.click()}>
                <span aria-hidden>+</span>
                사진 추가
              </button>
            </li>
          )}
        </ul>
        <p className={styles.muted}>JPG, PNG, WEBP, HEIC · 최대 {MAX_BOARD_FILES}장</p>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          multiple
          hidden
          aria-label="사진 선택"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (count + files.length > MAX_BOARD_FILES) window.alert(`사진은 ${MAX_BOARD_FILES}장까지 올릴 수 있습니다`);
            setAdded((now) => [...now, ...files].slice(0, MAX_BOARD_FILES - kept.length));
            e.target.value = '';
          }}
        />
      </fieldset>
      <div className={styles.writeActions}>
        <Button
          variant="secondary"
          onClick={() =>
            void (board
              ? navigate({ to: '/community/$category/$boardId', params: { category, boardId: board._id } })
              : navigate({ to: '/community/$category', params: { category } }))
          }
        >
          취소
        </Button>
        <Button type="submit" loading={busy}>
          {board ? '수정' : '등록'}
        </Button>
      </div>
    </form>
  );
}
