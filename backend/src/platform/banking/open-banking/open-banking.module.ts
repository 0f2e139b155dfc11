import { Global, Module } from '@nestjs/common';
import { OpenBankingClient } from './open-banking.client.js';
import { BANK_SIMULATOR_PATH, openBankingConfig, type OpenBankingConfig } from './open-banking.config.js';
import { OpenBankingSimulatorController } from './open-banking-simulator.controller.js';
import { OpenBankingSimulator } from './open-banking.simulator.js';

/** The open banking settings in force (token). */
export const OPEN_BANKING_CONFIG = Symbol('OPEN_BANKING_CONFIG');

/** A fetch that hands requests to the simulator in this process, failing like a real fetch when the caller's signal aborts. */
export function inProcessFetch(simulator: OpenBankingSimulator): typeof fetch {
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
 * 금융결제원 오픈뱅킹 for the whole shop: the settings, the bank simulator (when simulated; null
 * otherwise) and the client, which talks to the simulator in-process or to open banking over HTTPS.
 */
@Global()
@Module({
  providers: [
    { provide: OPEN_BANKING_CONFIG, useFactory: (): OpenBankingConfig => openBankingConfig(process.env) },
    {
      provide: OpenBankingSimulator,
      useFactory: (config: OpenBankingConfig) =>
        config.simulated
          ? new OpenBankingSimulator({
              base: BANK_SIMULATOR_PATH,
              clientId: config.clientId,
              clientSecret: config.clientSecret,
              transfersHttp: config.transfersHttp,
            })
          : null,
      inject: [OPEN_BANKING_CONFIG],
    },
    {
      provide: OpenBankingClient,
      useFactory: (config: OpenBankingConfig, simulator: OpenBankingSimulator | null) =>
        new OpenBankingClient({ ...config, fetch: simulator ? inProcessFetch(simulator) : undefined }),
      inject: [OPEN_BANKING_CONFIG, OpenBankingSimulator],
    },
  ],
  controllers: [OpenBankingSimulatorController],
  exports: [OPEN_BANKING_CONFIG, OpenBankingSimulator, OpenBankingClient],
})
export class OpenBankingModule {}
