/**
 * Addresses as the Kakao (Daum) postcode service gives them (the `oncomplete(data)` fields of
 * `daum.Postcode`), plus the point they lie at (spec §3 Geolocation: [longitude, latitude]),
 * which travel-distance shipping needs. The shop's own search (`GET /api/v1/addresses`) answers
 * the same shape, so a page treats an address the same whichever way it was found.
 */
import type { GeoPoint } from './pricing.js';

/** R: 도로명 주소, J: 지번 주소 (Kakao postcode `addressType`, `userSelectedType`). */
export type PostcodeAddressType = 'R' | 'J';

/** One address of the postcode search: Kakao postcode's field names and meanings. */
export interface PostcodeAddress {
  /** 우편번호: the five-digit 기초구역번호, e.g. "63122". */
  zonecode: string;
  /** The address the search shows first (the road address when there is one). */
  address: string;
  /** Whether `address` is a road (R) or lot (J) address. */
  addressType: PostcodeAddressType;
  /** 도로명 주소, e.g. "제주특별자치도 제주시 문연로 6". */
  roadAddress: string;
  /** 지번 주소, e.g. "제주특별자치도 제주시 연동 312-1". */
  jibunAddress: string;
  /** Which of the two the shopper picked (R or J). */
  userSelectedType: PostcodeAddressType;
  /** 건물관리번호 (25 digits), '' when unknown. */
  buildingCode: string;
  /** 건물명, '' when none. */
  buildingName: string;
  /** Y for an apartment complex. */
  apartment: 'Y' | 'N';
  /** 시도, e.g. "제주특별자치도". */
  sido: string;
  /** 시군구, e.g. "제주시"; '' for 세종. */
  sigungu: string;
  /** 시군구 code (5 digits), '' when unknown. */
  sigunguCode: string;
  /** 법정동/법정리 name, e.g. "연동". */
  bname: string;
  /** 법정동 code (10 digits), '' when unknown. */
  bcode: string;
  /** 도로명, e.g. "문연로". */
  roadname: string;
  /** Where it lies, or null when the address could not be placed. */
  geolocation: GeoPoint | null;
}

/** Response of GET /api/v1/addresses: the addresses matching a query, best first. */
export interface AddressSearchResponse {
  /** What was searched, trimmed. */
  query: string;
  addresses: PostcodeAddress[];
  /** How many the provider found in all (more than `addresses` when it had further pages). */
  total: number;
}

/** Response of GET /api/v1/addresses/geocode: where an address lies. */
export interface GeocodeResponse {
  query: string;
  /** The provider's full name of the address found, or null when none. */
  addressName: string | null;
  /** [longitude, latitude] (WGS84), or null when the address is unknown. */
  geolocation: GeoPoint | null;
}

/** Response of GET /api/v1/addresses/widget: how the order page searches addresses. */
export interface PostcodeWidgetConfig {
  /** `kakao`: try Kakao's postcode widget first; `builtin`: the shop's own search dialog only. */
  widget: 'kakao' | 'builtin';
  /** The widget's script (Kakao postcode v2), or null with `builtin`. */
  scriptUrl: string | null;
  /** How long the page waits for the script before it falls back to the shop's search (ms). */
  timeoutMs: number;
}

/**
 * The fields of Kakao postcode's `oncomplete(data)` that the shop reads (the widget sends more,
 * such as English addresses). When the shopper found a lot address and Kakao matched a road
 * address to it (or the reverse), the empty one comes in `autoRoadAddress` / `autoJibunAddress`.
 */
export interface KakaoPostcodeData {
  zonecode: string;
  address: string;
  addressType: PostcodeAddressType;
  roadAddress: string;
  jibunAddress: string;
  autoRoadAddress?: string;
  autoJibunAddress?: string;
  userSelectedType: PostcodeAddressType;
  buildingCode?: string;
  buildingName?: string;
  apartment?: 'Y' | 'N';
  sido: string;
  sigungu: string;
  sigunguCode?: string;
  bname: string;
  bcode?: string;
  roadname?: string;
}

/**
 * The shop's postcode address of Kakao's widget data: road and lot addresses completed from
 * `autoRoadAddress` / `autoJibunAddress` when the shopper's search gave only one, and `address`
 * the one the shopper picked (`userSelectedType`). The point is found afterwards (geocoding), so
 * it comes in as `geolocation` (default null).
 */
export function postcodeAddressFromKakao(data: KakaoPostcodeData, geolocation: GeoPoint | null = null): PostcodeAddress {
  const roadAddress = data.roadAddress || data.autoRoadAddress || '';
  const jibunAddress = data.jibunAddress || data.autoJibunAddress || '';
  const userSelectedType: PostcodeAddressType = data.userSelectedType === 'J' && jibunAddress ? 'J' : roadAddress ? 'R' : 'J';
  return {
    zonecode: data.zonecode,
    address: (userSelectedType === 'J' ? jibunAddress : roadAddress) || data.address,
    addressType: data.addressType === 'J' ? 'J' : 'R',
    roadAddress,
    jibunAddress,
    userSelectedType,
    buildingCode: data.buildingCode ?? '',
    buildingName: data.buildingName ?? '',
    apartment: data.apartment === 'Y' ? 'Y' : 'N',
    sido: data.sido,
    sigungu: data.sigungu,
    sigunguCode: data.sigunguCode ?? '',
    bname: data.bname,
    bcode: data.bcode ?? '',
    roadname: data.roadname ?? '',
    geolocation,
  };
}

/** What to geocode for an address: the road address when there is one (Kakao Local finds both kinds). */
export const geocodeQueryOf = (address: PostcodeAddress): string => address.roadAddress || address.jibunAddress || address.address;
