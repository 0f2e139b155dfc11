import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BOARD_CATEGORY_TEXT, MEMBER_BOARD_CATEGORIES, formatDate, type BoardCategory, type BoardListItem } from '@shop/contracts';
import { Badge, EmptyState, LoadingBlock, PageHeader, Pagination } from '../../../shared/ui';
import { WorkSearch } from '../../../shared/ui/WorkPage';
import { CARD_CATEGORIES, boardsQueryOptions, pageSizeOf } from '../api/boards';
import { CommunityNav } from './CommunityNav';
import styles from './community.module.css';

/**
 * /community/{category} (spec §2 Info): one board's shown posts, pinned first, then newest, with
 * search and pages in the URL. News, cases and events as a card grid of thumbnails; 시공 후기 as a table.
 */
export function BoardListPage({ category, page, searchValue }: { category: BoardCategory; page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(boardsQueryOptions(category, page, searchValue));
  const name = BOARD_CATEGORY_TEXT[category];
  const go = (next: { page?: number; searchValue?: string }) =>
    void navigate({
      to: '/community/$category',
      params: { category },
      search: { page: (next.page ?? 1) > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '커뮤니티' }, { label: name }]} title={name} />
      <CommunityNav />
      <div className={styles.listTools}>
        <div className={styles.search}>
          <WorkSearch id="board-search" label={`${name} 검색`} placeholder="제목·내용으로 검색" value={searchValue} onSearch={(v) => go({ searchValue: v })} />
        </div>
        {/* Members write only here; a visitor is sent to /login by the write page's guard and comes back after signing in. */}
        {MEMBER_BOARD_CATEGORIES.includes(category) && (
          <Link to="/community/$category/write" params={{ category }} className={styles.writeLink}>
            글쓰기
          </Link>
        )}
      </div>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <EmptyState title="게시글을 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." />
      ) : query.data.boards.length === 0 ? (
        <EmptyState
          title={searchValue ? '검색 결과가 없습니다' : '등록된 게시글이 없습니다'}
          description={searchValue ? '다른 검색어로 찾아보세요.' : undefined}
        />
      ) : (
        <>
          {CARD_CATEGORIES.includes(category) ? (
            <BoardCards boards={query.data.boards} busy={query.isPlaceholderData} />
          ) : (
            <BoardRows boards={query.data.boards} />
          )}
          <div className={styles.pages}>
            <Pagination page={page} total={query.data.summary.totalCount} pageSize={pageSizeOf(category)} onChange={(p) => go({ page: p })} />
          </div>
        </>
      )}
    </div>
  );
}

function BoardCards({ boards, busy }: { boards: BoardListItem[]; busy: boolean }) {
  return (
    <ul className={styles.cards} aria-label="게시글 목록" aria-busy={busy || undefined}>
      {boards.map((b) => (
        <li key={b._id}>
          <Link to="/community/$category/$boardId" params={{ category: b.category, boardId: b._id }} state={{ fromBoardList: true }} className={styles.card}>
            <span className={styles.thumb}>
              {b.thumb ? (
                <img src={b.thumb.url} alt="" width={b.thumb.width} height={b.thumb.height} loading="lazy" />
              ) : (
                <span className={styles.noThumb}>CERAMAISON</span>
              )}
            </span>
            <span className={styles.cardBody}>
              {b.pinned && <Badge tone="dark">공지</Badge>}
              <strong className={styles.cardTitle}>{b.subject}</strong>
              <span className={styles.excerpt}>{b.excerpt}</span>
              <time className={styles.date} dateTime={b.createdAt}>
                {formatDate(b.createdAt)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BoardRows({ boards }: { boards: BoardListItem[] }) {
  return (
    <ul className={styles.board} aria-label="게시글 목록">
      {boards.map((b) => (
        <li key={b._id} className={b.pinned ? styles.pinned : undefined}>
          <Link to="/community/$category/$boardId" params={{ category: b.category, boardId: b._id }} state={{ fromBoardList: true }} className={styles.row}>
            {b.pinned && <Badge tone="dark">공지</Badge>}
            <span className={styles.rowTitle}>
              {b.subject}
              {b.commentCount > 0 && <span className={styles.count}> [{b.commentCount}]</span>}
              {b.fileCount > 0 && <span className={styles.count}> · 사진 {b.fileCount}</span>}
            </span>
            <span className={styles.meta}>{b.writer.name}</span>
            <time className={styles.date} dateTime={b.createdAt}>
              {formatDate(b.createdAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
