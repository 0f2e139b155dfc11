import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '@shop/contracts';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { WITHDRAWN_PAGE_SIZE, withdrawnMembersQueryOptions } from '../api/members';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/** /console/withdrawn-users (spec §2; §6 console only): members who left, newest first, with their reasons; no personal details remain. */
export function WithdrawnMembersPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const query = useQuery(withdrawnMembersQueryOptions(page));
  return (
    <>
      <WorkPageHead crumb="회원 관리" title="탈퇴 회원" count={query.data?.summary.totalCount} unit="명" />
      <section className={t.card} aria-label="탈퇴 회원 목록">
        {query.isPending ? (
          <LoadingBlock label="탈퇴 회원을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="탈퇴 회원을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.users.length === 0 ? (
          <EmptyState compact title="탈퇴한 회원이 없습니다" />
        ) : (
          <>
            <div className={t.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col">아이디</th>
                    <th scope="col">탈퇴 사유</th>
                    <th scope="col">가입일</th>
                    <th scope="col">탈퇴일시</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.users.map((u) => (
                    <tr key={u._id}>
                      <td className={t.nowrap}>{u.username}</td>
                      <td>{u.reason}</td>
                      <td className={t.nowrap}>{formatDate(u.createdAt)}</td>
                      <td className={t.nowrap}>{formatDateTime(u.withdrawnAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > WITHDRAWN_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination
                  page={page}
                  total={query.data.summary.totalCount}
                  pageSize={WITHDRAWN_PAGE_SIZE}
                  onChange={(p) => void navigate({ to: '/console/withdrawn-users', search: { page: p > 1 ? p : undefined } })}
                />
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
