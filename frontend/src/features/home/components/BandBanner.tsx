import { useState } from 'react';
import { useHydrated } from '@tanstack/react-router';
import { TIMING } from '@shop/contracts';
import { getCookie, setCookie } from '../../../shared/lib/cookies';
import { useMediaQuery } from '../../../shared/hooks/useMediaQuery';
import { AppLink, Icon } from '../../../shared/ui';
import { useBandBanners } from '../api/get-band-banners';
import styles from './BandBanner.module.css';

/**
 * The band banner on top of home (spec §2, §4): closing sets a 1-day cookie named by its id and
 * hides it; banners with such a cookie start hidden; a load failure shows nothing. Shown once the
 * page is hydrated: the cookies are the browser's, so the server-rendered page leaves it out.
 */
export function BandBanner() {
  const { data } = useBandBanners('main');
  const desktop = useMediaQuery('(min-width: 1025px)');
  const [closed, setClosed] = useState<string[]>([]);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const banners = (data ?? []).filter((b) => !closed.includes(b._id) && !getCookie(b._id));
  if (banners.length === 0) return null;

  return (
    <div className={styles.stack}>
      {banners.map((b) => {
        const image = desktop ? (b.imagePc ?? b.imageMb) : (b.imageMb ?? b.imagePc);
        const body = image ? <img src={image.url} alt={b.text || '이벤트 배너'} className={styles.image} /> : <span className={styles.text}>{b.text}</span>;
        return (
          <aside key={b._id} className={image ? `${styles.band} ${styles.withImage}` : styles.band} aria-label="알림 배너">
            {b.href ? (
              <AppLink to={b.href} className={styles.link}>
                {body}
                {!image && <Icon name="arrowRight" size={16} />}
              </AppLink>
            ) : (
              <div className={styles.link}>{body}</div>
            )}
            <button
              type="button"
              className={styles.close}
              aria-label="오늘 하루 이 배너 닫기"
              onClick={() => {
                setCookie(b._id, 'hidden', TIMING.hideCookieDays);
                setClosed((c) => [...c, b._id]);
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </aside>
        );
      })}
    </div>
  );
}
