import type { ReactNode } from 'react';
import { formatDateTime, type MemberLevelRow, groupThousands } from '@shop/contracts';
import t from '../../../shared/ui/work-table.module.css';

/** Members with their level, score and why they are at the level; `action` adds a last column. */
export function MembersTable({ users, busy, action }: { users: MemberLevelRow[]; busy: boolean; action?: (m: MemberLevelRow) => ReactNode }) {
  return (
    <div className={t.tableWrap} aria-busy={busy}>
      <table className={t.table}>
        <thead>
          <tr>
            <th scope="col">회원</th>
            <th scope="col">회원 구분</th>
            <th scope="col">등급</th>
            <th scope="col" className={t.num}>
              누적 점수
            </th>
            <th scope="col">등급 사유</th>
            <th scope="col">변경일</th>
            {action && (
              <th scope="col" className={t.center}>
                관리
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {users.map((m) => (
            <tr key={m._user}>
              <td className={t.nowrap}>
                {m.name}
                <br />
                <span className={t.subtle}>{m.username}</span>
              </td>
              <td className={t.nowrap}>{m.userType === 'COMPANY' ? '기업회원' : '개인회원'}</td>
              <td className={t.nowrap}>{m.levelName ?? <span className={t.subtle}>미지정</span>}</td>
              <td className={t.num}>{groupThousands(m.score)}점</td>
              <td>{m.reason ?? <span className={t.subtle}>—</span>}</td>
              <td className={t.nowrap}>{m.levelChangedAt ? formatDateTime(m.levelChangedAt) : '—'}</td>
              {action && <td className={t.center}>{action(m)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
