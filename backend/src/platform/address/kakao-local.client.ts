import {
  KAKAO_ADDRESS_SEARCH_PATH,
  KAKAO_MAX_PAGE_SIZE,
  type KakaoAddressSearchRequest,
  type KakaoAddressSearchResponse,
  type KakaoErrorResponse,
} from './kakao-local.protocol.js';

/** Where and as whom the shop calls the Kakao Local API (or its simulator, which takes the same calls). */
export interface KakaoLocalClientOptions {
  /** API origin, e.g. `https://dapi.kakao.com`. */
  apiUrl: string;
  /** REST API 키. Never logged. */
  restApiKey: string;
  /** Read timeout of one call (ms, default 3,000). */
  timeoutMs?: number;
  /** The fetch to use (the simulator in-process, or tests). */
  fetch?: typeof fetch;
}

/** Kakao answered with an error (bad key 401, quota 429, bad query 400…), or could not be reached or read. */
export class KakaoLocalError extends Error {
  constructor(
    message: string,
    /** HTTP status, 0 when there was no answer. */
    readonly status: number,
    /** Kakao's `errorType`, when it sent one. */
    readonly errorType: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'KakaoLocalError';
  }
}

const DEFAULT_TIMEOUT_MS = 3_000;

/**
 * The Kakao Local API's address search (developers.kakao.com, Local, "주소로 좌표 변환하기"):
 * `GET {apiUrl}/v2/local/search/address.json?query=…` with `Authorization: KakaoAK {key}`.
 * Answers Kakao's own shape; mapping to the shop's address shape is the caller's.
 */
export class KakaoLocalClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: KakaoLocalClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * Searches addresses by road or lot address, region or building name.
   * @returns Kakao's answer: `meta` and up to `size` (≤ 30) documents.
   * @throws KakaoLocalError when Kakao refuses (4xx/5xx), times out, or answers something unreadable.
   */
  async searchAddress(request: KakaoAddressSearchRequest): Promise<KakaoAddressSearchResponse> {
    const url = new URL(KAKAO_ADDRESS_SEARCH_PATH, this.options.apiUrl);
    url.searchParams.set('query', request.query);
    if (request.analyze_type) url.searchParams.set('analyze_type', request.analyze_type);
    if (request.page) url.searchParams.set('page', String(request.page));
    if (request.size) url.searchParams.set('size', String(Math.min(request.size, KAKAO_MAX_PAGE_SIZE)));
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'GET',
        headers: { authorization: `KakaoAK ${this.options.restApiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      throw new KakaoLocalError(`Kakao Local API unreachable: ${(cause as Error).message}`, 0, null, { cause });
    }
    const body = (await response.json().catch(() => null)) as KakaoAddressSearchResponse | KakaoErrorResponse | null;
    if (!response.ok) {
      const error = body && 'errorType' in body ? body : null;
      throw new KakaoLocalError(`Kakao Local API ${response.status}: ${error?.message ?? 'no message'}`, response.status, error?.errorType ?? null);
    }
    if (!body || !('documents' in body) || !Array.isArray(body.documents) || !body.meta)
      throw new KakaoLocalError('Kakao Local API answered without documents', response.status);
    return body;
  }
}
