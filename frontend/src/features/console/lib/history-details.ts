import { CLAIM_REASON_TEXT, CLAIM_STATUS_TEXT, ORDER_STATUS_TEXT, PAYMENT_METHOD_TEXT, formatPrice, groupThousands } from '@shop/contracts';

/** Korean labels of event data keys the order history commonly carries. */
const KEY_LABEL: Record<string, string> = {
  orderStatus: '주문상태',
  orderNumber: '주문번호',
  lineCount: '상품 수',
  from: '이전 상태',
  to: '변경 상태',
  previousStatus: '이전 상태',
  orderStatusMessage: '안내 문구',
  claimStatus: '클레임',
  paymentMethod: '결제수단',
  productsPrice: '상품금액',
  shippingPrice: '배송비',
  totalPrice: '결제금액',
  amount: '수량',
  reason: '사유',
  message: '메모',
  claimStatusMessage: '처리 안내',
  collectionStatus: '회수 상태',
  claimReason: '사유',
  claimReasonDetails: '상세 사유',
  courierName: '택배사',
  invoiceNumber: '송장번호',
  returnShippingPrice: '반품배송비',
  account: '환불 계좌',
  cancelledTid: '취소 거래',
  confirmedBy: '확정 방식',
  kind: '구분',
};

/** Keys that are identifiers or bulky structures, left out of the summary. */
const HIDDEN = new Set([
  'orderId',
  '_id',
  '_order',
  '_user',
  'userId',
  'lines',
  'sender',
  'receiver',
  'at',
  'placedAt',
  'paidAt',
  'changedAt',
  'canceledAt',
  'position',
  'lineIds',
  'claimId',
  'refundId',
  'requestedAt',
  'completedAt',
  'failedAt',
  'confirmedAt',
  'registeredAt',
  'requestedBy',
  'images',
  'courierCode',
]);

function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    if (value in ORDER_STATUS_TEXT) return ORDER_STATUS_TEXT[value as keyof typeof ORDER_STATUS_TEXT];
    if (value in CLAIM_STATUS_TEXT) return CLAIM_STATUS_TEXT[value as keyof typeof CLAIM_STATUS_TEXT];
    // 구매확정 by the member or automatically; elsewhere confirmedBy is an operator's id, shown as 처리자 already.
    if (key === 'kind') return ({ CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' } as Record<string, string>)[value] ?? value;
    if (key === 'confirmedBy') return value === 'member' ? '회원' : value === 'auto' ? '자동' : null;
    if (key === 'claimReason' && value in CLAIM_REASON_TEXT) return CLAIM_REASON_TEXT[value as keyof typeof CLAIM_REASON_TEXT];
    if (key === 'paymentMethod' && value in PAYMENT_METHOD_TEXT) return PAYMENT_METHOD_TEXT[value as keyof typeof PAYMENT_METHOD_TEXT];
    return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  }
  if (typeof value === 'number')
    return /price|amount$/i.test(key) && key !== 'amount' ? formatPrice(value) : Number.isInteger(value) ? groupThousands(value) : String(value);
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (Array.isArray(value)) return `${value.length}건`;
  return null;
}

/** Nested facts worth a line of their own (an invoice, a claim, a card payment), flattened one level. */
function flatten(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && ['invoice', 'claim', 'payment'].includes(key)) Object.assign(out, value);
    else out[key] = value;
  }
  if (Array.isArray(data.lineIds)) out.lineCount = data.lineIds.length;
  return out;
}

/** A history entry's data as short "라벨: 값" texts for the console's history table. */
export function historyDetails(data: Record<string, unknown> | null | undefined): string[] {
  if (!data) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(flatten(data))) {
    if (HIDDEN.has(key)) continue;
    const text = valueText(key, value);
    if (text !== null) out.push(`${KEY_LABEL[key] ?? key}: ${text}`);
  }
  return out;
}
