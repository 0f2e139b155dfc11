import { KCP_CERT_URL, KCP_TEST_SITE_CD } from './kcp-cert.protocol.js';

/** Where the shop's own KCP 본인인증 simulator is served (same origin, so the CSP needs nothing more). */
export const KCP_CERT_SIMULATOR_PATH = '/kcpcert-sim';

/** How the shop reaches KCP 본인인증: the real service, or the local simulator (the default). */
export interface KcpCertConfig {
  /** True when no KCP_CERT_SITE_CD is set: the simulator's window is served by the shop, nothing leaves the machine. */
  simulated: boolean;
  /** 사이트 코드 (env KCP_CERT_SITE_CD; the simulator uses KCP's public test code AO0QE). */
  siteCd: string;
  /** The site's key for dn_hash and enc_cert_data (env KCP_CERT_SITE_KEY; required with a real site code). */
  siteKey: string;
  /** KCP's window the request form posts to (env KCP_CERT_URL, default KCP's production window). */
  certUrl: string;
}

/**
 * KCP 본인인증 settings from the environment. Without KCP_CERT_SITE_CD the shop uses its
 * simulator under {@link KCP_CERT_SIMULATOR_PATH} with KCP's test site code, so `npm start` and
 * the tests verify people with no network. Throws on a real site code without a site key.
 */
export function kcpCertConfig(env: NodeJS.ProcessEnv): KcpCertConfig {
  const siteCd = env.KCP_CERT_SITE_CD?.trim();
  if (!siteCd) return { simulated: true, siteCd: KCP_TEST_SITE_CD, siteKey: 'ceramaison-kcp-simulator-key', certUrl: `${KCP_CERT_SIMULATOR_PATH}/cert_view` };
  const siteKey = env.KCP_CERT_SITE_KEY?.trim();
  if (!siteKey) throw new Error('KCP_CERT_SITE_KEY must be set with KCP_CERT_SITE_CD');
  return { simulated: false, siteCd, siteKey, certUrl: env.KCP_CERT_URL?.trim() || KCP_CERT_URL };
}

/** The origins the shop's CSP must allow the request form to post to: none for the simulator, else KCP's window. */
export function kcpCertCspOrigins(config: KcpCertConfig): string[] {
  return config.simulated ? [] : [new URL(config.certUrl).origin];
}
