import { OPEN_BANKING_API_URL } from './open-banking.protocol.js';

/** Where the shop's own bank simulator is served (same origin): its API, the transfers page and JSON. */
export const BANK_SIMULATOR_PATH = '/bank-sim';

/** How the shop sends money to accounts: 금융결제원 오픈뱅킹, or the local bank simulator (the default). */
export interface OpenBankingConfig {
  /** True when no OPENBANKING_CLIENT_ID is set: the simulator answers in-process, nothing leaves the machine. */
  simulated: boolean;
  /** env OPENBANKING_CLIENT_ID / OPENBANKING_CLIENT_SECRET. The secret is never logged. */
  clientId: string;
  clientSecret: string;
  /** 이용기관코드 (10 characters, env OPENBANKING_CLIENT_USE_CODE): the head of every bank_tran_id. */
  clientUseCode: string;
  /** The shop's contracted withdrawal account (env OPENBANKING_CNTR_ACCOUNT_NUM) and its 암호문구 (env OPENBANKING_WD_PASS_PHRASE). */
  cntrAccountNum: string;
  wdPassPhrase: string;
  /** API origin (env OPENBANKING_API_URL, default the production API; the test bed is testapi.openbanking.or.kr). */
  apiUrl: string;
  /** Read timeout of one call (ms, env OPENBANKING_TIMEOUT_MS, default 10,000). */
  timeoutMs: number;
  /** Whether the simulator's transfers page and JSON answer: outside production, or with BANK_SIMULATOR_PAGE=on (browser suites). */
  transfersHttp: boolean;
}

/**
 * Open banking settings from the environment. Without OPENBANKING_CLIENT_ID the shop uses its
 * bank simulator (in-process, under {@link BANK_SIMULATOR_PATH}), so `npm start` and the tests
 * send 1원 with no network. Throws on a real client id without its secret, 이용기관코드,
 * contracted account or pass phrase, and on a timeout under 100 ms.
 */
export function openBankingConfig(env: NodeJS.ProcessEnv): OpenBankingConfig {
  const timeoutMs = Number(env.OPENBANKING_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    throw new Error(`OPENBANKING_TIMEOUT_MS must be a whole number of ms from 100, got "${env.OPENBANKING_TIMEOUT_MS}"`);
  const transfersHttp = env.NODE_ENV !== 'production' || env.BANK_SIMULATOR_PAGE === 'on';
  const clientId = env.OPENBANKING_CLIENT_ID?.trim();
  if (!clientId)
    return {
      simulated: true,
      clientId: 'ceramaison-simulator',
      clientSecret: 'ceramaison-simulator-secret',
      clientUseCode: 'M202600001',
      cntrAccountNum: '1002123456789',
      wdPassPhrase: 'NONE',
      apiUrl: `http://bank.simulator${BANK_SIMULATOR_PATH}`,
      timeoutMs,
      transfersHttp,
    };
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} must be set with OPENBANKING_CLIENT_ID`);
    return value;
  };
  const clientUseCode = required('OPENBANKING_CLIENT_USE_CODE');
  if (clientUseCode.length !== 10) throw new Error('OPENBANKING_CLIENT_USE_CODE must be the 10-character 이용기관코드');
  return {
    simulated: false,
    clientId,
    clientSecret: required('OPENBANKING_CLIENT_SECRET'),
    clientUseCode,
    cntrAccountNum: required('OPENBANKING_CNTR_ACCOUNT_NUM'),
    wdPassPhrase: required('OPENBANKING_WD_PASS_PHRASE'),
    apiUrl: env.OPENBANKING_API_URL?.trim() || OPEN_BANKING_API_URL,
    timeoutMs,
    transfersHttp: false,
  };
}
