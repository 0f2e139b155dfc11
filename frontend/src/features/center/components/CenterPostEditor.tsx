import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CENTER_POST_CONTENT_RULES,
  CENTER_POST_KIND_TEXT,
  CENTER_POST_TITLE_RULES,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_TEXT,
  firstViolation,
  type CenterPost,
  type CenterPostKind,
  type QuestionCategory,
} from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button, Checkbox, Dialog, LoadingBlock, Select, TextField } from '../../../shared/ui';
import { ContentHistory } from '../../../shared/console/ContentHistory';
import { centerPostKeys, consolePostAddress, fetchConsolePost, useSaveCenterPost } from '../api/center-posts';
import styles from './center.module.css';

// TipTap is large: the editor loads when a dialog first opens, never with the shop's pages.
const RichTextEditor = lazy(() => import('../../../shared/rich-text/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

const CATEGORY_OPTIONS = QUESTION_CATEGORIES.map((value) => ({ value, label: QUESTION_CATEGORY_TEXT[value] }));

/**
 * Writes or rewrites a notice or an FAQ (console notifications, faqs): title (an FAQ's question),
 * content in the rich-text editor (an FAQ's answer), an FAQ's category and order, a notice's pin,
 * and whether the shop shows it. The spec's rules are checked before sending; the server
 * sanitises the HTML. An existing post shows its history (issue 14); `onRestored` gets the post
 * once an earlier version was brought back, for the caller to open it afresh.
 */
export function CenterPostEditor({
  kind,
  post,
  onClose,
  onRestored,
}: {
  kind: CenterPostKind;
  post: CenterPost | null;
  onClose(): void;
  onRestored?(post: CenterPost): void;
}) {
  const qc = useQueryClient();
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [category, setCategory] = useState<QuestionCategory>(post?.category ?? 'others');
  const [index, setIndex] = useState(String(post?.index ?? 0));
  const [pinned, setPinned] = useState(post?.pinned ?? false);
  const [shows, setShows] = useState(post?.shows ?? true);
  const [errors, setErrors] = useState<{ title?: string | null; content?: string | null; index?: string | null }>({});
  const save = useSaveCenterPost(kind);
  const isFaq = kind === 'FAQ';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const order = Number(index);
    const found = {
      title: firstViolation(CENTER_POST_TITLE_RULES, title),
      content: firstViolation(CENTER_POST_CONTENT_RULES, content),
      index: isFaq && !(Number.isInteger(order) && order >= 0 && order <= 9999) ? '순서는 0 이상 9999 이하의 정수로 입력해주세요' : null,
    };
    setErrors(found);
    if (found.title || found.content || found.index) return;
    const body = isFaq ? { title, content, category, index: order, shows } : { title, content, pinned, shows };
    save.mutate(
      { id: post?._id ?? null, body },
      {
        onSuccess: () => {
          window.alert(post ? '수정되었습니다' : '등록되었습니다');
          onClose();
        },
        onError: alertError,
      },
    );
  };

  const what = CENTER_POST_KIND_TEXT[kind];
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={post ? `${what} 수정` : `${what} 등록`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form="center-post-form" loading={save.isPending}>
            저장
          </Button>
        </>
      }
    >
      <form id="center-post-form" className={styles.editor} onSubmit={onSubmit} noValidate>
        <TextField label={isFaq ? '질문' : '제목'} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} required maxLength={200} />
        {isFaq && (
          <div className={styles.editorRow}>
            <Select label="질문 유형" options={CATEGORY_OPTIONS} value={category} onChange={(e) => setCategory(e.target.value as QuestionCategory)} />
            <TextField
              label="순서"
              inputMode="numeric"
              value={index}
              onChange={(e) => setIndex(e.target.value)}
              error={errors.index}
              hint="작을수록 먼저 보입니다"
            />
          </div>
        )}
        <div>
          <p className={styles.fieldLabel}>{isFaq ? '답변' : '내용'}</p>
          <Suspense fallback={<LoadingBlock minHeight={220} />}>
            <RichTextEditor label={isFaq ? '답변' : '내용'} value={content} onChange={setContent} />
          </Suspense>
          {errors.content && (
            <p role="alert" className={styles.error}>
              {errors.content}
            </p>
          )}
        </div>
        <div className={styles.flags}>
          {!isFaq && <Checkbox label="상단 고정" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />}
          <Checkbox label="쇼핑몰에 노출" checked={shows} onChange={(e) => setShows(e.target.checked)} />
        </div>
      </form>
      {post && (
        <ContentHistory
          base={consolePostAddress(kind, post._id)}
          what={what}
          labels={isFaq ? { title: '질문', content: '답변', category: '질문 유형', pinned: '상단 고정' } : { pinned: '상단 고정' }}
          onRestored={async () => {
            const fresh = await fetchConsolePost(kind, post._id);
            await qc.invalidateQueries({ queryKey: centerPostKeys.all });
            onRestored?.(fresh);
          }}
        />
      )}
    </Dialog>
  );
}
