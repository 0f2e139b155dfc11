import { Global, Module } from '@nestjs/common';
import { NicePayClient } from './nice-pay.client.js';
import { NICE_PAY_SIMULATOR_PATH, nicePayConfig, type NicePayConfig } from './nice-pay.config.js';
import { NicePaySimulatorController } from './nice-pay-simulator.controller.js';
import { NicePaySimulator } from './nice-pay.simulator.js';

/** The NICE Pay settings in force (token). */
export const NICE_PAY_CONFIG = Symbol('NICE_PAY_CONFIG');

/**
 * A fetch that hands requests to the simulator in this process, failing like a real fetch when
 * the caller's signal aborts (a read timeout), so the client behaves as it would over the network.
 */
export function inProcessFetch(simulator: NicePaySimulator): typeof fetch {
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
 * NICE Pay for the whole shop: the settings, the simulator (when simulated; null otherwise) and
 * the client, which talks to the simulator in-process or to NICE Pay over HTTPS.
 */
@Global()
@Module({
  providers: [
    { provide: NICE_PAY_CONFIG, useFactory: (): NicePayConfig => nicePayConfig(process.env) },
    {
      provide: NicePaySimulator,
      useFactory: (config: NicePayConfig) =>
        config.simulated ? new NicePaySimulator({ base: NICE_PAY_SIMULATOR_PATH, clientId: config.clientId, secretKey: config.secretKey }) : null,
      inject: [NICE_PAY_CONFIG],
    },
    {
      provide: NicePayClient,
      useFactory: (config: NicePayConfig, simulator: NicePaySimulator | null) =>
        new NicePayClient({
          apiUrl: config.apiUrl,
          clientId: config.clientId,
          secretKey: config.secretKey,
          timeoutMs: config.timeoutMs,
          fetch: simulator ? inProcessFetch(simulator) : undefined,
          cashReceiptUrl: simulator ? (tid: string) => `${NICE_PAY_SIMULATOR_PATH}/v1/receipt/${tid}` : undefined,
        }),
      inject: [NICE_PAY_CONFIG, NicePaySimulator],
    },
  ],
  controllers: [NicePaySimulatorController],
  exports: [NICE_PAY_CONFIG, NicePaySimulator, NicePayClient],
})
export class NicePayModule {}
