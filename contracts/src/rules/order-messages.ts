/** Korean messages of the order DTOs' own checks (the spec gives none for these fields). */
export const ORDER_MESSAGES = {
  AMOUNT: '수량은 1개 이상 999개 이하로 선택해주세요',
  POSTCODE: '우편번호를 입력해주세요',
  ADDRESS: '주소를 입력해주세요',
  NO_ITEMS: '주문할 상품을 선택해주세요',
  PAYMENT_METHOD: '결제수단을 선택해주세요',
  ORDER_STATUS: '변경할 주문상태를 선택해주세요',
  ADDRESS2: '상세주소는 200자 이하로 입력해주세요',
  PRODUCT: '상품을 선택해주세요',
  OPTION: '옵션을 선택해주세요',
  CARTS: '주문할 장바구니 상품을 선택해주세요',
  SENDER: '주문자 정보를 입력해주세요',
  RECEIVER: '배송지 정보를 입력해주세요',
  REQUEST_MESSAGE: '배송 요청사항은 200자 이하로 작성해주세요',
  STATUS_MESSAGE: '주문상태 안내문은 100자 이하로 작성해주세요',
  SEARCH: '검색어는 50자 이하로 입력해주세요',
} as const;
