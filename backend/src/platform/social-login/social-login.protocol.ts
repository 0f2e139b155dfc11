/**
 * The OAuth 2.0 authorization-code flow of Kakao Login (developers.kakao.com, Kakao Login REST
 * API) and Naver Login (developers.naver.com, 네이버 로그인 API 명세): the endpoints, the fields
 * of their answers, and how a person's profile is read from them. Shared by the client and the
 * local simulator, so both speak the same HTTP.
 */

/** The providers whose login the shop speaks. */
export type OAuthProvider = 'kakao' | 'naver';

/** Where a provider is reached: the authorize page (browser) and token endpoint on the auth host, the profile on the API host. */
export interface OAuthEndpoints {
  /** Base the browser opens the authorize page under (the auth server; the simulator's is root-relative, on the shop's origin). */
  browserAuthUrl: string;
  /** Origin + base of the authorization server the shop calls for tokens, e.g. https://kauth.kakao.com. */
  authUrl: string;
  /** Origin + base of the resource API, e.g. https://kapi.kakao.com. */
  apiUrl: string;
}

/** Paths of each provider's calls, under {@link OAuthEndpoints}. */
export const OAUTH_PATHS: Record<OAuthProvider, { authorize: string; token: string; profile: string }> = {
  kakao: { authorize: '/oauth/authorize', token: '/oauth/token', profile: '/v2/user/me' },
  naver: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', profile: '/v1/nid/me' },
};

/** The real services. */
export const OAUTH_ENDPOINTS: Record<OAuthProvider, OAuthEndpoints> = {
  kakao: { browserAuthUrl: 'https://kauth.kakao.com', authUrl: 'https://kauth.kakao.com', apiUrl: 'https://kapi.kakao.com' },
  naver: { browserAuthUrl: 'https://nid.naver.com', authUrl: 'https://nid.naver.com', apiUrl: 'https://openapi.naver.com' },
};

/** The token answer of both providers (Kakao adds `refresh_token_expires_in`, `scope`). */
export interface OAuthTokenAnswer {
  token_type: string;
  access_token: string;
  refresh_token?: string;
  /** Seconds. */
  expires_in: number;
}

/** An error answer of a token call: Kakao `{ error, error_description, error_code: 'KOE320' }`, Naver `{ error, error_description }`. */
export interface OAuthErrorAnswer {
  error: string;
  error_description?: string;
  error_code?: string;
}

/** GET kapi.kakao.com/v2/user/me: the member number and the account fields the person agreed to give. */
export interface KakaoUserMe {
  id: number;
  connected_at?: string;
  kakao_account?: {
    profile?: { nickname?: string };
    name?: string;
    email?: string;
    is_email_valid?: boolean;
    is_email_verified?: boolean;
    /** International format, e.g. `+82 10-1234-5678`. */
    phone_number?: string;
  };
}

/** GET openapi.naver.com/v1/nid/me: `resultcode` 00 and the profile in `response`. */
export interface NaverNidMe {
  resultcode: string;
  message: string;
  response?: {
    id: string;
    nickname?: string;
    name?: string;
    email?: string;
    /** e.g. `010-1234-5678`. */
    mobile?: string;
    mobile_e164?: string;
  };
}

/** The person as the shop needs them: the provider's member number and what it told (empty when not given). */
export interface OAuthProfile {
  provider: OAuthProvider;
  id: string;
  name: string;
  email: string;
  /** Domestic digits, e.g. 01012345678. */
  phone: string;
}

/** `+82 10-1234-5678` or `010-1234-5678` → `01012345678`; anything else as its digits. */
export function domesticPhone(raw: string | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return (raw ?? '').trim().startsWith('+82') ? `0${digits.slice(2)}` : digits;
}

/** The profile out of Kakao's user/me answer (the real name when given, else the nickname). */
export function kakaoProfile(me: KakaoUserMe): OAuthProfile {
  const a = me.kakao_account ?? {};
  return { provider: 'kakao', id: String(me.id), name: a.name ?? a.profile?.nickname ?? '', email: a.email ?? '', phone: domesticPhone(a.phone_number) };
}

/** The profile out of Naver's nid/me answer; null unless `resultcode` is 00. */
export function naverProfile(me: NaverNidMe): OAuthProfile | null {
  const r = me.response;
  if (me.resultcode !== '00' || !r?.id) return null;
  return { provider: 'naver', id: r.id, name: r.name ?? r.nickname ?? '', email: r.email ?? '', phone: domesticPhone(r.mobile) };
}
