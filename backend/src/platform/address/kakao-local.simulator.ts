import { ADDRESS_BOOK } from './address-book.js';
import { KAKAO_ADDRESS_SEARCH_PATH, KAKAO_MAX_PAGE_SIZE, type KakaoAddressDocument, type KakaoAddressSearchResponse } from './kakao-local.protocol.js';

/** What the simulator knows. */
export interface KakaoLocalSimulatorOptions {
  /** The REST API key it accepts. */
  restApiKey: string;
  /** Its addresses (default: the built-in {@link ADDRESS_BOOK}). */
  documents?: readonly KakaoAddressDocument[];
}

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });
const error = (status: number, errorType: string, message: string) => json({ errorType, message }, status);

/** Text without spaces, for matching "문연로6" and "문연로 6" alike. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** What a document can be found by: both addresses, the building and the postcode. */
function searchText(doc: KakaoAddressDocument): string {
  return squeezed([doc.address_name, doc.address?.address_name, doc.road_address?.building_name, doc.road_address?.zone_no].filter(Boolean).join(' '));
}

/** A whole number within [min, max] from a parameter, the fallback when absent, or null when out of range. */
function intParam(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/**
 * A local stand-in for the Kakao Local API's address search that speaks its HTTP: `GET
 * /v2/local/search/address.json` with `Authorization: KakaoAK {key}` (401 otherwise), `query`
 * (400 when missing), `page` 1–45 and `size` 1–30, answering `{ meta, documents }` in Kakao's
 * shape. A document matches when every word of the query is in its road or lot address,
 * building name or postcode (spaces ignored), so "제주", "문연로 6" and "63122" all find it.
 */
export class KakaoLocalSimulator {
  private readonly index: { doc: KakaoAddressDocument; text: string }[];

  constructor(private readonly options: KakaoLocalSimulatorOptions) {
    this.index = (options.documents ?? ADDRESS_BOOK).map((doc) => ({ doc, text: searchText(doc) }));
  }

  /** Answers one request as Kakao would. */
  handle(request: Request): Response {
    const url = new URL(request.url);
    if (url.pathname !== KAKAO_ADDRESS_SEARCH_PATH) return error(404, 'NotFound', 'not found');
    if (request.method !== 'GET') return error(405, 'MethodNotAllowed', 'method not allowed');
    if (request.headers.get('authorization') !== `KakaoAK ${this.options.restApiKey}`) return error(401, 'AccessDeniedError', 'cannot find appkey');
    const query = url.searchParams.get('query')?.trim();
    if (!query) return error(400, 'MissingParameter', 'query parameter required');
    const page = intParam(url.searchParams.get('page'), 1, 1, 45);
    const size = intParam(url.searchParams.get('size'), 10, 1, KAKAO_MAX_PAGE_SIZE);
    if (page === null || size === null) return error(400, 'InvalidArgument', 'page is more than max or size is more than max');
    const words = query.split(/\s+/).map(squeezed);
    const found = this.index.filter(({ text }) => words.every((w) => text.includes(w))).map(({ doc }) => doc);
    const documents = found.slice((page - 1) * size, page * size);
    const body: KakaoAddressSearchResponse = {
      meta: { total_count: found.length, pageable_count: found.length, is_end: page * size >= found.length },
      documents,
    };
    return json(body);
  }
}

/** A fetch that hands requests to the simulator in this process, failing like a network fetch when the caller's signal aborts. */
export function simulatorFetch(simulator: KakaoLocalSimulator): typeof fetch {
  return (input, init) => {
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return Promise.resolve(simulator.handle(new Request(input, init)));
  };
}
