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
