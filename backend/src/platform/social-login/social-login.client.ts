import {
  OAUTH_PATHS,
  kakaoProfile,
  naverProfile,
  type KakaoUserMe,
  type NaverNidMe,
  type OAuthEndpoints,
  type OAuthErrorAnswer,
  type OAuthProfile,
  type OAuthProvider,
  type OAuthTokenAnswer,
} from './social-login.protocol.js';

/** Where and as whom the shop calls one provider (or its simulator, which takes the same calls). */
export interface OAuthClientOptions {
  provider: OAuthProvider;
  endpoints: OAuthEndpoints;
  /** Kakao REST API 키 / Naver Client ID. */
  clientId: string;
  /** Kakao client secret (optional there) / Naver Client Secret. Never logged. */
  clientSecret: string;
  /** Read timeout of one call (ms, default 10,000). */
  timeoutMs?: number;
  /** The fetch to use (the simulator in-process, or tests). */
  fetch?: typeof fetch;
}

/** The provider answered and refused (e.g. `invalid_grant`: the code was used, expired or is not this client's). */
export class OAuthRefusedError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`OAuth refused: ${error} ${description}`);
    this.name = 'OAuthRefusedError';
  }
}

/** The provider could not be reached or answered something unreadable (timeout, network, bad JSON). */
export class OAuthUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthUnavailableError';
  }
}

/**
 * One provider's authorization-code flow: the authorize address the browser is sent to, the
 * code exchanged for an access token (form POST to the token endpoint), and the person's profile
 * read with it (Bearer GET). Throws OAuthRefusedError when the provider refuses,
 * OAuthUnavailableError when it cannot be reached or read.
 */
export class OAuthClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: OAuthClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  get provider(): OAuthProvider {
    return this.options.provider;
  }

  /** The authorize page for `redirectUri` and `state` (response_type=code). Relative when the simulator is served by the shop. */
  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.options.clientId, redirect_uri: redirectUri, state });
    return `${this.options.endpoints.browserAuthUrl}${OAUTH_PATHS[this.options.provider].authorize}?${query}`;
  }

  /** Exchanges the authorization `code` for the person's profile: the token call, then the profile call. */
  async signIn(code: string, state: string, redirectUri: string): Promise<OAuthProfile> {
    return this.profile(await this.accessToken(code, state, redirectUri));
  }

  /** POST token (grant_type=authorization_code): Kakao wants `redirect_uri`, Naver `state`; both take the client secret. */
  async accessToken(code: string, state: string, redirectUri: string): Promise<string> {
    const { provider, clientId, clientSecret, endpoints } = this.options;
    const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code });
    if (provider === 'kakao') form.set('redirect_uri', redirectUri);
    else form.set('state', state);
    if (clientSecret) form.set('client_secret', clientSecret);
    const answer = await this.call<Partial<OAuthTokenAnswer> & Partial<OAuthErrorAnswer>>(`${endpoints.authUrl}${OAUTH_PATHS[provider].token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: form.toString(),
    });
    if (answer.error || !answer.access_token) throw new OAuthRefusedError(answer.error ?? 'no_token', answer.error_description ?? '');
    return answer.access_token;
  }

  /** GET the profile with the access token (Kakao user/me, Naver nid/me). */
  async profile(accessToken: string): Promise<OAuthProfile> {
    const { provider, endpoints } = this.options;
    const answer = await this.call<KakaoUserMe & NaverNidMe & Partial<OAuthErrorAnswer> & { msg?: string; code?: number }>(
      `${endpoints.apiUrl}${OAUTH_PATHS[provider].profile}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    const profile = provider === 'kakao' ? (typeof answer.id === 'number' ? kakaoProfile(answer) : null) : naverProfile(answer);
    if (!profile) throw new OAuthRefusedError(answer.error ?? answer.resultcode ?? String(answer.code ?? 'no_profile'), answer.message ?? answer.msg ?? '');
    return profile;
  }

  private async call<T>(url: string, init: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      throw new OAuthUnavailableError(`${this.options.provider} unreachable: ${(e as Error).message}`, { cause: e });
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (e) {
      throw new OAuthUnavailableError(`${this.options.provider} answered ${res.status} without JSON`, { cause: e });
    }
    if (!body || typeof body !== 'object') throw new OAuthUnavailableError(`${this.options.provider} answered ${res.status} without an object`);
    if (res.status >= 500) throw new OAuthUnavailableError(`${this.options.provider} answered ${res.status}`);
    return body as T;
  }
}
