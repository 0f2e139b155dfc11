import { KAKAO_LOCAL_API_URL, KAKAO_POSTCODE_ORIGINS, KAKAO_POSTCODE_SCRIPT_URL } from './kakao-local.protocol.js';

/** How the shop finds and places addresses: Kakao itself, or the local simulator (the default). */
export interface KakaoLocalConfig {
  /** True when no KAKAO_REST_API_KEY is set: the simulator answers in-process, nothing leaves the machine. */
  simulated: boolean;
  /** REST API 키 (env KAKAO_REST_API_KEY). */
  restApiKey: string;
  /** API origin (env KAKAO_LOCAL_API_URL, default Kakao's). */
  apiUrl: string;
  /** Read timeout of a call in ms (env KAKAO_LOCAL_TIMEOUT_MS, default 3,000). */
  timeoutMs: number;
  /**
   * What the order page searches with (env POSTCODE_WIDGET): `kakao` loads Kakao's postcode
   * widget (and falls back to the shop's search when it cannot), `builtin` uses the shop's
   * search only. Default: `kakao` with a real key, `builtin` when simulated.
   */
  widget: 'kakao' | 'builtin';
  /** The widget's script (env POSTCODE_SCRIPT_URL, default Kakao's postcode v2). */
  scriptUrl: string;
  /** How long the page waits for the widget's script before falling back (ms, env POSTCODE_SCRIPT_TIMEOUT_MS, default 2,500). */
  scriptTimeoutMs: number;
  /** Address searches one client address may make per minute (env THROTTLE_ADDRESS_SEARCHES_PER_MINUTE, default 120). */
  searchesPerMinute: number;
}

function wholeFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number from ${min}, got "${raw}"`);
  return n;
}

/**
 * Address settings from the environment. Without KAKAO_REST_API_KEY the shop searches its own
 * address book through the simulator with a fixed test key, so `npm start` and the tests work
 * offline, and the order page uses the shop's own search dialog. Throws on a malformed number
 * or an unknown POSTCODE_WIDGET.
 */
export function kakaoLocalConfig(env: NodeJS.ProcessEnv): KakaoLocalConfig {
  const restApiKey = env.KAKAO_REST_API_KEY?.trim();
  const simulated = !restApiKey;
  const widget = env.POSTCODE_WIDGET?.trim() || (simulated ? 'builtin' : 'kakao');
  if (widget !== 'kakao' && widget !== 'builtin') throw new Error(`POSTCODE_WIDGET must be kakao or builtin, got "${widget}"`);
  return {
    simulated,
    restApiKey: restApiKey || 'ceramaison-simulator-rest-key',
    apiUrl: simulated ? 'http://kakao-local.simulator' : env.KAKAO_LOCAL_API_URL?.trim() || KAKAO_LOCAL_API_URL,
    timeoutMs: wholeFrom(env, 'KAKAO_LOCAL_TIMEOUT_MS', 3_000, 100),
    widget,
    scriptUrl: env.POSTCODE_SCRIPT_URL?.trim() || KAKAO_POSTCODE_SCRIPT_URL,
    scriptTimeoutMs: wholeFrom(env, 'POSTCODE_SCRIPT_TIMEOUT_MS', 2_500, 100),
    searchesPerMinute: wholeFrom(env, 'THROTTLE_ADDRESS_SEARCHES_PER_MINUTE', 120, 1),
  };
}

/** The origins the shop's CSP must allow for Kakao's postcode widget (its script and frame): none when the widget is off. */
export function postcodeWidgetCspOrigins(config: KakaoLocalConfig): string[] {
  if (config.widget !== 'kakao') return [];
  return [...new Set([new URL(config.scriptUrl).origin, ...KAKAO_POSTCODE_ORIGINS])];
}
