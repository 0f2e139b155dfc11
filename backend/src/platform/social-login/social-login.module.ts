import { Global, Module } from '@nestjs/common';
import { OAuthClient } from './social-login.client.js';
import { OAUTH_SIMULATOR_PATH, socialLoginConfig, type SocialLoginConfig } from './social-login.config.js';
import { OAuthSimulatorController } from './social-login-simulator.controller.js';
import { OAuthSimulator } from './social-login.simulator.js';
import type { OAuthProvider } from './social-login.protocol.js';

/** The Kakao and Naver login settings in force (token). */
export const SOCIAL_LOGIN_CONFIG = Symbol('SOCIAL_LOGIN_CONFIG');

/** The client of each provider (token): `Record<OAuthProvider, OAuthClient>`. */
export const OAUTH_CLIENTS = Symbol('OAUTH_CLIENTS');

/** A fetch handing requests to the simulator in this process (failing like a real fetch when the caller's signal aborts). */
export function simulatorFetch(simulator: OAuthSimulator): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) return reject(signal.reason as Error);
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      simulator.handle(request).then(resolve, reject);
    });
  };
}

/**
 * Kakao and Naver login for the whole shop: the settings, the simulator (null when both
 * providers are real) and one client per provider, talking to the simulator in-process or to the
 * provider over HTTPS.
 */
@Global()
@Module({
  providers: [
    { provide: SOCIAL_LOGIN_CONFIG, useFactory: (): SocialLoginConfig => socialLoginConfig(process.env) },
    {
      provide: OAuthSimulator,
      useFactory: (c: SocialLoginConfig) =>
        c.kakao.simulated || c.naver.simulated
          ? new OAuthSimulator({
              base: OAUTH_SIMULATOR_PATH,
              clients: {
                kakao: { clientId: c.kakao.clientId, clientSecret: c.kakao.clientSecret },
                naver: { clientId: c.naver.clientId, clientSecret: c.naver.clientSecret },
              },
            })
          : null,
      inject: [SOCIAL_LOGIN_CONFIG],
    },
    {
      provide: OAUTH_CLIENTS,
      useFactory: (c: SocialLoginConfig, simulator: OAuthSimulator | null): Record<OAuthProvider, OAuthClient> => {
        const client = (provider: OAuthProvider) =>
          new OAuthClient({
            provider,
            ...c[provider],
            timeoutMs: c.timeoutMs,
            fetch: c[provider].simulated && simulator ? simulatorFetch(simulator) : undefined,
          });
        return { kakao: client('kakao'), naver: client('naver') };
      },
      inject: [SOCIAL_LOGIN_CONFIG, OAuthSimulator],
    },
  ],
  controllers: [OAuthSimulatorController],
  exports: [SOCIAL_LOGIN_CONFIG, OAuthSimulator, OAUTH_CLIENTS],
})
export class SocialLoginModule {}
