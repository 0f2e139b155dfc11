/** Rules of the address search and of points sent with an address (shared by the DTOs and the pages). */

/** Korean messages of the address search and of a point sent with an address. */
export const ADDRESS_MESSAGES = {
  QUERY: '검색할 주소를 2자 이상 40자 이하로 입력해주세요',
  GEOLOCATION: '주소의 위치 정보가 올바르지 않습니다',
  UNAVAILABLE: '주소 검색 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하거나 주소를 직접 입력해주세요.',
} as const;

/** Shortest and longest address query (characters, trimmed). */
export const ADDRESS_QUERY_LENGTH = { min: 2, max: 40 } as const;

/** Whether `value` is a [longitude, latitude] pair of finite numbers on the globe (GeoJSON order). */
export function isLongitudeLatitude(value: unknown): value is [number, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [lng, lat] = value as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}
