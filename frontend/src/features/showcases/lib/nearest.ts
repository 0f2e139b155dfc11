import { useState } from 'react';
import { MESSAGES, distanceKm, type LatLng, type Showroom } from '@shop/contracts';

/** Where the "nearest first" sort stands: not asked, locating, located (with the point), or refused with a §8 message. */
export type Nearest = { state: 'idle' } | { state: 'locating' } | { state: 'located'; at: LatLng } | { state: 'failed'; message: string };

/**
 * The browser's position for the "내 위치에서 가까운 순" sort (navigator.geolocation, asked on a
 * click only). Its messages are spec §8's: no Geolocation API → "이 브라우저는 GPS를 지원하지
 * 않습니다", permission refused → "위치 권한을 허용하신뒤 다시 시도 해 주세요.", any other failure
 * (no fix, timeout) → "위치정보를 다시 입력하세요.".
 */
export function useNearest() {
  const [nearest, setNearest] = useState<Nearest>({ state: 'idle' });
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setNearest({ state: 'failed', message: MESSAGES.GPS_UNSUPPORTED });
      return;
    }
    setNearest({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => setNearest({ state: 'located', at: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (e) => setNearest({ state: 'failed', message: e.code === e.PERMISSION_DENIED ? MESSAGES.GPS_PERMISSION : MESSAGES.GPS_RETRY }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return { nearest, locate, reset: () => setNearest({ state: 'idle' }) };
}

/** The showrooms with their distance in km from `at` (null without a point), nearest first when there is one. */
export function byDistance(showrooms: Showroom[], at: LatLng | null): { showroom: Showroom; km: number | null }[] {
  const rows = showrooms.map((showroom) => ({ showroom, km: at ? distanceKm(at, showroom.location) : null }));
  return at ? rows.sort((a, b) => a.km! - b.km!) : rows;
}

/** "1.2km" under 10 km, "35km" beyond. */
export const kmText = (km: number) => (km < 10 ? `${km.toFixed(1)}km` : `${Math.round(km)}km`);

/** A map search of the showroom's address on Naver Map (a plain link; nothing is loaded from it in the page). */
export const mapSearchUrl = (s: Showroom) => `https://map.naver.com/p/search/${encodeURIComponent(`${s.address.address1} ${s.name}`)}`;
