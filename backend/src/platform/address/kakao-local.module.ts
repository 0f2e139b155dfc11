import { Module } from '@nestjs/common';
import { KakaoLocalClient } from './kakao-local.client.js';
import { kakaoLocalConfig, type KakaoLocalConfig } from './kakao-local.config.js';
import { KakaoLocalSimulator, simulatorFetch } from './kakao-local.simulator.js';

/** The address settings in force (token). */
export const KAKAO_LOCAL_CONFIG = Symbol('KAKAO_LOCAL_CONFIG');

/**
 * The Kakao Local API for the shop: the settings, the simulator (when simulated; null otherwise)
 * and the client, which talks to the simulator in-process or to Kakao over HTTPS — chosen by
 * configuration alone (kakao-local.config.ts), as NICE Pay is.
 */
@Module({
  providers: [
    { provide: KAKAO_LOCAL_CONFIG, useFactory: (): KakaoLocalConfig => kakaoLocalConfig(process.env) },
    {
      provide: KakaoLocalSimulator,
      useFactory: (config: KakaoLocalConfig) => (config.simulated ? new KakaoLocalSimulator({ restApiKey: config.restApiKey }) : null),
      inject: [KAKAO_LOCAL_CONFIG],
    },
    {
      provide: KakaoLocalClient,
      useFactory: (config: KakaoLocalConfig, simulator: KakaoLocalSimulator | null) =>
        new KakaoLocalClient({
          apiUrl: config.apiUrl,
          restApiKey: config.restApiKey,
          timeoutMs: config.timeoutMs,
          fetch: simulator ? simulatorFetch(simulator) : undefined,
        }),
      inject: [KAKAO_LOCAL_CONFIG, KakaoLocalSimulator],
    },
  ],
  exports: [KAKAO_LOCAL_CONFIG, KakaoLocalSimulator, KakaoLocalClient],
})
export class KakaoLocalModule {}
