import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { NOTICES_PAGE_SIZE, formatDate } from '@shop/contracts';
import { Badge, EmptyState, LoadingBlock, PageHeader, Pagination } from '../../../shared/ui';
import { WorkSearch } from '../../../shared/ui/WorkPage';
import { communityNoticesQueryOptions } from '../api/boards';
import { CommunityNav } from './CommunityNav';
import styles from './community.module.css';

/**
 * /community/notices (spec §2 Info): the centre's notices as a table, pinned first, with search and
 * pages; each opens the one notice view, /center/notice/{id} (where /center/notices/{id} leads too).
 */
export function CommunityNoticesPage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useQuery(communityNoticesQueryOptions(page, searchValue));
  const go = (next: { page?: number; searchValue?: string }) =>
    void navigate({
      to: '/community/notices',
      search: { page: (next.page ?? 1) > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });
  return (
    <div className="container">
      <PageHeader breadcrumb={[{ label: '홈', to: '/' }, { label: '커뮤니티' }, { label: '공지사항' }]} title="공지사항" />
      <CommunityNav />
      <div className={styles.search}>
        <WorkSearch
          id="community-notice-search"
          label="공지사항 검색"
          placeholder="제목·내용으로 검색"
          value={searchValue}
          onSearch={(v) => go({ searchValue: v })}
        />
      </div>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <EmptyState title="공지사항을 불러오지 못했습니다" description="잠시 후 다시 시도해주세요." />
      ) : query.data.posts.length === 0 ? (
        <EmptyState title={searchValue ? '검색 결과가 없습니다' : '등록된 공지사항이 없습니다'} />
      ) : (
        <>
          <ul className={styles.board} aria-label="공지사항 목록">
            {query.data.posts.map((post) => (
              <li key={post._id} className={post.pinned ? styles.pinned : undefined}>
                <Link to="/center/notice/$noticeId" params={{ noticeId: post._id }} className={styles.row}>
                  {post.pinned && <Badge tone="dark">공지</Badge>}
                  <span className={styles.rowTitle}>{post.title}</span>
                  <time className={styles.date} dateTime={post.createdAt}>
                    {formatDate(post.createdAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.pages}>
            <Pagination page={page} total={query.data.summary.totalCount} pageSize={NOTICES_PAGE_SIZE} onChange={(p) => go({ page: p })} />
          </div>
        </>
      )}
    </div>
  );
}
