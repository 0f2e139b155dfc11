/** Most products a member's wishlist holds. */
export const MAX_LIKES = 100;
/** Most products the recently viewed list keeps (the oldest leaves first). */
export const MAX_WATCHES = 50;
/** Most delivery addresses a member may save. */
export const MAX_DESTINATIONS = 20;

/** Korean messages of the member's lists (spec §4, §5). */
export const MEMBER_LIST_MESSAGES = {
  PRODUCT: '상품을 선택해주세요',
  LIKE_NOT_FOUND: '관심상품에 없는 상품입니다',
  LIKES_FULL: `관심상품은 최대 ${MAX_LIKES}개까지 담을 수 있습니다`,
  WATCH_NOT_FOUND: '최근 본 상품에 없는 상품입니다',
  WATCHES: '최근 본 상품 목록이 올바르지 않습니다',
  DESTINATION_NOT_FOUND: '등록된 배송지가 아닙니다',
  DESTINATIONS_FULL: `배송지는 최대 ${MAX_DESTINATIONS}개까지 등록할 수 있습니다`,
  DESTINATION_TITLE: '배송지명을 입력해주세요 (20자 이내)',
  DEFAULT: '기본 배송지 여부가 올바르지 않습니다',
} as const;
