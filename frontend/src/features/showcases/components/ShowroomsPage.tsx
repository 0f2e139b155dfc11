import { useQuery } from '@tanstack/react-query';
import { AppLink, Button, EmptyState, LoadError, LoadingBlock, PageHeader } from '../../../shared/ui';
import { showroomsQueryOptions } from '../api/shop';
import { byDistance, kmText, useNearest } from '../lib/nearest';
import { ShowroomMap } from './ShowroomMap';
import styles from './showcases.module.css';

/**
 * /shop/showrooms (spec §2): every shown showroom with address, phone and hours beside a drawn
 * map; "내 위치에서 가까운 순" asks the browser for its position and sorts by distance (km, computed
 * here), or shows the §8 GPS message when the browser cannot or may not tell.
 */
export function ShowroomsPage() {
  const query = useQuery(showroomsQueryOptions());
  const { nearest, locate, reset } = useNearest();
  const here = nearest.state === 'located' ? nearest.at : null;
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '쇼룸 안내' }]}
        eyebrow="Showrooms"
        title={<span className="serif">쇼룸 안내</span>}
        description="세라메종 제품을 직접 보고 상담받으실 수 있는 쇼룸입니다."
        actions={
          <Button variant="secondary" size="sm" onClick={here ? reset : locate} loading={nearest.state === 'locating'}>
            {here ? '등록순으로 보기' : '내 위치에서 가까운 순'}
          </Button>
        }
      />
      {nearest.state === 'failed' && (
        <p className={styles.gpsMessage} role="alert">
          {nearest.message}
        </p>
      )}
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError title="쇼룸을 불러오지 못했습니다" error={query.error} onRetry={query.refetch} />
      ) : query.data.length === 0 ? (
        <EmptyState title="준비 중인 쇼룸입니다" />
      ) : (
        <div className={styles.showroomLayout}>
          <ShowroomMap showrooms={query.data} here={here} />
          <ol className={styles.rooms} aria-label={here ? '가까운 순 쇼룸 목록' : '쇼룸 목록'}>
            {byDistance(query.data, here).map(({ showroom: s, km }) => (
              <li key={s.code} className={styles.room}>
                <h2 className={styles.roomName}>
                  <span className={styles.pin} aria-hidden>
                    {query.data.indexOf(s) + 1}
                  </span>
                  <AppLink to={`/shop/showrooms/${encodeURIComponent(s.code)}`}>{s.name}</AppLink>
                  {km !== null && <span className={styles.distance}>{kmText(km)}</span>}
                </h2>
                <p>
                  ({s.address.postcode}) {s.address.address1} {s.address.address2}
                </p>
                <p>
                  <a href={`tel:${s.phone.replace(/[^0-9]/g, '')}`}>{s.phone}</a>
                </p>
                {s.hours && <p className={styles.plain}>{s.hours}</p>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
