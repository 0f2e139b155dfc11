import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { DESKTOP_MIN_WIDTH, TIMING } from '@shop/contracts';
import { getCookie, setCookie } from '../../../shared/lib/cookies';
import { AppLink, Icon } from '../../../shared/ui';
import { useBandBanners } from '../api/get-band-banners';
import styles from './BandBanner.module.css';

/**
 * The band banner on top of home (spec §2, §4): closing sets a 1-day cookie named by its id and
 * hides it; banners with such a cookie start hidden; a load failure shows nothing. Rendered on the
 * server from the request's cookies (home's loader warms the banners), so the page does not move
 * when it hydrates; the PC or mobile picture is chosen by the browser (<picture>).
 */
export function BandBanner() {
  const { data } = useBandBanners('main');
  const requestCookie = useRouteContext({ from: '__root__', select: (c) => c.requestCookie });
  const [closed, setClosed] = useState<string[]>([]);
  const banners = (data ?? []).filter((b) => !closed.includes(b._id) && !getCookie(b._id, requestCookie));
  if (banners.length === 0) return null;

  return (
    <div className={styles.stack}>
      {banners.map((b) => {
        const mobile = b.imageMb ?? b.imagePc;
        const image = b.imagePc ?? b.imageMb;
        const body = mobile ? (
          <picture>
            {image && image !== mobile && <source media={`(min-width: ${DESKTOP_MIN_WIDTH}px)`} srcSet={image.url} />}
            <img src={mobile.url} alt={b.text || '이벤트 배너'} className={styles.image} />
          </picture>
        ) : (
          <span className={styles.text}>{b.text}</span>
        );
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
