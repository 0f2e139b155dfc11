/**
 * 금융결제원 오픈뱅킹 (KFTC Open Banking) as the shop uses it: an access token by the client
 * credentials grant (`POST /oauth/2.0/token`, scope `oob`), then 입금이체 by account number
 * (`POST /v2.0/transfer/deposit/acnt_num`, bearer token, JSON), and 이체결과조회 of a transfer whose
 * answer never came (`POST /v2.0/transfer/result`). Field names are the provider's.
 * Money is sent as text of 원 (`tran_amt`); times as `YYYYMMDDhhmmss` (`tran_dtime`, KST).
 */

/** The provider's API origins (production and test bed). */
export const OPEN_BANKING_API_URL = 'https://openapi.openbanking.or.kr';
export const OPEN_BANKING_TEST_API_URL = 'https://testapi.openbanking.or.kr';
/** `rsp_code` of an API call that was processed. */
export const OPEN_BANKING_OK = 'A0000';
/** `bank_rsp_code` of a deposit the receiving bank accepted. */
export const BANK_RSP_OK = '000';
/**
 * The simulator's refusals: `rsp_code` A0002 (the participating bank refused) with a
 * `bank_rsp_code` saying why. Real banks use codes of their own; the client treats these as
 * the account or holder refusals (see {@link OpenBankingRefusedError}).
 */
export const RSP_BANK_REFUSED = 'A0002';
export const BANK_RSP_ACCOUNT_INVALID = '551';
export const BANK_RSP_HOLDER_MISMATCH = '552';
/** 참가기관 응답: the receiving account is barred from deposits (입금정지·사고계좌). */
export const BANK_RSP_DEPOSIT_BARRED = '553';

/** Answer of `POST /oauth/2.0/token` (client_credentials). */
export interface OpenBankingToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds. */
  expires_in: number;
  scope: string;
  client_use_code: string;
}

/** One deposit of a 입금이체 request. */
export interface DepositRequestItem {
  /** 1-based number of the item within the request. */
  tran_no: string;
  /** 이용기관코드 (10) + 'U' + 9 characters unique that day. */
  bank_tran_id: string;
  /** 금융결제원 bank code of the receiving account. */
  bank_code_std: string;
  account_num: string;
  account_holder_name: string;
  /** The receiver's passbook text (here the code the member types). */
  print_content: string;
  tran_amt: string;
  req_client_name: string;
  req_client_num?: string;
  /** TR 송금, ST 결제, … */
  transfer_purpose: string;
}

/** Body of `POST /v2.0/transfer/deposit/acnt_num`. */
export interface DepositRequest {
  /** N 계좌, C 계정. */
  cntr_account_type: 'N' | 'C';
  /** The shop's contracted withdrawal account. */
  cntr_account_num: string;
  /** 입금이체용 암호문구. Never logged. */
  wd_pass_phrase: string;
  /** The shop's own passbook text. */
  wd_print_content: string;
  /** 'on': the receiving bank checks `account_holder_name`. */
  name_check_option: 'on' | 'off';
  tran_dtime: string;
  req_cnt: string;
  req_list: DepositRequestItem[];
}

/** One deposit of a 입금이체 answer. */
export interface DepositResultItem {
  tran_no: string;
  bank_tran_id: string;
  bank_tran_date: string;
  bank_code_tran: string;
  bank_rsp_code: string;
  bank_rsp_message: string;
  bank_code_std: string;
  bank_name: string;
  account_num_masked: string;
  print_content: string;
  account_holder_name: string;
  tran_amt: string;
}

/** Answer of `POST /v2.0/transfer/deposit/acnt_num`. */
export interface DepositResponse {
  api_tran_id: string;
  api_tran_dtm: string;
  rsp_code: string;
  rsp_message: string;
  wd_bank_code_std?: string;
  wd_account_num_masked?: string;
  wd_print_content?: string;
  res_cnt?: string;
  res_list?: DepositResultItem[];
}

/** `YYYYMMDDhhmmss` in Korean time of `at`. */
export function tranDtime(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * `bank_rsp_code` of a 이체결과조회 item for a transfer the bank has no record of: the deposit
 * never reached it (the simulator's code; real banks answer codes of their own in the 4xx-5xx
 * range, which the client reads as refusals).
 */
export const BANK_RSP_NO_SUCH_TRANSFER = '520';

/** One transfer asked about in 이체결과조회. */
export interface TransferResultRequestItem {
  tran_no: string;
  /** The `bank_tran_id` the shop sent the transfer under. */
  org_bank_tran_id: string;
  /** `YYYYMMDD` (KST) the transfer was sent on. */
  org_bank_tran_date: string;
  org_tran_amt: string;
}

/** Body of `POST /v2.0/transfer/result` (이체결과조회); `check_type` 2 is 입금이체. */
export interface TransferResultRequest {
  check_type: '1' | '2';
  tran_dtime: string;
  req_cnt: string;
  req_list: TransferResultRequestItem[];
}

/** One answered transfer of 이체결과조회: `bank_rsp_code` 000 when it was deposited. */
export interface TransferResultItem {
  tran_no: string;
  bank_tran_id: string;
  bank_tran_date: string;
  bank_code_tran: string;
  bank_rsp_code: string;
  bank_rsp_message: string;
  tran_amt: string;
}

/** Answer of `POST /v2.0/transfer/result`. */
export interface TransferResultResponse {
  api_tran_id: string;
  api_tran_dtm: string;
  rsp_code: string;
  rsp_message: string;
  res_cnt?: string;
  res_list?: TransferResultItem[];
}
