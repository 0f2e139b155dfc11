/**
 * Kakao Local API, 주소 검색 (address to coordinates): `GET /v2/local/search/address.json` with
 * `query` (and optional `analyze_type`, `page` 1–45, `size` 1–30), authenticated by the header
 * `Authorization: KakaoAK {REST API key}` (developers.kakao.com, Local, dev guide). Coordinates
 * are WGS84 as decimal strings: `x` longitude, `y` latitude.
 */

/** Kakao's production API origin. */
export const KAKAO_LOCAL_API_URL = 'https://dapi.kakao.com';
/** Path of the address search, JSON answer. */
export const KAKAO_ADDRESS_SEARCH_PATH = '/v2/local/search/address.json';
/** Kakao's postcode widget script (v2), loaded by the order page. */
export const KAKAO_POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
/** Origins Kakao's postcode widget runs from: its script and the search frame it opens. */
export const KAKAO_POSTCODE_ORIGINS = ['https://t1.daumcdn.net', 'https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

/** Most results per page the API gives (`size`). */
export const KAKAO_MAX_PAGE_SIZE = 30;

/** The request's parameters. */
export interface KakaoAddressSearchRequest {
  query: string;
  /** `similar` (default): partial matches of a building name too; `exact`: only exact ones. */
  analyze_type?: 'similar' | 'exact';
  page?: number;
  size?: number;
}

/** What a document is: a region or road name alone, or a full lot (REGION_ADDR) or road (ROAD_ADDR) address. */
export type KakaoAddressType = 'REGION' | 'ROAD' | 'REGION_ADDR' | 'ROAD_ADDR';

/** The lot (지번) address of a document. */
export interface KakaoLotAddress {
  address_name: string;
  /** 시도, e.g. "제주특별자치도". */
  region_1depth_name: string;
  /** 시군구, e.g. "제주시". */
  region_2depth_name: string;
  /** 법정동/리, e.g. "연동". */
  region_3depth_name: string;
  /** 행정동. */
  region_3depth_h_name: string;
  /** 행정 코드 (10 digits). */
  h_code: string;
  /** 법정 코드 (10 digits). */
  b_code: string;
  mountain_yn: 'Y' | 'N';
  main_address_no: string;
  sub_address_no: string;
  x: string;
  y: string;
}

/** The road (도로명) address of a document. */
export interface KakaoRoadAddress {
  address_name: string;
  region_1depth_name: string;
  region_2depth_name: string;
  /** 법정동/리 name. */
  region_3depth_name: string;
  road_name: string;
  underground_yn: 'Y' | 'N';
  main_building_no: string;
  sub_building_no: string;
  building_name: string;
  /** 우편번호 (five digits). */
  zone_no: string;
  x: string;
  y: string;
}

/** One result. */
export interface KakaoAddressDocument {
  address_name: string;
  address_type: KakaoAddressType;
  x: string;
  y: string;
  address: KakaoLotAddress | null;
  road_address: KakaoRoadAddress | null;
}

/** The answer (200). */
export interface KakaoAddressSearchResponse {
  meta: {
    /** How many documents matched. */
    total_count: number;
    /** How many of them can be paged through. */
    pageable_count: number;
    /** True on the last page. */
    is_end: boolean;
  };
  documents: KakaoAddressDocument[];
}

/** An error answer (4xx/5xx). */
export interface KakaoErrorResponse {
  errorType: string;
  message: string;
}
