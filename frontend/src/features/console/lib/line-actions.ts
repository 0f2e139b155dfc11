import {
  CLAIM_TRANSITIONS,
  COLLECTION_TRANSITIONS,
  ClaimStatus,
  NOT_COLLECTED,
  ORDER_TRANSITIONS,
  OrderStatus,
  canMove,
  type ChangePurchaseDto,
  type CollectionStatus,
  type OrderLine,
} from '@shop/contracts';

/** Korean names of the collection states (spec §4 names the states, not their texts). */
export const COLLECTION_STATUS_TEXT: Record<CollectionStatus, string> = {
  COLLECTION_PENDING: '회수대기',
  COLLECTION_PROGRESS: '회수중',
  COLLECTION_COMPLETE: '회수완료',
};

/** What staff do to a claim state (the button), e.g. CANCEL_COMPLETED → 취소 승인. */
const CLAIM_ACTION: Record<ClaimStatus, string> = {
  CANCEL_REQUESTED: '취소 요청',
  CANCEL_COMPLETED: '취소 승인',
  CANCEL_REJECTED: '취소 거부',
  RETURN_REQUESTED: '반품 요청',
  RETURN_COMPLETED: '반품 승인',
  RETURN_REJECTED: '반품 거부',
  EXCHANGE_REQUESTED: '교환 요청',
  EXCHANGE_PENDING: '교환 승인',
  EXCHANGE_REJECTED: '교환 거부',
  EXCHANGE_DELAYED: '교환 지연',
  EXCHANGE_SHIPPING: '교환품 발송',
  EXCHANGE_COMPLETED: '교환 완료',
};

const ORDER_ACTION: Partial<Record<OrderStatus, string>> = {
  ORDER_CONFIRM: '배송준비중 처리',
  SHIPPING_DELAYED: '배송지연',
  DELIVERY_COMPLETE: '배송완료 처리',
};

/** One thing staff may do to a line now: a body for PUT purchases/{id}, or the invoice form. */
export interface LineAction {
  key: string;
  label: string;
  /** The move; absent for the invoice form. */
  body?: ChangePurchaseDto;
  /** The message field: none, optional, or required (a refusal must say why). */
  message: 'none' | 'optional' | 'required';
  /** The field the message goes in. */
  messageField?: 'orderStatusMessage' | 'claimStatusMessage';
  danger?: boolean;
}

/** Whether a claim is under way on the line (its state has no first-claim move). */
export const claimOpen = (line: Pick<OrderLine, 'claimStatus'>) =>
  !!line.claimStatus && !canMove(CLAIM_TRANSITIONS, line.claimStatus, ClaimStatus.CANCEL_REQUESTED);

/**
 * The actions the transition tables (contracts' ORDER_, CLAIM_ and COLLECTION_TRANSITIONS) offer
 * on a line: the claim's next steps while one is under way (a refusal with its reason), the
 * collection's next step for a return or exchange, otherwise the delivery steps (an invoice
 * ships a line being prepared). 입금확인 and a whole-order cancel stay with the order's own card.
 */
export function lineActions(line: OrderLine): LineAction[] {
  if (claimOpen(line)) {
    const claim = line.claimStatus!;
    const out: LineAction[] = CLAIM_TRANSITIONS[claim].map((to) => ({
      key: to,
      label: CLAIM_ACTION[to],
      body: { claimStatus: to },
      message: to.endsWith('_REJECTED') ? 'required' : 'optional',
      messageField: 'claimStatusMessage',
      danger: to.endsWith('_REJECTED'),
    }));
    if (claim === ClaimStatus.EXCHANGE_PENDING || claim === ClaimStatus.EXCHANGE_DELAYED)
      out.unshift({ key: 'invoice', label: '교환 송장 입력', message: 'none' });
    if (/^(RETURN|EXCHANGE)_/.test(claim))
      for (const to of COLLECTION_TRANSITIONS[line.collectionStatus ?? NOT_COLLECTED])
        out.push({ key: to, label: COLLECTION_STATUS_TEXT[to], body: { collectionStatus: to }, message: 'none' });
    return out;
  }
  const out: LineAction[] = [];
  if (line.orderStatus === OrderStatus.ORDER_CONFIRM) out.push({ key: 'invoice', label: '송장 입력', message: 'none' });
  for (const to of ORDER_TRANSITIONS[line.orderStatus]) {
    const label = ORDER_ACTION[to];
    if (label)
      out.push({
        key: to,
        label,
        body: { orderStatus: to },
        message: to === OrderStatus.SHIPPING_DELAYED ? 'optional' : 'none',
        messageField: 'orderStatusMessage',
      });
  }
  return out;
}
