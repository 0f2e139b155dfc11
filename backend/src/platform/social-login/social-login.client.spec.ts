import { OAuthClient, OAuthRefusedError } from './social-login.client.js';
import { socialLoginConfig } from './social-login.config.js';
import { simulatorFetch } from './social-login.module.js';
import { OAuthSimulator, SIMULATED_ACCOUNTS } from './social-login.simulator.js';
import { OAUTH_ENDPOINTS, domesticPhone } from './social-login.protocol.js';

const clients = {
  kakao: { clientId: 'kakao-app', clientSecret: 'kakao-secret' },
  naver: { clientId: 'naver-app', clientSecret: 'naver-secret' },
};
const simulator = new OAuthSimulator({ base: '/oauth-sim', clients });
const endpoints = (p: 'kakao' | 'naver') => ({ browserAuthUrl: `/oauth-sim/${p}`, authUrl: `http://sim/oauth-sim/${p}`, apiUrl: `http://sim/oauth-sim/${p}` });
const client = (p: 'kakao' | 'naver') => new OAuthClient({ provider: p, endpoints: endpoints(p), ...clients[p], fetch: simulatorFetch(simulator) });
const redirectUri = 'http://shop.test/login/sns-validate';
const codeOf = (location: string) => new URL(location).searchParams.get('code')!;

describe('Kakao and Naver login against the simulator', () => {
  it('sends the browser to the real authorize pages with the client, redirect URI and state', () => {
    const real = new OAuthClient({ provider: 'naver', endpoints: OAUTH_ENDPOINTS.naver, clientId: 'abc', clientSecret: 's' });
    const url = new URL(real.authorizeUrl(redirectUri, 'st8'));
    expect(`${url.origin}${url.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'abc', redirect_uri: redirectUri, state: 'st8' });
    expect(client('kakao').authorizeUrl(redirectUri, 'x')).toMatch(/^\/oauth-sim\/kakao\/oauth\/authorize\?/);
  });

  it('reads the Kakao profile: member number, nickname, e-mail and the +82 phone as domestic digits', async () => {
    const account = SIMULATED_ACCOUNTS.kakao[0]!;
    const location = simulator.consent('kakao', { clientId: 'kakao-app', redirectUri, state: 's1' }, account);
    await expect(client('kakao').signIn(codeOf(location), 's1', redirectUri)).resolves.toEqual({
      provider: 'kakao',
      id: account.id,
      name: account.name,
      email: account.email,
      phone: '01021000001',
    });
  });

  it('reads the Naver profile from response.id, name, email and mobile', async () => {
    const account = SIMULATED_ACCOUNTS.naver[0]!;
    const location = simulator.consent('naver', { clientId: 'naver-app', redirectUri, state: 's2' }, account);
    await expect(client('naver').signIn(codeOf(location), 's2', redirectUri)).resolves.toMatchObject({ id: account.id, phone: '01022000001' });
  });

  it('refuses a code used twice, a Kakao redirect URI that differs and a Naver state that differs', async () => {
    const kakao = codeOf(simulator.consent('kakao', { clientId: 'kakao-app', redirectUri, state: 'a' }, SIMULATED_ACCOUNTS.kakao[1]!));
    await expect(client('kakao').signIn(kakao, 'a', 'http://evil.test/cb')).rejects.toBeInstanceOf(OAuthRefusedError);
    const again = codeOf(simulator.consent('kakao', { clientId: 'kakao-app', redirectUri, state: 'a' }, SIMULATED_ACCOUNTS.kakao[1]!));
    await client('kakao').signIn(again, 'a', redirectUri);
    await expect(client('kakao').signIn(again, 'a', redirectUri)).rejects.toMatchObject({ error: 'invalid_grant' });
    const naver = codeOf(simulator.consent('naver', { clientId: 'naver-app', redirectUri, state: 'b' }, SIMULATED_ACCOUNTS.naver[1]!));
    await expect(client('naver').signIn(naver, 'other', redirectUri)).rejects.toBeInstanceOf(OAuthRefusedError);
  });

  it('calls back only the host its authorize page is served on (no open redirect)', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'kakao-app', redirect_uri: 'http://evil.test/login/sns-validate', state: 's' });
    const page = (q: URLSearchParams) => simulator.handle(new Request(`http://shop.test/oauth-sim/kakao/oauth/authorize?${q}`));
    expect((await page(query)).status).toBe(400);
    query.set('redirect_uri', redirectUri);
    expect((await page(query)).status).toBe(200);
  });

  it('sends a declined consent back with error=access_denied and the state', () => {
    const back = new URL(simulator.consent('naver', { clientId: 'naver-app', redirectUri, state: 'c' }, 'deny'));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state: 'c' });
  });

  it('uses the simulator unless a client id is set, and wants Naver’s secret with its id', () => {
    const c = socialLoginConfig({ KAKAO_CLIENT_ID: 'rest-key' });
    expect(c.kakao).toMatchObject({ simulated: false, clientId: 'rest-key', endpoints: OAUTH_ENDPOINTS.kakao });
    expect(c.naver.simulated).toBe(true);
    expect(() => socialLoginConfig({ NAVER_CLIENT_ID: 'id' })).toThrow('NAVER_CLIENT_SECRET');
    expect(domesticPhone('+82 10-1234-5678')).toBe('01012345678');
  });
});
