import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { BOARD_CATEGORY_TEXT, MEMBER_BOARD_CATEGORIES, formatDate, type BoardCategory, groupThousands } from '@shop/contracts';
import { AppLink, EmptyState, LoadingBlock, PageHeader } from '../../../shared/ui';
import { boardQueryOptions, countBoardView } from '../api/boards';
import { BoardComments } from './BoardComments';
import { BoardOwnerActions } from './BoardOwnerActions';
import { CommunityNav } from './CommunityNav';
import styles from './community.module.css';

/** Bytes as the shop shows a file's size. */
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

/**
 * /community/{category}/{id} (spec §2 board sub-route "{_id} view"): the post, its files to
 * download, 이전글/다음글, and its comments. Counts one view when it opens.
 */
export function BoardViewPage({ category, id }: { category: BoardCategory; id: string }) {
  const query = useQuery(boardQueryOptions(id));
  // Opened from the board's list (its links carry this in the history state), or from a link elsewhere.
  const fromBoardList = useLocation({ select: (l) => l.state.fromBoardList === true });
  useEffect(() => void countBoardView(id, fromBoardList ? 'list' : 'link'), [id]); // eslint-disable-line react-hooks/exhaustive-deps -- one view per post opened
  const name = BOARD_CATEGORY_TEXT[category];
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <div className="container">
        <EmptyState title="게시글을 찾을 수 없습니다" action={<AppLink to={`/community/${category}`}>{name} 목록</AppLink>} />
      </div>
    );
  }
  const { board, prev, next } = query.data;
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '커뮤니티' }, { label: name, to: `/community/${category}` }, { label: board.subject }]} />
      <CommunityNav />
      <article className={styles.article}>
        <header className={styles.articleHead}>
          <h1 className={styles.articleTitle}>{board.subject}</h1>
          <p className={styles.articleMeta}>
            <span>{board.writer.name}</span>
            <time dateTime={board.createdAt}>{formatDate(board.createdAt)}</time>
            <span>조회 {groupThousands(board.views)}</span>
          </p>
        </header>
        {/* Safe as HTML: sanitised on write with the rich-text allow-list (backend platform/html/rich-text.ts). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: board.content }} />
        {/* Members' posts carry their pictures as files: shown in the post, not offered as downloads. */}
        {MEMBER_BOARD_CATEGORIES.includes(category) && board.files.length > 0 && (
          <ul className={styles.gallery} aria-label="사진">
            {board.files.map((f, i) => (
              <li key={f._id}>
                <img src={f.url} alt={`${board.subject} 사진 ${i + 1}`} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        {!MEMBER_BOARD_CATEGORIES.includes(category) && board.files.length > 0 && (
          <section className={styles.files} aria-label="첨부파일">
            <h2 className={styles.filesTitle}>첨부파일</h2>
            <ul>
              {board.files.map((f) => (
                <li key={f._id}>
                  <a href={f.url} download={f.name}>
                    {f.name}
                  </a>{' '}
                  <span className={styles.meta}>{sizeText(f.size)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <BoardOwnerActions category={category} id={board._id} />
      </article>
      <nav className={styles.neighbours} aria-label="다른 게시글">
        {prev && (
          <Link to="/community/$category/$boardId" params={{ category, boardId: prev._id }}>
            <span className={styles.neighbourLabel}>이전글</span> {prev.subject}
          </Link>
        )}
        {next && (
          <Link to="/community/$category/$boardId" params={{ category, boardId: next._id }}>
            <span className={styles.neighbourLabel}>다음글</span> {next.subject}
          </Link>
        )}
      </nav>
      <BoardComments boardId={board._id} />
      <div className={styles.back}>
        <AppLink to={`/community/${category}`}>목록으로</AppLink>
      </div>
    </div>
  );
}
