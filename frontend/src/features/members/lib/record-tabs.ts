/** The tabs of a member's records on the member page. */
export const RECORD_TABS = [
  { value: 'orders', label: '주문' },
  { value: 'coupons', label: '쿠폰' },
  { value: 'points', label: '적립금' },
  { value: 'grades', label: '등급' },
  { value: 'scores', label: '점수' },
  { value: 'history', label: '변경 이력' },
  { value: 'promoter', label: '프로모터' },
  { value: 'bonuses', label: '보너스' },
] as const;
export type RecordTab = (typeof RECORD_TABS)[number]['value'];
