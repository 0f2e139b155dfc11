/** Common delivery requests offered in the order form's select; "직접 입력" opens a text field. */
export const REQUEST_MESSAGE_PRESETS = [
  '배송 전에 미리 연락 바랍니다.',
  '부재 시 경비실에 맡겨주세요.',
  '부재 시 문 앞에 놓아주세요.',
  '부재 시 전화 또는 문자 남겨주세요.',
  '파손 위험이 있는 상품이니 배송 시 주의해주세요.',
] as const;

/** Select value of the "직접 입력" choice. */
export const CUSTOM_REQUEST = '__custom__';

/** Longest request message the server takes (PlaceOrderDto). */
export const REQUEST_MESSAGE_MAX = 200;
