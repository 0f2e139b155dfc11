import { useState } from 'react';
import { MEMBER_POINTS_PAGE_SIZE } from '../api/member-points';
import { useNavigate } from '@tanstack/react-router';
import { POINT_ENTRY_KIND_TEXT, formatDate, formatDateTime, formatPrice, type MemberPoints } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { useAdjustMemberPoints, useMemberPoints, useMemberPointsDetail } from '../api/member-points';
import { AdjustPointsForm } from './AdjustPointsForm';
import { WorkPageHead, WorkSearch } from '../../../shared/ui/WorkPage';

/** One member's grants and latest history, in a dialog. */
function MemberPointsDialog({ member, onClose }: { member: MemberPoints | null; onClose(): void }) {
  const detail = useMemberPointsDetail(member?._user ?? null);
  return (
    <Dialog open={member !== null} onClose={onClose} title={member ? `${member.name} (${member.username}) 적립금 내역` : ''} size="lg">
      {detail.isPending ? (
        <LoadingBlock label="내역을 불러오는 중입니다" />
      ) : detail.isError ? (
        <LoadError compact title="내역을 불러오지 못했습니다" error={detail.error} onRetry={detail.refetch} />
      ) : detail.data.history.length === 0 ? (
        <EmptyState compact title="적립금 내역이 없습니다" />
      ) : (
        <div className={t.tableWrap}>
          <table className={t.table}>
            <thead>
              <tr>
                <th scope="col">일시</th>
                <th scope="col">구분</th>
                <th scope="col">내용</th>
                <th scope="col" className={t.num}>
                  금액
                </th>
                <th scope="col" className={t.num}>
                  잔액
                </th>
                <th scope="col">유효기간</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.history.map((h) => (
                <tr key={h._id}>
                  <td className={t.nowrap}>{formatDateTime(h.at)}</td>
                  <td className={t.nowrap}>{POINT_ENTRY_KIND_TEXT[h.kind]}</td>
                  <td>{h.description}</td>
                  <td className={`${t.num} ${h.amount < 0 ? t.minus : t.plus}`}>{(h.amount > 0 ? '+' : '−') + formatPrice(Math.abs(h.amount))}</td>
                  <td className={t.num}>{formatPrice(h.balance)}</td>
                  <td className={t.nowrap}>{h.kind === 'GRANT' ? (h.expiresAt ? formatDate(h.expiresAt) : '기한 없음') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}

/**
 * /console/user-points (spec §2 user-points; §6 console only): members' balances with search
 * and paging, a member's history, and staff grants and debits with a reason.
 */
export function MemberPointsPage({ page, searchValue }: { page: number; searchValue: string }) {
  const navigate = useNavigate();
  const query = useMemberPoints({ page, searchValue, limit: MEMBER_POINTS_PAGE_SIZE });
  const adjust = useAdjustMemberPoints();
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const [viewing, setViewing] = useState<MemberPoints | null>(null);

  const go = (next: { page?: number; searchValue?: string }) =>
    navigate({
      to: '/console/user-points',
      search: { page: next.page && next.page > 1 ? next.page : undefined, searchValue: (next.searchValue ?? searchValue) || undefined },
    });

  return (
    <>
      <WorkPageHead crumb="회원 관리" title="회원 적립금" count={query.data?.summary.totalCount} unit="명">
        <Button size="sm" onClick={() => setAdjusting('')}>
          적립금 지급·차감
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="회원 적립금 목록">
        <WorkSearch
          id="member-points-search"
          label="회원 검색"
          placeholder="회원 아이디·이름으로 검색"
          value={searchValue}
          onSearch={(value) => void go({ searchValue: value })}
        />
        {query.isPending ? (
          <LoadingBlock label="회원 적립금을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="회원 적립금을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.users.length === 0 ? (
          <EmptyState compact title={searchValue ? '검색 결과가 없습니다' : '회원이 없습니다'} />
        ) : (
          <>
            <div className={t.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col">회원</th>
                    <th scope="col" className={t.num}>
                      보유
                    </th>
                    <th scope="col" className={t.num}>
                      누적 적립
                    </th>
                    <th scope="col" className={t.num}>
                      사용
                    </th>
                    <th scope="col" className={t.num}>
                      소멸
                    </th>
                    <th scope="col">최근 변동</th>
                    <th scope="col" className={t.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.users.map((m) => (
                    <tr key={m._user}>
                      <td className={t.nowrap}>
                        {m.name}
                        <br />
                        <span className={t.subtle}>{m.username}</span>
                      </td>
                      <td className={t.num}>
                        <strong>{formatPrice(m.balance)}</strong>
                      </td>
                      <td className={t.num}>{formatPrice(m.granted)}</td>
                      <td className={t.num}>{formatPrice(m.used)}</td>
                      <td className={t.num}>{formatPrice(m.expired)}</td>
                      <td className={t.nowrap}>{m.updatedAt ? formatDateTime(m.updatedAt) : '—'}</td>
                      <td>
                        <div className={t.rowActions}>
                          <Button size="sm" variant="secondary" onClick={() => setViewing(m)}>
                            내역
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setAdjusting(m.username)}>
                            지급·차감
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > MEMBER_POINTS_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination page={page} total={query.data.summary.totalCount} pageSize={MEMBER_POINTS_PAGE_SIZE} onChange={(p) => void go({ page: p })} />
              </div>
            )}
          </>
        )}
      </section>
      <AdjustPointsForm open={adjusting !== null} username={adjusting ?? ''} onClose={() => setAdjusting(null)} onSubmit={(body) => adjust.mutateAsync(body)} />
      <MemberPointsDialog member={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
