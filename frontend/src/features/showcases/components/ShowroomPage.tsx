import { useQuery } from '@tanstack/react-query';
import { AppLink, EmptyState, LoadingBlock, PageHeader } from '../../../shared/ui';
import { showroomQueryOptions } from '../api/shop';
import { mapSearchUrl } from '../lib/nearest';
import { ShowroomMap } from './ShowroomMap';
import styles from './showcases.module.css';

/** /shop/showrooms/{code} (spec §2): the showroom's pictures, address, hours, phone (a tel: link) and a link out to a map search for directions. */
export function ShowroomPage({ code }: { code: string }) {
  const query = useQuery(showroomQueryOptions(code));
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <div className="container">
        <EmptyState title="쇼룸을 찾을 수 없습니다" action={<AppLink to="/shop/showrooms">쇼룸 목록</AppLink>} />
      </div>
    );
  }
  const s = query.data;
  return (
    <div className="container">
      <PageHeader
        breadcrumb={[{ label: '홈', to: '/' }, { label: '쇼룸 안내', to: '/shop/showrooms' }, { label: s.name }]}
        eyebrow="Showroom"
        title={<span className="serif">{s.name}</span>}
      />
      {s.images.length > 0 && (
        <ul className={styles.gallery} aria-label="쇼룸 사진">
          {s.images.map((img, i) => (
            <li key={img.url}>
              <img src={img.url} alt={`${s.name} 사진 ${i + 1}`} loading={i === 0 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.showroomLayout}>
        <dl className={styles.facts}>
          <dt>주소</dt>
          <dd>
            ({s.address.postcode}) {s.address.address1} {s.address.address2}
          </dd>
          <dt>운영시간</dt>
          <dd className={styles.plain}>{s.hours || '-'}</dd>
          <dt>전화</dt>
          <dd>
            <a href={`tel:${s.phone.replace(/[^0-9]/g, '')}`}>{s.phone}</a>
          </dd>
          <dt>길찾기</dt>
          <dd>
            <a href={mapSearchUrl(s)} target="_blank" rel="noopener noreferrer">
              네이버 지도에서 보기
            </a>
          </dd>
        </dl>
        <ShowroomMap showrooms={[s]} here={null} />
      </div>
      {s.description && <p className={`${styles.content} ${styles.plain}`}>{s.description}</p>}
    </div>
  );
}
