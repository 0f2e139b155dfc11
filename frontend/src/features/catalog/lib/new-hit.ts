import { DisplayCode } from '@shop/contracts';

/** The tabs of /shop/new-hit (spec §2 Shop pages): the new-arrival and best-seller display groups (§9 display codes). */
export const NEW_HIT_TABS = [
  { value: 'new', label: '신상품', group: DisplayCode.NEW_ARRIVAL, eyebrow: 'New arrivals', text: '세라메종이 새로 선보이는 욕실과 주방 제품입니다.' },
  { value: 'best', label: '베스트셀러', group: DisplayCode.BEST_SELLER, eyebrow: 'Best sellers', text: '고객이 가장 많이 선택한 세라메종의 제품입니다.' },
] as const;

export type NewHitTab = (typeof NEW_HIT_TABS)[number]['value'];

/** The tab named in the URL (`?tab=best`), or the first (신상품) for anything else. */
export const parseNewHitTab = (value: unknown): NewHitTab | undefined => (value === 'best' ? 'best' : undefined);

/** The tab's definition. */
export const newHitTab = (tab: NewHitTab | undefined) => NEW_HIT_TABS.find((t) => t.value === tab) ?? NEW_HIT_TABS[0];
