import { useState } from 'react';
import { POINT_POLICIES_PAGE_SIZE } from '../api/point-policies';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, formatPrice, type PointPolicy, groupThousands } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { usePointPolicies, usePointPolicyWrites } from '../api/point-policies';
import { PointPolicyForm } from './PointPolicyForm';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/** What a policy grants, as the table says it. */
const grantText = (p: PointPolicy) => (p.amount !== null ? formatPrice(p.amount) : `${p.rate ?? 0}%`);

/**
 * /console/shop/points (spec §7 shop points CRUD; §6 console and admin02): the point policies
 * with paging, a dialog to create or edit one and deletion after confirmation.
 */
export function PointPoliciesPage({ page }: { page: number }) {
  const navigate = useNavigate();
  const query = usePointPolicies(page, POINT_POLICIES_PAGE_SIZE);
  const { create, update, remove } = usePointPolicyWrites();
  const [editing, setEditing] = useState<PointPolicy | 'new' | null>(null);
  const { asking: deleting, ask: setDeleting, cancel: cancelDelete, confirm: confirmDelete } = useConfirmed<PointPolicy>((d) => remove.mutateAsync(d._id));

  return (
    <>
      <WorkPageHead crumb="상품 관리" title="적립금 정책" count={query.data?.summary.totalCount} unit="건">
        <Button size="sm" onClick={() => setEditing('new')}>
          정책 등록
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="적립금 정책 목록">
        {query.isPending ? (
          <LoadingBlock label="적립금 정책을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="적립금 정책을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.points.length === 0 ? (
          <EmptyState compact title="등록된 적립금 정책이 없습니다" />
        ) : (
          <>
            <div className={t.tableWrap} aria-busy={query.isPlaceholderData}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col">정책명</th>
                    <th scope="col" className={t.num}>
                      적립
                    </th>
                    <th scope="col" className={t.num}>
                      유효기간
                    </th>
                    <th scope="col">상태</th>
                    <th scope="col">수정일</th>
                    <th scope="col" className={t.center}>
                      관리
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.points.map((p) => (
                    <tr key={p._id}>
                      <td>{p.name}</td>
                      <td className={t.num}>{grantText(p)}</td>
                      <td className={t.num}>{p.validityDays ? `${groupThousands(p.validityDays)}일` : '기한 없음'}</td>
                      <td className={t.nowrap}>{p.isActive ? '사용' : <span className={t.subtle}>미사용</span>}</td>
                      <td className={t.nowrap}>{formatDate(p.updatedAt)}</td>
                      <td>
                        <div className={t.rowActions}>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>
                            수정
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setDeleting(p)}>
                            삭제
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {query.data.summary.totalCount > POINT_POLICIES_PAGE_SIZE && (
              <div className={t.foot}>
                <Pagination
                  page={page}
                  total={query.data.summary.totalCount}
                  pageSize={POINT_POLICIES_PAGE_SIZE}
                  onChange={(p) => void navigate({ to: '/console/shop/points', search: { page: p > 1 ? p : undefined } })}
                />
              </div>
            )}
          </>
        )}
      </section>
      <PointPolicyForm
        open={editing !== null}
        policy={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={(body) => (editing && editing !== 'new' ? update.mutateAsync({ id: editing._id, body }) : create.mutateAsync(body))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="적립금 정책 삭제"
        message={deleting ? `‘${deleting.name}’ 정책을 삭제하시겠습니까? 이미 지급된 적립금은 그대로 유지됩니다.` : ''}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </>
  );
}
