import { OAUTH_ENDPOINTS, type OAuthEndpoints, type OAuthProvider } from './social-login.protocol.js';

/** Where the shop's own Kakao and Naver login simulator is served (same origin: the browser's authorize page needs no CSP change). */
export const OAUTH_SIMULATOR_PATH = '/oauth-sim';

/** How the shop reaches one provider. */
export interface OAuthProviderConfig {
  /** True when its client id is not set: the simulator answers, nothing leaves the machine. */
  simulated: boolean;
  clientId: string;
  clientSecret: string;
  endpoints: OAuthEndpoints;
}

/** Kakao and Naver login settings, and the call timeout (ms). */
export interface SocialLoginConfig {
  kakao: OAuthProviderConfig;
  naver: OAuthProviderConfig;
  /** Read timeout of one provider call (env SOCIAL_LOGIN_TIMEOUT_MS, default 10,000 ms). */
  timeoutMs: number;
}

const ENV: Record<OAuthProvider, { id: string; secret: string; auth: string; api: string }> = {
  kakao: { id: 'KAKAO_CLIENT_ID', secret: 'KAKAO_CLIENT_SECRET', auth: 'KAKAO_AUTH_URL', api: 'KAKAO_API_URL' },
  naver: { id: 'NAVER_CLIENT_ID', secret: 'NAVER_CLIENT_SECRET', auth: 'NAVER_AUTH_URL', api: 'NAVER_API_URL' },
};

function providerConfig(provider: OAuthProvider, env: NodeJS.ProcessEnv): OAuthProviderConfig {
  const names = ENV[provider];
  const clientId = env[names.id]?.trim();
  if (!clientId) {
    return {
      simulated: true,
      clientId: `ceramaison-${provider}-simulator`,
      clientSecret: `ceramaison-${provider}-simulator-secret`,
      // The browser opens the authorize page on the shop's origin; the server's calls reach the simulator in-process.
      endpoints: {
        browserAuthUrl: `${OAUTH_SIMULATOR_PATH}/${provider}`,
        authUrl: `http://oauth.simulator${OAUTH_SIMULATOR_PATH}/${provider}`,
        apiUrl: `http://oauth.simulator${OAUTH_SIMULATOR_PATH}/${provider}`,
      },
    };
  }
  const clientSecret = env[names.secret]?.trim() ?? '';
  // Naver always needs its secret; Kakao only when the app turned the client secret on.
  if (provider === 'naver' && !clientSecret) throw new Error('NAVER_CLIENT_SECRET must be set with NAVER_CLIENT_ID');
  return {
    simulated: false,
    clientId,
    clientSecret,
    endpoints: {
      browserAuthUrl: env[names.auth]?.trim() || OAUTH_ENDPOINTS[provider].browserAuthUrl,
      authUrl: env[names.auth]?.trim() || OAUTH_ENDPOINTS[provider].authUrl,
      apiUrl: env[names.api]?.trim() || OAUTH_ENDPOINTS[provider].apiUrl,
    },
  };
}

/**
 * Kakao and Naver login settings from the environment: KAKAO_CLIENT_ID (REST API 키, with
 * KAKAO_CLIENT_SECRET when the app uses one) and NAVER_CLIENT_ID with NAVER_CLIENT_SECRET. A
 * provider without its client id is served by the local simulator under
 * {@link OAUTH_SIMULATOR_PATH}, so `npm start` and the tests sign in with no network. Throws on
 * a Naver client id without its secret, or a bad timeout.
 */
export function socialLoginConfig(env: NodeJS.ProcessEnv): SocialLoginConfig {
  const timeoutMs = Number(env.SOCIAL_LOGIN_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error(`SOCIAL_LOGIN_TIMEOUT_MS must be a whole number of ms from 100, got "${env.SOCIAL_LOGIN_TIMEOUT_MS}"`);
  return { kakao: providerConfig('kakao', env), naver: providerConfig('naver', env), timeoutMs };
}
