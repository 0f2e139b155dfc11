import { COURIERS, type CourierCode } from './claims.js';

/**
 * The console's purchases work (spec §2 purchase views, §7 "purchases CRUD and GET
 * dashboard/{manage}", §9 Excel file names): sorting, the Excel export's columns and the
 * invoice upload sheet's columns, shared by the server that writes and reads the files and the
 * console that offers them.
 */

/** Orders of the purchase table, by query value: newest first by default. */
export const PURCHASE_SORTS = {
  newest: { label: '최근 주문순', sort: { createdAt: -1, orderNumber: -1, purchaseNumber: 1 } },
  oldest: { label: '오래된 주문순', sort: { createdAt: 1, orderNumber: 1, purchaseNumber: 1 } },
  priceHigh: { label: '금액 높은순', sort: { totalPrice: -1, createdAt: -1 } },
  priceLow: { label: '금액 낮은순', sort: { totalPrice: 1, createdAt: -1 } },
} as const satisfies Record<string, { label: string; sort: Record<string, 1 | -1> }>;
export type PurchaseSort = keyof typeof PURCHASE_SORTS;

/** A day of the date-range filter, yyyy-mm-dd (a business day in Asia/Seoul). */
export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The column headers of the purchases export, in order (one row per purchase, dates in KST). */
export const PURCHASE_EXPORT_HEADERS = [
  '주문번호',
  '상품주문번호',
  '주문일시',
  '주문자',
  '수령인',
  '연락처',
  '상품',
  '옵션',
  '수량',
  '금액',
  '결제수단',
  '주문상태',
  '클레임상태',
  '송장',
] as const;

/** Most rows one export writes (the file of a whole year of a busy shop stays a few MB). */
export const PURCHASE_EXPORT_MAX_ROWS = 10_000;

/** The columns the invoice upload reads by their header text (first row); other columns are ignored. */
export const INVOICE_UPLOAD_COLUMNS = { purchaseNumber: '상품주문번호', courier: '택배사', invoiceNumber: '송장번호' } as const;

/** Largest invoice sheet accepted, in bytes (500 rows of three short columns take about 20 KB). */
export const INVOICE_UPLOAD_MAX_BYTES = 1024 * 1024;

/** Korean messages of the purchases export and invoice upload. */
export const PURCHASE_FILE_MESSAGES = {
  FILE_REQUIRED: '엑셀 파일(.xlsx)을 선택해주세요',
  FILE_UNREADABLE: '엑셀 파일(.xlsx)을 읽을 수 없습니다. 송장 양식 파일에 입력해 올려주세요',
  FILE_TOO_LARGE: '파일은 1MB 이하로 올려주세요',
  COLUMNS_MISSING: `첫 줄에 ${Object.values(INVOICE_UPLOAD_COLUMNS).join(', ')} 열이 있어야 합니다`,
  NO_ROWS: '송장 정보가 입력된 줄이 없습니다',
  TOO_MANY_ROWS: '한 번에 500줄까지 올릴 수 있습니다',
  COURIER_UNKNOWN: '택배사를 확인해주세요',
} as const;

/** A courier named in a sheet, by its code ('04') or its name ('CJ대한통운', spaces ignored); null when unknown. */
export function courierCodeOf(text: string): CourierCode | null {
  const t = text.trim();
  if (Object.hasOwn(COURIERS, t)) return t as CourierCode;
  const squeezed = t.replace(/\s+/g, '');
  const hit = (Object.entries(COURIERS) as [CourierCode, string][]).find(([, name]) => name === squeezed);
  return hit ? hit[0] : null;
}
