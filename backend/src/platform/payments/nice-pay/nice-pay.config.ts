import { NICE_PAY_API_URL, NICE_PAY_JS_URL } from './nice-pay.protocol.js';

/** Where the shop's own NICE Pay simulator is served (same origin, so the CSP needs nothing more). */
export const NICE_PAY_SIMULATOR_PATH = '/nicepay-sim';

/** How the shop reaches NICE Pay: the real service, or the local simulator (the default). */
export interface NicePayConfig {
  /** True when no NICEPAY_CLIENT_ID is set: the simulator answers in-process, nothing leaves the machine. */
  simulated: boolean;
  /** 클라이언트 키 (env NICEPAY_CLIENT_ID). */
  clientId: string;
  /** 시크릿 키 (env NICEPAY_SECRET_KEY): required with a real client id. */
  secretKey: string;
  /** API origin (env NICEPAY_API_URL, default NICE Pay's production API). */
  apiUrl: string;
  /** The JS SDK the order page loads (env NICEPAY_JS_URL). */
  jsUrl: string;
  /** Read timeout of an API call in ms (env NICEPAY_TIMEOUT_MS, default 10,000); past it an approval is net-cancelled. */
  timeoutMs: number;
}

/**
 * NICE Pay settings from the environment. Without NICEPAY_CLIENT_ID the shop uses its simulator
 * under {@link NICE_PAY_SIMULATOR_PATH} with a fixed test merchant, so `npm start` and the tests
 * take cards with no network. Throws on a real client id without a secret key.
 */
export function nicePayConfig(env: NodeJS.ProcessEnv): NicePayConfig {
  const timeoutMs = Number(env.NICEPAY_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error(`NICEPAY_TIMEOUT_MS must be a whole number of ms from 100, got "${env.NICEPAY_TIMEOUT_MS}"`);
  const clientId = env.NICEPAY_CLIENT_ID?.trim();
  if (!clientId) {
    return {
      simulated: true,
      clientId: 'S2_ceramaison0simulator',
      secretKey: 'ceramaison-simulator-secret',
      apiUrl: `http://nicepay.simulator${NICE_PAY_SIMULATOR_PATH}`,
      jsUrl: `${NICE_PAY_SIMULATOR_PATH}/v1/js/`,
      timeoutMs,
    };
  }
  const secretKey = env.NICEPAY_SECRET_KEY?.trim();
  if (!secretKey) throw new Error('NICEPAY_SECRET_KEY must be set with NICEPAY_CLIENT_ID');
  return {
    simulated: false,
    clientId,
    secretKey,
    apiUrl: env.NICEPAY_API_URL?.trim() || NICE_PAY_API_URL,
    jsUrl: env.NICEPAY_JS_URL?.trim() || NICE_PAY_JS_URL,
    timeoutMs,
  };
}

/** The origins the shop's CSP must allow for NICE Pay's window: none for the simulator (served by the shop), else the JS SDK's origin. */
export function nicePayCspOrigins(config: NicePayConfig): string[] {
  return config.simulated ? [] : [new URL(config.jsUrl).origin];
}
