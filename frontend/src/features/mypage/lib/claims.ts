import { RETURN_SHIPPING_PRICE, formatPrice, shopPaysReturnShipping, type ClaimKind, type ClaimReason, type CollectionStatus } from '@shop/contracts';

/** The button and dialog title of each claim a member can start. */
export const CLAIM_ACTION_TEXT: Record<ClaimKind, string> = { CANCEL: '주문취소', RETURN: '반품신청', EXCHANGE: '교환신청' };

/** The kind of a claim as a noun (취소·반품·교환). */
export const CLAIM_KIND_TEXT: Record<ClaimKind, string> = { CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' };

/** Collection of goods coming back (spec §4 collection status), as the member reads it. */
export const COLLECTION_STATUS_TEXT: Record<CollectionStatus, string> = {
  COLLECTION_PENDING: '회수대기',
  COLLECTION_PROGRESS: '회수중',
  COLLECTION_COMPLETE: '회수완료',
};

/** Most photos one claim may carry (contracts ClaimPurchaseDto). */
export const MAX_CLAIM_IMAGES = 5;

/**
 * Who pays the return shipping of a return or exchange for `reason`, as a notice: the shop for a
 * defect, a wrong item or a late delivery; the buyer (RETURN_SHIPPING_PRICE, e.g. 6,000원) otherwise
 * (contracts shopPaysReturnShipping). A cancel ships nothing back: null.
 */
export function returnShippingNotice(kind: ClaimKind, reason: ClaimReason | ''): string | null {
  if (kind === 'CANCEL' || !reason) return null;
  if (shopPaysReturnShipping(reason)) return '판매자 사유로 반품 배송비는 세라메종이 부담합니다.';
  const price = formatPrice(RETURN_SHIPPING_PRICE);
  return kind === 'RETURN'
    ? `구매자 사유로 반품 배송비 ${price}은 환불금액에서 차감됩니다.`
    : `구매자 사유의 교환은 반품 배송비 ${price}을 부담해주셔야 합니다.`;
}
