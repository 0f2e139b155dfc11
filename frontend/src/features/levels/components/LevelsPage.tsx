import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { LEVEL_CRITERION_TEXT, LEVEL_SCOPE_TEXT, formatPrice, type MemberLevel, groupThousands } from '@shop/contracts';
import { useConfirmed } from '../../../shared/hooks/use-confirmed';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import t from '../../../shared/ui/work-table.module.css';
import { useLevelWrites, useLevels } from '../api/levels';
import { LevelForm } from './LevelForm';
import styles from './levels.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/** A level's criteria as chips: "월 구매확정 금액 300,000원 이상" (struck through when off). */
function Criteria({ level }: { level: MemberLevel }) {
  if (level.criteria.length === 0) return <span className={t.subtle}>기준 없음</span>;
  return (
    <span className={styles.chips}>
      {level.criteria.map((c, i) => (
        <span key={i} className={`${styles.chip} ${c.isActive ? '' : styles.chipOff}`}>
          {LEVEL_CRITERION_TEXT[c.type]} {c.type === 'score' ? `${groupThousands(c.value)}점` : formatPrice(c.value)} 이상
        </span>
      ))}
    </span>
  );
}

/** A level's discounts as chips: "3%" or "1,000원". */
function Discounts({ level }: { level: MemberLevel }) {
  if (level.discounts.length === 0) return <span className={t.subtle}>없음</span>;
  return (
    <span className={styles.chips}>
      {level.discounts.map((d, i) => (
        <span key={i} className={`${styles.chip} ${d.isActive ? '' : styles.chipOff}`}>
          {d.unit === 'percent' ? `${d.value}%` : formatPrice(d.value)}
        </span>
      ))}
    </span>
  );
}

/**
 * /console/user-grades (spec §2 user-grades, §3 Member level; §6 user levels: console only): the
 * levels by order with their criteria, discounts and points rate; create, edit, delete (confirmed)
 * and a link to each level's members.
 */
export function LevelsPage() {
  const query = useLevels();
  const { create, update, remove } = useLevelWrites();
  const [editing, setEditing] = useState<MemberLevel | 'new' | null>(null);
  const { asking: deleting, ask: setDeleting, cancel: cancelDelete, confirm: confirmDelete } = useConfirmed<MemberLevel>((d) => remove.mutateAsync(d.code));

  return (
    <>
      <WorkPageHead crumb="회원 관리" title="회원등급" count={query.data?.summary.totalCount} unit="개">
        <Link to="/console/user-scores" search={{}} className={t.link}>
          회원 점수
        </Link>
        <Button size="sm" onClick={() => setEditing('new')}>
          등급 등록
        </Button>
      </WorkPageHead>
      <section className={t.card} aria-label="회원등급 목록">
        {query.isPending ? (
          <LoadingBlock label="회원등급을 불러오는 중입니다" />
        ) : query.isError ? (
          <LoadError compact title="회원등급을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.levels.length === 0 ? (
          <EmptyState compact title="등록된 회원등급이 없습니다" />
        ) : (
          <div className={t.tableWrap}>
            <table className={t.table}>
              <thead>
                <tr>
                  <th scope="col" className={t.num}>
                    순서
                  </th>
                  <th scope="col">등급</th>
                  <th scope="col">적용 대상</th>
                  <th scope="col">등급 기준</th>
                  <th scope="col">할인</th>
                  <th scope="col" className={t.num}>
                    적립률
                  </th>
                  <th scope="col">상태</th>
                  <th scope="col" className={t.center}>
                    관리
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.levels.map((l) => (
                  <tr key={l.code}>
                    <td className={t.num}>{l.index}</td>
                    <td className={t.nowrap}>
                      <Link to="/console/user-level/$code" params={{ code: l.code }} className={t.link}>
                        {l.name}
                      </Link>
                      <br />
                      <span className={t.subtle}>
                        {l.code}
                        {l.isWelcome ? ' · 가입 기본' : ''}
                      </span>
                    </td>
                    <td className={t.nowrap}>{LEVEL_SCOPE_TEXT[l.scope]}</td>
                    <td>
                      <Criteria level={l} />
                    </td>
                    <td>
                      <Discounts level={l} />
                    </td>
                    <td className={t.num}>{l.points}%</td>
                    <td className={t.nowrap}>{l.isActive ? '사용' : <span className={t.subtle}>미사용</span>}</td>
                    <td>
                      <div className={t.rowActions}>
                        <Button size="sm" variant="secondary" onClick={() => setEditing(l)}>
                          수정
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setDeleting(l)}>
                          삭제
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className={t.note}>등급은 매월 1일(한국 시간) 전월 구매확정 금액과 누적 점수로 자동 평가되며, 각 등급의 회원 화면에서 바로 평가할 수 있습니다.</p>
      </section>
      <LevelForm
        open={editing !== null}
        level={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={(body) => (editing && editing !== 'new' ? update.mutateAsync({ code: editing.code, body }) : create.mutateAsync(body))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="회원등급 삭제"
        message={deleting ? `‘${deleting.name}’ 등급을 삭제하시겠습니까? 이 등급의 회원은 다음 평가 때 다른 등급으로 옮겨집니다.` : ''}
        confirmText="삭제"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
    </>
  );
}
