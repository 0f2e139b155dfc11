import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BOARD_COMMENT_RULES, MAX_BOARD_COMMENT, firstViolation, formatDate, type BoardComment } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { useSession } from '../../../shared/stores/session';
import { AppLink, Button, ConfirmDialog } from '../../../shared/ui';
import { boardCommentsQueryOptions, useWriteComment } from '../api/boards';
import styles from './community.module.css';

/**
 * The comments under a post (spec §7 Boards comments): everyone reads them; a signed-in member
 * writes one, and edits or deletes (after a confirmation) their own.
 */
export function BoardComments({ boardId }: { boardId: string }) {
  const signedIn = useSession((s) => !!s.refreshToken);
  const query = useQuery(boardCommentsQueryOptions(boardId));
  const write = useWriteComment(boardId);
  const [deleting, setDeleting] = useState<BoardComment | null>(null);
  const comments = query.data?.comments ?? [];
  return (
    <section className={styles.comments} aria-label="댓글">
      <h2 className={styles.commentsTitle}>
        댓글 <span className={styles.count}>{query.data?.summary.totalCount ?? 0}</span>
      </h2>
      {signedIn ? (
        <CommentForm
          id="new-comment"
          submitText="등록"
          pending={write.isPending}
          onSave={(content, done) => write.mutate({ content }, { onSuccess: done, onError: alertError })}
        />
      ) : (
        <p className={styles.signIn}>
          댓글을 쓰려면 <AppLink to="/login">로그인</AppLink>해주세요.
        </p>
      )}
      {comments.length === 0 ? (
        <p className={styles.noComments}>첫 댓글을 남겨주세요.</p>
      ) : (
        <ul className={styles.commentList}>
          {comments.map((c) => (
            <CommentItem key={c._id} comment={c} onDelete={() => setDeleting(c)} boardId={boardId} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="댓글 삭제"
        message="댓글을 삭제하시겠습니까? 삭제하면 되돌릴 수 없습니다."
        confirmText="삭제"
        loading={write.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => write.mutate({ commentId: deleting!._id }, { onSuccess: () => setDeleting(null), onError: alertError })}
      />
    </section>
  );
}

function CommentItem({ comment, boardId, onDelete }: { comment: BoardComment; boardId: string; onDelete(): void }) {
  const [editing, setEditing] = useState(false);
  const write = useWriteComment(boardId);
  return (
    <li className={styles.comment}>
      <p className={styles.commentHead}>
        <strong>{comment.writer.name}</strong>
        <time className={styles.date} dateTime={comment.createdAt}>
          {formatDate(comment.createdAt)}
        </time>
      </p>
      {editing ? (
        <CommentForm
          id={`comment-${comment._id}`}
          initial={comment.content}
          submitText="저장"
          pending={write.isPending}
          onCancel={() => setEditing(false)}
          onSave={(content) => write.mutate({ commentId: comment._id, content }, { onSuccess: () => setEditing(false), onError: alertError })}
        />
      ) : (
        <p className={styles.commentText}>{comment.content}</p>
      )}
      {comment.mine && !editing && (
        <p className={styles.commentActions}>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            수정
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete}>
            삭제
          </Button>
        </p>
      )}
    </li>
  );
}

function CommentForm({
  id,
  initial = '',
  submitText,
  pending,
  onSave,
  onCancel,
}: {
  id: string;
  initial?: string;
  submitText: string;
  pending: boolean;
  onSave(content: string, done: () => void): void;
  onCancel?: () => void;
}) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = firstViolation(BOARD_COMMENT_RULES, content);
    setError(found);
    if (!found) onSave(content, () => setContent(''));
  };
  return (
    <form className={styles.commentForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        댓글
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={content}
        maxLength={MAX_BOARD_COMMENT}
        rows={3}
        placeholder="댓글을 입력해주세요"
        onChange={(e) => setContent(e.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <span className={styles.commentFormActions}>
        {onCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            취소
          </Button>
        )}
        <Button size="sm" type="submit" loading={pending}>
          {submitText}
        </Button>
      </span>
    </form>
  );
}
