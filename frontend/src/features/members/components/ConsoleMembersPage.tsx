import { Link, useNavigate } from '@tanstack/react-router';
import { PROMOTER_STATUS_TEXT, USER_TYPE_TEXT, formatDate, formatPhone } from '@shop/contracts';
import { alertError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { MEMBERS_PAGE_SIZE, useExportMembers, useLevelChoices, useMembers } from '../api/members';
import type { MembersSearch } from '../lib/member-search';
import { MemberFilters } from './MemberFilters';
import styles from './members.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/**
 * /console/users (spec §2 console users; §6 console only): members with search by words, join
 * days, type and level, sorting and paging, each linking to its member page, and the search's
 * Excel download.
 */
export function ConsoleMembersPage({ search }: { search: MembersSearch }) {
  const navigate = useNavigate();
  const query = useMembers(search);
  const grades = useLevelChoices();
  const exporting = useExportMembers();
  const page = search.page ?? 1;
  const go = (next: MembersSearch) => void navigate({ to: '/console/users', search: next });
  const filtered = !!(search.q || search.from || search.to || search.type || search.grade || search.promoterStatus);

  return (
    <>
      <WorkPageHead crumb="회원 관리" title="회원" count={query.data?.summary.totalCount} unit="명">
        <Button size="sm" variant="secondary" loading={exporting.isPending} onClick={() => exporting.mutate(search, { onError: alertError })}>
          엑셀 다운로드
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="회원 목록">
        <MemberFilters search={search} grades={grades.data ?? []} onApply={go} />
        {query.isPending ? (
          <LoadingBlock label="회원을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="회원을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.users.length === 0 ? (
          <EmptyState compact title={filtered ? '검색 결과가 없습니다' : '회원이 없습니다'} />
        ) : (
          <>
            <div className={t.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col">아이디</th>
                    <th scope="col">이름</th>
                    <th scope="col">유형</th>
                    <th scope="col">등급</th>
                    <th scope="col">프로모터</th>
                    <th scope="col">이메일</th>
                    <th scope="col">연락처</th>
                    <th scope="col">가입일</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.users.map((m) => (
                    <tr key={m._id}>
                      <td className={t.nowrap}>
                        <Link to="/console/users/$userId" params={{ userId: m._id }} className={t.link}>
                          {m.username}
                        </Link>
                      </td>
                      <td className={t.nowrap}>{m.name}</td>
                      <td className={t.nowrap}>
                        <span className={styles.typeBadge}>{USER_TYPE_TEXT[m.type]}</span>
                      </td>
                      <td className={t.nowrap}>{m.grade?.name ?? '—'}</td>
                      <td className={t.nowrap}>{m.promoterStatus ? PROMOTER_STATUS_TEXT[m.promoterStatus] : '—'}</td>
                      <td className={t.nowrap}>{m.email}</td>
                      <td className={t.nowrap}>{formatPhone(m.phone)}</td>
                      <td className={t.nowrap}>{formatDate(m.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > MEMBERS_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination
                  page={page}
                  total={query.data.summary.totalCount}
                  pageSize={MEMBERS_PAGE_SIZE}
                  onChange={(p) => go({ ...search, page: p > 1 ? p : undefined })}
                />
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
