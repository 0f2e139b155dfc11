import type { GeoPoint, PostcodeAddress } from '@shop/contracts';
import type { KakaoAddressDocument } from '../../platform/address/kakao-local.protocol.js';

/** The WGS84 point of a Kakao document (`x` longitude, `y` latitude as decimal strings), or null when absent or not a number. */
export function pointOf(x: string | undefined, y: string | undefined): GeoPoint | null {
  if (!x || !y) return null;
  const [lng, lat] = [Number(x), Number(y)];
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return { type: 'Point', coordinates: [lng, lat] };
}

/** Whether a building name names an apartment complex (Kakao postcode's `apartment`). */
const isApartment = (name: string) => /아파트$|APT$/i.test(name.trim());

/**
 * A Kakao Local address document as a Kakao postcode result (`oncomplete` data): zonecode from
 * the road address's `zone_no`, `address` the road address (addressType R), `jibunAddress` the
 * lot address, sido/sigungu/bname from the regions (bname the last word of region 3, the 리 of
 * an 읍/면), `bcode` the 법정동 code and `sigunguCode` its first five digits. The Local API gives
 * no 건물관리번호, so `buildingCode` is ''. Returns null for a document without a road address
 * and postcode (a region or road name alone): it cannot be shipped to.
 */
export function postcodeAddressOf(doc: KakaoAddressDocument): PostcodeAddress | null {
  const road = doc.road_address;
  const lot = doc.address;
  if (!road || !/^\d{5}$/.test(road.zone_no)) return null;
  const region3 = (lot?.region_3depth_name || road.region_3depth_name).trim();
  const bcode = lot?.b_code ?? '';
  return {
    zonecode: road.zone_no,
    address: road.address_name,
    addressType: 'R',
    roadAddress: road.address_name,
    jibunAddress: lot?.address_name ?? '',
    userSelectedType: 'R',
    buildingCode: '',
    buildingName: road.building_name,
    apartment: isApartment(road.building_name) ? 'Y' : 'N',
    sido: road.region_1depth_name,
    sigungu: road.region_2depth_name,
    sigunguCode: /^\d{10}$/.test(bcode) ? bcode.slice(0, 5) : '',
    bname: region3.split(/\s+/).pop() ?? '',
    bcode,
    roadname: road.road_name,
    geolocation: pointOf(road.x || doc.x, road.y || doc.y),
  };
}

/** The postcode results of Kakao's documents, in Kakao's order, without those that cannot be shipped to and without repeats of a road address. */
export function postcodeAddressesOf(docs: readonly KakaoAddressDocument[]): PostcodeAddress[] {
  const seen = new Set<string>();
  const out: PostcodeAddress[] = [];
  for (const doc of docs) {
    const address = postcodeAddressOf(doc);
    if (!address || seen.has(address.roadAddress)) continue;
    seen.add(address.roadAddress);
    out.push(address);
  }
  return out;
}
