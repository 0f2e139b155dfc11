import { useState } from 'react';
import { MEMBER_SCORES_PAGE_SIZE } from '../api/member-levels';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { useAdjustScore, useMemberLevels } from '../api/member-levels';
import { MembersTable } from './MembersTable';
import { ScoreForm } from './ScoreForm';
import { WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';

/** /console/user-scores (spec §2 user-scores; §6 scores: console only): members' scores and levels with search and paging, and staff score changes with a reason. */
export function MemberScoresPage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useMemberLevels({ code: null, page, searchValue, limit: MEMBER_SCORES_PAGE_SIZE });
  const adjust = useAdjustScore();
  const [editing, setEditing] = useState<string | null>(null);

  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({
      to: '/console/user-scores',
      search: { page: next.page && next.page > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });

  return (
    <>
      <WorkPageHead
        crumb={
          <>
            <Link to="/console/user-grades">회원등급</Link> / 회원 점수
          </>
        }
        title="회원 점수"
        count={query.data?.summary.totalCount}
        unit="명"
      >
        <Button size="sm" onClick={() => setEditing('')}>
          점수 조정
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="회원 점수 목록">
        <WorkSearch
          id="member-scores-search"
          label="회원 검색"
          placeholder="회원 아이디·이름으로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        {query.isPending ? (
          <LoadingBlock label="회원 점수를 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="회원 점수를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.users.length === 0 ? (
          <EmptyState compact title={searchValue ? '검색 결과가 없습니다' : '회원이 없습니다'} />
        ) : (
          <>
            <MembersTable
              users={query.data.users}
              busy={query.isPlaceholderData}
              action={(m) => (
                <Button size="sm" variant="secondary" onClick={() => setEditing(m.username)}>
                  점수 조정
                </Button>
              )}
            />
            {query.data.summary.totalCount > MEMBER_SCORES_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={MEMBER_SCORES_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <ScoreForm open={editing !== null} username={editing ?? ''} onClose={() => setEditing(null)} onSubmit={(body) => adjust.mutateAsync(body)} />
    </>
  );
}
