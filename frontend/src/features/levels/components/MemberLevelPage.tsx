import { useState } from 'react';
import { MEMBER_LEVEL_PAGE_SIZE } from '../api/member-levels';
import { Link, useNavigate } from '@tanstack/react-router';
import type { LevelEvaluationResponse } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { useEvaluateLevels, useLevels } from '../api/levels';
import { useMemberLevels } from '../api/member-levels';
import { MembersTable } from './MembersTable';
import styles from './levels.module.css';
import { WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';
import { groupThousands } from '@shop/contracts';

/** What an evaluation did: how many were evaluated and who moved, with the reason. */
function EvaluationResult({ result }: { result: LevelEvaluationResponse }) {
  return (
    <div className={styles.result} role="status">
      <strong>
        평가 완료: 회원 {groupThousands(result.evaluated)}명 중 {groupThousands(result.changed)}명의 등급이 변경되었습니다.
      </strong>
      {result.changes.length > 0 && (
        <ul>
          {result.changes.slice(0, 20).map((c) => (
            <li key={c._user}>
              {c.username}: {c.from ?? '미지정'} → {c.to} ({c.reason})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /console/user-level/{code} (spec §2; §6 user levels: console only): the members of one level
 * with search and paging, and the evaluation of every member now (confirmed first) with its result.
 */
export function MemberLevelPage({ code, page, searchValue }: { code: string; page: number; searchValue: string }) {
  const navigate = useNavigate();
  const levels = useLevels();
  const query = useMemberLevels({ code, page, searchValue, limit: MEMBER_LEVEL_PAGE_SIZE });
  const evaluate = useEvaluateLevels();
  const [asking, setAsking] = useState(false);
  const level = levels.data?.levels.find((l) => l.code === code);

  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({
      to: '/console/user-level/$code',
      params: { code },
      search: { page: next.page && next.page > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });
  const run = async () => {
    setAsking(false);
    try {
      await evaluate.mutateAsync(undefined);
    } catch (e) {
      alertError(e);
    }
  };

  return (
    <>
      <WorkPageHead
        crumb={
          <>
            <Link to="/console/user-grades">회원등급</Link> / {code}
          </>
        }
        title={`${level?.name ?? code} 등급 회원`}
        count={query.data?.summary.totalCount}
        unit="명"
      >
        <div className={styles.evaluate}>
          <Button size="sm" onClick={() => setAsking(true)} loading={evaluate.isPending}>
            {evaluate.isPending ? '평가 중…' : '지금 등급 평가'}
          </Button>
        </div>
      </WorkPageHead>
      <section className={t.card} aria-label={`${code} 등급 회원 목록`}>
        {evaluate.data && <EvaluationResult result={evaluate.data} />}
        <WorkSearch
          id="member-level-search"
          label="회원 검색"
          placeholder="회원 아이디·이름으로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        {query.isPending ? (
          <LoadingBlock label="회원을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="회원을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.users.length === 0 ? (
          <EmptyState compact title={searchValue ? '검색 결과가 없습니다' : '이 등급의 회원이 없습니다'} />
        ) : (
          <>
            <MembersTable users={query.data.users} busy={query.isPlaceholderData} />
            {query.data.summary.totalCount > MEMBER_LEVEL_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={MEMBER_LEVEL_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        title="등급 평가"
        message="모든 회원의 등급을 누적 점수와 전월 구매확정 금액으로 지금 평가합니다. 기준에 따라 등급이 바뀐 회원에게는 변경 이력이 남습니다. 진행하시겠습니까?"
        confirmText="평가하기"
        loading={evaluate.isPending}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
