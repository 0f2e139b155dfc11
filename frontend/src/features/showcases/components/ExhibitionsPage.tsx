import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { EXHIBITION_STATUS_TEXT, type Exhibition } from '@shop/contracts';
import { AppLink, Badge, EmptyState, LoadError, LoadingBlock, PageHeader, Tabs } from '../../../shared/ui';
import { exhibitionsQueryOptions } from '../api/shop';
import { periodText } from '../lib/period';
import styles from './showcases.module.css';

const TABS = [
  { value: 'current', label: '진행중인 기획전' },
  { value: 'ended', label: '종료된 기획전' },
] as const;

/** One exhibition's card: banner, state, title, summary and period, opening its page. */
function ExhibitionCard({ exhibition: e }: { exhibition: Exhibition }) {
  return (
    <AppLink to={`/shop/exhibitions/${encodeURIComponent(e._id)}`} className={styles.card}>
      <div className={styles.banner}>{e.banner ? <img src={e.banner.url} alt="" loading="lazy" /> : <span aria-hidden>CÉRAMAISON</span>}</div>
      <div className={styles.cardBody}>
        <Badge tone={e.status === 'running' ? 'dark' : 'outline'}>{EXHIBITION_STATUS_TEXT[e.status]}</Badge>
        <h2 className={styles.cardTitle}>{e.title}</h2>
        {e.summary && <p className={styles.summary}>{e.summary}</p>}
        <p className={styles.period}>{periodText(e)}</p>
      </div>
    </AppLink>
  );
}

/** /shop/exhibitions (spec §2): the running exhibitions, then the upcoming ones; the ended ones under their own tab. */
export function ExhibitionsPage({ tab }: { tab: 'current' | 'ended' }) {
  const navigate = useNavigate();
  const query = useQuery(exhibitionsQueryOptions(tab));
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '기획전' }]}
        eyebrow="Exhibitions"
        title={<span className="serif">기획전</span>}
        description="세라메종이 준비한 욕실·주방 기획전을 만나보세요."
      />
      <Tabs
        tabs={TABS}
        value={tab}
        onChange={(v) => void navigate({ to: '/shop/exhibitions', search: v === 'ended' ? { tab: 'ended' } : {} })}
        label="기획전 구분"
        panelId="exhibition-list"
      />
      <div id="exhibition-list" role="tabpanel" className={styles.listPanel}>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError title="기획전을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
        ) : query.data.exhibitions.length === 0 ? (
          <EmptyState title={tab === 'ended' ? '종료된 기획전이 없습니다' : '진행중인 기획전이 없습니다'} />
        ) : (
          <ul className={styles.cards}>
            {query.data.exhibitions.map((e) => (
              <li key={e._id}>
                <ExhibitionCard exhibition={e} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
