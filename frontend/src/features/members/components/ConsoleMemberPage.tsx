import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { USER_TYPE_TEXT, formatDateTime, formatPhone } from '@shop/contracts';
import { Button } from '../../../shared/ui/Button';
import { EmptyState, LoadError } from '../../../shared/ui/EmptyState';
import { FactList } from '../../../shared/ui/FactList';
import { LoadingBlock } from '../../../shared/ui/Spinner';
import { Tabs } from '../../../shared/ui/Tabs';
import t from '../../../shared/ui/work-table.module.css';
import { useMember } from '../api/members';
import { useMemberPromoter } from '../api/member-promoter';
import { BusinessCertificateButton } from './BusinessCertificateButton';
import { MemberInfoDialog, MemberTypeDialog } from './MemberDialogs';
import { MemberRecords } from './MemberRecords';
import { RECORD_TABS, type RecordTab } from '../lib/record-tabs';
import styles from './members.module.css';
import { WorkPageHead } from '../../../shared/ui/WorkPage';

/**
 * /console/users/{_user} (spec §2; §7 Users: CRUD plus PUT {id}/type, nested coupons, grades,
 * points, scores, bonuses): the member's profile with 정보 수정 and 유형 변경, and the member's orders,
 * coupons, points, level, score, account history, promoter request and (a promoter's) bonuses as tabs (`tab` in the URL).
 */
export function ConsoleMemberPage({ userId, tab }: { userId: string; tab: RecordTab }) {
  const navigate = useNavigate();
  const query = useMember(userId);
  // The 보너스 tab is a promoter's only (spec §7 Users "with nested bonuses").
  const promoter = useMemberPromoter(userId, true);
  const isPromoter = promoter.data?.request?.status === 'APPROVED';
  const tabs = RECORD_TABS.filter((r) => r.value !== 'bonuses' || isPromoter || tab === 'bonuses');
  const [editing, setEditing] = useState<'info' | 'type' | null>(null);
  const head = (title: string) => (
    <WorkPageHead
      crumb={
        <>
          <Link to="/console/users">회원</Link> / 회원 상세
        </>
      }
      title={title}
    />
  );

  if (query.isPending) return <LoadingBlock label="회원 정보를 불러오는 중입니다" />;
  if (query.isError) {
    return (
      <>
        {head('회원 상세')}
        {(query.error as { status?: number }).status === 404 ? (
          <EmptyState title="회원을 찾을 수 없습니다" description="탈퇴했거나 잘못된 주소입니다." />
        ) : (
          <LoadError title="회원 정보를 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        )}
      </>
    );
  }
  const m = query.data.user;
  return (
    <>
      {head(`${m.name} (${m.username})`)}
      <div className={styles.profile}>
        <section className={t.card} aria-labelledby="member-profile">
          <div className={styles.cardHead}>
            <h2 id="member-profile">회원 정보</h2>
            <Button size="sm" variant="secondary" onClick={() => setEditing('info')}>
              정보 수정
            </Button>
          </div>
          <FactList
            layout="grid"
            className={styles.facts}
            facts={[
              { term: '아이디', value: m.username },
              { term: '이름', value: m.name },
              { term: '이메일', value: m.email },
              { term: '연락처', value: formatPhone(m.phone) },
              { term: '가입일시', value: formatDateTime(m.createdAt) },
              { term: '최근 변경', value: m.updatedAt ? formatDateTime(m.updatedAt) : '—' },
            ]}
          />
        </section>
        <section className={t.card} aria-labelledby="member-type">
          <div className={styles.cardHead}>
            <h2 id="member-type">유형 · 등급</h2>
            <Button size="sm" variant="secondary" onClick={() => setEditing('type')}>
              유형 변경
            </Button>
          </div>
          <FactList
            layout="grid"
            className={styles.facts}
            facts={[
              { term: '회원유형', value: USER_TYPE_TEXT[m.type] },
              { term: '사업자번호', value: m.businessRegistration ? m.businessRegistration.replace(/^(\d{3})(\d{2})(\d{5})$/, '$1-$2-$3') : '—' },
              ...(m.type === 'COMPANY'
                ? [{ term: '사업자등록증', value: <BusinessCertificateButton userId={m._id} submitted={!!m.hasBusinessCertificate} /> }]
                : []),
              { term: '회원등급', value: m.grade ? `${m.grade.name} (${m.grade.code})` : '—' },
            ]}
          />
        </section>
      </div>
      <section className={`${t.card} ${styles.tabsCard}`} aria-label="회원 활동">
        <Tabs
          tabs={tabs}
          value={tab}
          label="회원 활동"
          panelId="member-records"
          onChange={(next) =>
            void navigate({ to: '/console/users/$userId', params: { userId }, search: { tab: next === 'orders' ? undefined : next }, replace: true })
          }
        />
        <div id="member-records" role="tabpanel" className={styles.tabPanel}>
          <MemberRecords tab={tab} userId={userId} username={m.username} name={m.name} />
        </div>
      </section>
      <MemberInfoDialog member={m} open={editing === 'info'} onClose={() => setEditing(null)} />
      <MemberTypeDialog member={m} open={editing === 'type'} onClose={() => setEditing(null)} />
    </>
  );
}
