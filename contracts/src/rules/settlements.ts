/**
 * Promoters' monthly settlements (spec §2 console user-settlements, §7 promoter GET settlements):
 * months are Asia/Seoul calendar months `YYYY-MM`; a settlement's id is `{promoterId}:{YYYY-MM}`.
 */
import { seoulMonthOf } from '../format.js';
import type { SettlementLineType, SettlementStatus } from '../settlements.js';

/** True for a month written `YYYY-MM` (01–12, from 2000). */
export function isSettlementMonth(value: unknown): value is string {
  return typeof value === 'string' && /^(2\d{3})-(0[1-9]|1[0-2])$/.test(value);
}

/** True when `month` has ended at `now` in Asia/Seoul (a settlement may be approved only then). */
export function monthHasEnded(month: string, now: string): boolean {
  return seoulMonthOf(now) > month;
}

/** The id of a promoter's settlement of `month`: `{promoterId}:{YYYY-MM}`. */
export const settlementIdOf = (promoterId: string, month: string) => `${promoterId}:${month}`;

/** The promoter and month of a settlement id, or null when it is not one. */
export function parseSettlementId(id: string): { promoterId: string; month: string } | null {
  const at = id.lastIndexOf(':');
  if (at <= 0) return null;
  const month = id.slice(at + 1);
  return isSettlementMonth(month) ? { promoterId: id.slice(0, at), month } : null;
}

/** How a settlement's status is shown. */
export const SETTLEMENT_STATUS_TEXT: Record<SettlementStatus, string> = { OPEN: '정산 대기', APPROVED: '승인', PAID: '지급 완료' };

/** How a settlement line's event is shown. */
export const SETTLEMENT_LINE_TEXT: Record<SettlementLineType, string> = {
  BonusAccrued: '보너스 적립',
  BonusReversed: '보너스 회수',
  BonusAdjusted: '관리자 조정',
  BonusWithdrawn: '출금',
  BonusWithdrawalPaid: '출금 이체 완료',
  BonusWithdrawalFailed: '출금 실패 (환원)',
};

/** Korean messages of the settlements' input checks. */
export const SETTLEMENT_MESSAGES = {
  MONTH: '정산월을 YYYY-MM 형식으로 입력해주세요',
  PAGE: '페이지 번호를 확인해주세요',
  MEMO: '메모는 200자 이내로 입력해주세요',
  AS_OF: '정산 내역의 기준 위치를 확인해주세요',
} as const;

/** Rows of a console settlements page. */
export const SETTLEMENT_PAGE_SIZE = 20;

/** The log position of a settlement's last line (0 with none): what finance saw, sent back on approval (`asOf`). */
export const settlementAsOf = (settlement: { lines: readonly { position: number }[] }): number =>
  settlement.lines.reduce((max, line) => Math.max(max, line.position), 0);
