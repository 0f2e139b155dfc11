import { randomBytes, randomInt } from 'node:crypto';
import { AUTHORIZE_CSS, authorizeErrorPage, authorizePage, type AuthorizeRequest, type SimulatedAccount } from './social-login-window.js';
import { OAUTH_PATHS, type KakaoUserMe, type NaverNidMe, type OAuthProvider } from './social-login.protocol.js';

/** The test accounts the authorize page offers, per provider (Kakao gives phones as +82, Naver as 010-; one Kakao account gives only a nickname). */
export const SIMULATED_ACCOUNTS: Record<OAuthProvider, SimulatedAccount[]> = {
  kakao: [
    { id: '3100000001', name: '김하늘', email: 'haneul.kim@kakao.test', phone: '+82 10-2100-0001' },
    { id: '3100000002', name: '소담', email: '', phone: '' },
  ],
  naver: [
    { id: 'nV3xS1mUl4t0rPark0001', name: '박서연', email: 'seoyeon.park@naver.test', phone: '010-2200-0001' },
    { id: 'nV3xS1mUl4t0rLee00002', name: '이도윤', email: 'doyun.lee@naver.test', phone: '010-2200-0002' },
  ],
};

/** Client credentials the simulator accepts, per provider. */
export type SimulatedClients = Record<OAuthProvider, { clientId: string; clientSecret: string }>;

/** A code or access token the simulator handed out. */
interface Grant {
  provider: OAuthProvider;
  clientId: string;
  redirectUri: string;
  state: string;
  account: SimulatedAccount;
  expiresAt: number;
}

/** Authorization codes live 10 minutes (Kakao's and Naver's own), access tokens 6 hours. */
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_MS = 6 * 3_600_000;

const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=utf-8' } });
const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html;charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A local stand-in for Kakao Login and Naver Login speaking their HTTP under `{base}/kakao` and
 * `{base}/naver` (paths of {@link OAUTH_PATHS}): the authorize page (pick a test account, enter
 * another, or decline) redirecting to the redirect URI with `code` and `state` (or
 * `error=access_denied`), the token endpoint (form POST, client and code checked; Kakao's
 * `redirect_uri` and Naver's `state` must match the authorize request; a code works once), and
 * the profile API (Bearer) answering Kakao's user/me or Naver's nid/me shape. State is in memory.
 */
export class OAuthSimulator {
  private readonly codes = new Map<string, Grant>();
  private readonly tokens = new Map<string, Grant>();

  constructor(private readonly options: { base: string; clients: SimulatedClients; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Answers one request under `base`; anything else is 404. */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(this.options.base) ? url.pathname.slice(this.options.base.length) : url.pathname;
    if (request.method === 'GET' && path === '/authorize.css') return new Response(AUTHORIZE_CSS, { headers: { 'content-type': 'text/css;charset=utf-8' } });
    const provider = (['kakao', 'naver'] as const).find((p) => path.startsWith(`/${p}/`));
    if (!provider) return json({ error: 'not_found' }, 404);
    const rest = path.slice(provider.length + 1);
    const paths = OAUTH_PATHS[provider];
    if (rest === paths.authorize && request.method === 'GET') return this.authorizeForm(provider, url);
    if (rest === paths.authorize && request.method === 'POST') return this.authorizeSubmit(provider, new URLSearchParams(await request.text()), url.hostname);
    if (rest === paths.token && (request.method === 'POST' || request.method === 'GET')) {
      const form = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
      return this.token(provider, form);
    }
    if (rest === paths.profile && request.method === 'GET') return this.profile(provider, request.headers.get('authorization') ?? '');
    return json({ error: 'not_found' }, 404);
  }

  /**
   * What the browser does on the authorize page, for tests: answers the redirect address the
   * page would send the browser to (with `code` and `state`, or `error=access_denied`).
   */
  consent(provider: OAuthProvider, request: Omit<AuthorizeRequest, 'provider'>, account: SimulatedAccount | 'deny'): string {
    if (account === 'deny') return this.redirect(request.redirectUri, { error: 'access_denied', error_description: DENIED[provider], state: request.state });
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, { provider, ...request, account, expiresAt: this.now() + CODE_TTL_MS });
    return this.redirect(request.redirectUri, { code, state: request.state });
  }

  /** The authorize request's fields, or why it is refused. Like a registered redirect URI, only the host name the page is served on is called back (no open redirect). */
  private requestOf(provider: OAuthProvider, params: URLSearchParams, host: string): AuthorizeRequest | string {
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    if (clientId !== this.options.clients[provider].clientId) return '등록되지 않은 앱입니다 (client_id).';
    if (!/^https?:\/\/[^/]+\//.test(redirectUri) || new URL(redirectUri).hostname !== host) return '등록되지 않은 Redirect URI입니다.';
    if (provider === 'naver' && !params.get('state')) return 'state 값이 필요합니다.';
    return { provider, clientId, redirectUri, state: params.get('state') ?? '' };
  }

  private authorizeForm(provider: OAuthProvider, url: URL): Response {
    const request = this.requestOf(provider, url.searchParams, url.hostname);
    if (typeof request === 'string') return html(authorizeErrorPage(this.options.base, request), 400);
    if (url.searchParams.get('response_type') !== 'code') return html(authorizeErrorPage(this.options.base, 'response_type은 code여야 합니다.'), 400);
    const action = `${this.options.base}/${provider}${OAUTH_PATHS[provider].authorize}`;
    const newId = provider === 'kakao' ? String(randomInt(4_000_000_000, 9_000_000_000)) : randomBytes(16).toString('base64url');
    return html(authorizePage(this.options.base, action, request, SIMULATED_ACCOUNTS[provider], newId));
  }

  private authorizeSubmit(provider: OAuthProvider, form: URLSearchParams, host: string): Response {
    const request = this.requestOf(provider, form, host);
    if (typeof request === 'string') return html(authorizeErrorPage(this.options.base, request), 400);
    if (form.get('deny')) return this.found(this.consent(provider, request, 'deny'));
    const chosen = form.get('account');
    const account =
      chosen === 'custom'
        ? {
            id: (form.get('id') ?? '').trim(),
            name: (form.get('name') ?? '').trim(),
            email: (form.get('email') ?? '').trim(),
            phone: (form.get('phone') ?? '').trim(),
          }
        : SIMULATED_ACCOUNTS[provider].find((a) => a.id === chosen);
    if (!account?.id) return html(authorizeErrorPage(this.options.base, '테스트 계정을 골라주세요.'), 400);
    if (provider === 'kakao' && !/^\d{1,15}$/.test(account.id)) return html(authorizeErrorPage(this.options.base, '카카오 회원번호는 숫자입니다.'), 400);
    return this.found(this.consent(provider, request, account));
  }

  private token(provider: OAuthProvider, form: URLSearchParams): Response {
    const client = this.options.clients[provider];
    const refuse = (error: string, description: string, code?: string) =>
      provider === 'kakao' ? json({ error, error_description: description, error_code: code }, 400) : json({ error, error_description: description });
    if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type', 'grant_type must be authorization_code', 'KOE310');
    if (form.get('client_id') !== client.clientId || (provider === 'naver' && form.get('client_secret') !== client.clientSecret))
      return refuse('invalid_client', 'Bad client credentials', 'KOE101');
    const code = form.get('code') ?? '';
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.provider !== provider || grant.expiresAt < this.now()) return refuse('invalid_grant', 'authorization code not found', 'KOE320');
    if (provider === 'kakao' && form.get('redirect_uri') !== grant.redirectUri) return refuse('invalid_grant', 'redirect_uri mismatched', 'KOE303');
    if (provider === 'naver' && form.get('state') !== grant.state) return refuse('invalid_request', 'state mismatched');
    const accessToken = randomBytes(32).toString('base64url');
    this.tokens.set(accessToken, { ...grant, expiresAt: this.now() + TOKEN_TTL_MS });
    return json({ token_type: 'bearer', access_token: accessToken, refresh_token: randomBytes(32).toString('base64url'), expires_in: TOKEN_TTL_MS / 1000 });
  }

  private profile(provider: OAuthProvider, authorization: string): Response {
    const grant = authorization.startsWith('Bearer ') ? this.tokens.get(authorization.slice(7)) : undefined;
    if (!grant || grant.provider !== provider || grant.expiresAt < this.now()) {
      return provider === 'kakao'
        ? json({ msg: 'this access token does not exist', code: -401 }, 401)
        : json({ resultcode: '024', message: 'Authentication failed' }, 401);
    }
    const a = grant.account;
    if (provider === 'kakao') {
      const me: KakaoUserMe = {
        id: Number(a.id),
        kakao_account: {
          profile: { nickname: a.name },
          ...(a.email ? { email: a.email, is_email_valid: true, is_email_verified: true } : {}),
          ...(a.phone ? { phone_number: a.phone } : {}),
        },
      };
      return json(me);
    }
    const me: NaverNidMe = {
      resultcode: '00',
      message: 'success',
      response: {
        id: a.id,
        nickname: a.name,
        ...(a.name ? { name: a.name } : {}),
        ...(a.email ? { email: a.email } : {}),
        ...(a.phone ? { mobile: a.phone } : {}),
      },
    };
    return json(me);
  }

  private redirect(redirectUri: string, query: Record<string, string>): string {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url.toString();
  }

  private found(location: string): Response {
    return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
  }
}

/** The `error_description` each provider sends when the person declines. */
const DENIED: Record<OAuthProvider, string> = { kakao: 'User denied access', naver: 'Canceled By User' };
