/** Korean messages of the order DTOs' own checks (the spec gives none for these fields). */
export const ORDER_MESSAGES = {
  AMOUNT: '수량은 1개 이상 999개 이하로 선택해주세요',
  POSTCODE: '우편번호를 입력해주세요',
  ADDRESS: '주소를 입력해주세요',
  NO_ITEMS: '주문할 상품을 선택해주세요',
  PAYMENT_METHOD: '결제수단을 선택해주세요',
  ORDER_STATUS: '변경할 주문상태를 선택해주세요',
} as const;
