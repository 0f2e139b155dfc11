import { Global, Module } from '@nestjs/common';
import { KcpCertClient } from './kcp-cert.client.js';
import { KCP_CERT_SIMULATOR_PATH, kcpCertConfig, type KcpCertConfig } from './kcp-cert.config.js';
import { KcpCertSimulatorController } from './kcp-cert-simulator.controller.js';
import { SimulatorCertCodec } from './kcp-cert.protocol.js';
import { KcpCertSimulator } from './kcp-cert.simulator.js';

/** The KCP 본인인증 settings in force (token). */
export const KCP_CERT_CONFIG = Symbol('KCP_CERT_CONFIG');

/**
 * KCP 본인인증 for the whole shop: the settings, the simulator (when simulated; null otherwise)
 * and the client that checks KCP's returns. A real site code needs KCP's certification module
 * for its dn_hash and enc_cert_data, which this build does not bundle: it refuses to start then.
 */
@Global()
@Module({
  providers: [
    { provide: KCP_CERT_CONFIG, useFactory: (): KcpCertConfig => kcpCertConfig(process.env) },
    {
      provide: KcpCertSimulator,
      useFactory: (config: KcpCertConfig) =>
        config.simulated ? new KcpCertSimulator({ base: KCP_CERT_SIMULATOR_PATH, siteCd: config.siteCd }, new SimulatorCertCodec(config.siteKey)) : null,
      inject: [KCP_CERT_CONFIG],
    },
    {
      provide: KcpCertClient,
      useFactory: (config: KcpCertConfig) => {
        if (!config.simulated) throw new Error('KCP_CERT_SITE_CD is set, but KCP’s certification module (dn_hash, enc_cert_data) is not bundled in this build');
        return new KcpCertClient(config, new SimulatorCertCodec(config.siteKey));
      },
      inject: [KCP_CERT_CONFIG],
    },
  ],
  controllers: [KcpCertSimulatorController],
  exports: [KCP_CERT_CONFIG, KcpCertSimulator, KcpCertClient],
})
export class KcpCertModule {}
