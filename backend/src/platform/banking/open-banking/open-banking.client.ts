import { randomBytes } from 'node:crypto';
import {
  BANK_RSP_ACCOUNT_INVALID,
  BANK_RSP_HOLDER_MISMATCH,
  BANK_RSP_NO_SUCH_TRANSFER,
  BANK_RSP_OK,
  OPEN_BANKING_OK,
  tranDtime,
  type DepositRequest,
  type DepositResponse,
  type OpenBankingToken,
  type TransferResultRequest,
  type TransferResultResponse,
} from './open-banking.protocol.js';

/** Where and as whom the shop calls open banking (or the simulator, which takes the same calls). */
export interface OpenBankingClientOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  clientUseCode: string;
  cntrAccountNum: string;
  wdPassPhrase: string;
  /** Read timeout of one call (ms, default 10,000). */
  timeoutMs?: number;
  /** The fetch to use (the simulator in-process, or tests). */
  fetch?: typeof fetch;
  /** The clock of tran_dtime and the token's expiry (tests). */
  now?: () => Date;
}

/** Why a deposit was refused: the account does not exist or cannot receive, the holder name differs, or anything else. */
export type RefusalReason = 'account' | 'holder' | 'other';

/** Open banking or the receiving bank refused the deposit; nothing was sent by this call. */
export class OpenBankingRefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly rspCode: string,
    readonly bankRspCode: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'OpenBankingRefusedError';
  }
}

/** What the shop asks to send: 원 to one account, with the receiver's passbook text. */
export interface Deposit {
  bankCode: string;
  /** Digits only. */
  accountNumber: string;
  accountHolder: string;
  /** The receiver's passbook text (≤ 7 Hangul or 14 bytes at most banks). */
  printContent: string;
  /** 원. */
  amount: number;
  /** Who asked (the member's name), as open banking requires. */
  requestedBy: string;
  /** The shop's own passbook text for this transfer (wd_print_content, ≤ 7 Hangul); 계좌인증 when not given. */
  senderPrintContent?: string;
  /** The transfer's own id (from {@link OpenBankingClient.newBankTranId}), kept before sending so its result can be asked later; a new one when not given. */
  bankTranId?: string;
}

/** A deposit the receiving bank accepted. */
export interface DepositDone {
  bankTranId: string;
  accountHolderName: string;
  accountNumberMasked: string;
}

/**
 * What the bank says of an earlier transfer (이체결과조회): deposited, refused (nothing was sent),
 * or unknown to it (the request never reached the bank).
 */
export type TransferResult = { status: 'PAID'; bankTranId: string } | { status: 'REFUSED'; reason: RefusalReason; message: string } | { status: 'NOT_FOUND' };

/**
 * The shop's side of 금융결제원 오픈뱅킹 입금이체: takes (and keeps until it expires) an access
 * token by client credentials, then posts one deposit by account number with the holder name
 * checked. Throws {@link OpenBankingRefusedError} when the API or the bank refuses, and a plain
 * Error when the provider does not answer within the timeout or answers something unreadable.
 */
export class OpenBankingClient {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly options: OpenBankingClientOptions) {}

  /** A new `bank_tran_id`: the 이용기관코드, 'U' and 9 characters unique that day (the provider's form). */
  newBankTranId(): string {
    return `${this.options.clientUseCode}U${randomBytes(8).toString('hex').toUpperCase().slice(0, 9)}`;
  }

  /** How long after sending a transfer its result is final at the bank (ms): twice the call timeout; asking sooner may find it still in flight. */
  get settledAfterMs(): number {
    return 2 * (this.options.timeoutMs ?? 10_000);
  }

  /** Sends `deposit.amount` 원 to the account; resolves with the bank's transaction id. */
  async deposit(deposit: Deposit): Promise<DepositDone> {
    const now = this.now();
    const bankTranId = deposit.bankTranId ?? this.newBankTranId();
    const body: DepositRequest = {
      cntr_account_type: 'N',
      cntr_account_num: this.options.cntrAccountNum,
      wd_pass_phrase: this.options.wdPassPhrase,
      wd_print_content: deposit.senderPrintContent ?? '계좌인증',
      name_check_option: 'on',
      tran_dtime: tranDtime(now),
      req_cnt: '1',
      req_list: [
        {
          tran_no: '1',
          bank_tran_id: bankTranId,
          bank_code_std: deposit.bankCode,
          account_num: deposit.accountNumber,
          account_holder_name: deposit.accountHolder,
          print_content: deposit.printContent,
          tran_amt: String(deposit.amount),
          req_client_name: deposit.requestedBy,
          transfer_purpose: 'TR',
        },
      ],
    };
    const answer = (await this.call('/v2.0/transfer/deposit/acnt_num', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8', authorization: `Bearer ${await this.accessToken()}` },
      body: JSON.stringify(body),
    })) as DepositResponse;
    const item = answer.res_list?.[0];
    const bankRsp = item?.bank_rsp_code ?? null;
    if (answer.rsp_code !== OPEN_BANKING_OK || !item || bankRsp !== BANK_RSP_OK) {
      const reason: RefusalReason = bankRsp === BANK_RSP_ACCOUNT_INVALID ? 'account' : bankRsp === BANK_RSP_HOLDER_MISMATCH ? 'holder' : 'other';
      throw new OpenBankingRefusedError(reason, answer.rsp_code, bankRsp, item?.bank_rsp_message || answer.rsp_message || 'refused');
    }
    return { bankTranId: item.bank_tran_id, accountHolderName: item.account_holder_name, accountNumberMasked: item.account_num_masked };
  }

  /**
   * 이체결과조회 of a deposit sent on `sentAt` under `bankTranId` for `amount` 원. Throws a plain
   * Error when the provider does not answer (the result stays unknown), and
   * {@link OpenBankingRefusedError} when the API refuses the inquiry itself.
   */
  async transferResult(inquiry: { bankTranId: string; sentAt: Date; amount: number }): Promise<TransferResult> {
    const body: TransferResultRequest = {
      check_type: '2',
      tran_dtime: tranDtime(this.now()),
      req_cnt: '1',
      req_list: [
        { tran_no: '1', org_bank_tran_id: inquiry.bankTranId, org_bank_tran_date: tranDtime(inquiry.sentAt).slice(0, 8), org_tran_amt: String(inquiry.amount) },
      ],
    };
    const answer = (await this.call('/v2.0/transfer/result', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8', authorization: `Bearer ${await this.accessToken()}` },
      body: JSON.stringify(body),
    })) as TransferResultResponse;
    const item = answer.res_list?.[0];
    if (!item) throw new OpenBankingRefusedError('other', answer.rsp_code, null, answer.rsp_message || 'no result');
    if (item.bank_rsp_code === BANK_RSP_OK) return { status: 'PAID', bankTranId: item.bank_tran_id };
    if (item.bank_rsp_code === BANK_RSP_NO_SUCH_TRANSFER) return { status: 'NOT_FOUND' };
    const reason: RefusalReason =
      item.bank_rsp_code === BANK_RSP_ACCOUNT_INVALID ? 'account' : item.bank_rsp_code === BANK_RSP_HOLDER_MISMATCH ? 'holder' : 'other';
    return { status: 'REFUSED', reason, message: item.bank_rsp_message };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now().getTime()) return this.token.value;
    const form = new URLSearchParams({
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      scope: 'oob',
      grant_type: 'client_credentials',
    });
    const answer = (await this.call('/oauth/2.0/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: form.toString(),
    })) as Partial<OpenBankingToken> & { rsp_code?: string; rsp_message?: string };
    if (!answer.access_token) throw new OpenBankingRefusedError('other', answer.rsp_code ?? 'O0001', null, answer.rsp_message ?? 'no access token');
    // Renew a minute before it runs out.
    this.token = { value: answer.access_token, until: this.now().getTime() + Math.max(0, (answer.expires_in ?? 0) - 60) * 1000 };
    return this.token.value;
  }

  private async call(path: string, init: RequestInit): Promise<unknown> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(`${this.options.apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`open banking answered ${response.status} with no JSON`);
    }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
