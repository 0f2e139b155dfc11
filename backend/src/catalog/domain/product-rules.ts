import { hasVariations, variationsProblem, type ProductFields, type ProductItem } from '@shop/contracts';

/** Korean messages of the product rules (the spec gives none). */
export const PRODUCT_RULE_MESSAGES = {
  PRICE: '가격은 0원 이상의 정수(원)로 입력해주세요',
  COST: '원가는 0원 이상의 정수(원)로 입력해주세요',
  PERCENT: '할인율은 0에서 100 사이로 입력해주세요',
  WON: '할인 금액은 0원 이상의 정수(원)로 입력해주세요',
  DISCOUNT_OVER_PRICE: '할인 금액이 판매가보다 클 수 없습니다',
  PERIOD: '할인 기간의 시작일이 종료일보다 늦습니다',
  DAY: '할인 기간은 yyyy-mm-dd 형식으로 입력해주세요',
  SELF: '자기 자신을 연관·구성 상품으로 지정할 수 없습니다',
  ITEM: '구성 항목에는 상품 또는 직접 입력한 이름이 필요합니다',
  ITEM_AMOUNT: '구성 항목의 수량과 가격은 0 이상의 정수로 입력해주세요',
  YOUTUBE: '유튜브 영상 코드를 확인해주세요',
  LINK: '링크 주소는 http(s):// 또는 /로 시작해야 합니다',
  OPTIONS_OFF: '옵션 조합이 있는 상품은 옵션 사용을 끌 수 없습니다',
} as const;

const isWon = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const YOUTUBE = /^[A-Za-z0-9_-]{11}$/;

function itemProblem(productId: string, item: ProductItem, selfRefused: boolean): string | null {
  if (selfRefused && item._product === productId) return PRODUCT_RULE_MESSAGES.SELF;
  if (!item._product && !item._supply && !item.custom?.name) return PRODUCT_RULE_MESSAGES.ITEM;
  if (item.custom && !(isWon(item.custom.amount) && isWon(item.custom.salePrice))) return PRODUCT_RULE_MESSAGES.ITEM_AMOUNT;
  return null;
}

/**
 * The first rule the written fields of product `productId` break, as its Korean message, or null
 * (spec §3 Product, §5 validation). `current` is the product's fields before the change (for a
 * won discount checked against the price it ends up with). Rules: price and cost are integers ≥ 0
 * in 원; a percent discount is 0..100, a won discount an integer ≥ 0 and at most the price; the
 * discount period's days are yyyy-mm-dd with start ≤ end; a related, bundled or choice item may
 * not be the product itself; an item names a product, a supply or a custom name; the YouTube code
 * is an 11-character video id; an enabled link starts with http(s):// or /; option combinations
 * (spec §3 variation) have unique codes and lists of the product's own option values
 * (contracts' variationsProblem), checked again when the options change; options with
 * combinations cannot be switched off (spec §3 optionsConf enabled: a combination needs its options).
 */
export function productRuleProblem(productId: string, changes: Partial<ProductFields>, current?: ProductFields): string | null {
  const f = { ...current, ...changes };
  if (changes.price !== undefined && !isWon(changes.price)) return PRODUCT_RULE_MESSAGES.PRICE;
  if (changes.cost !== undefined && !isWon(changes.cost)) return PRODUCT_RULE_MESSAGES.COST;
  const d = f.discount;
  if (d && (changes.discount !== undefined || changes.price !== undefined)) {
    if (d.unit === 'percent' && !(typeof d.amount === 'number' && d.amount >= 0 && d.amount <= 100)) return PRODUCT_RULE_MESSAGES.PERCENT;
    if (d.unit === 'won' && !isWon(d.amount)) return PRODUCT_RULE_MESSAGES.WON;
    if (d.unit === 'won' && typeof f.price === 'number' && d.amount > f.price) return PRODUCT_RULE_MESSAGES.DISCOUNT_OVER_PRICE;
    const e = d.expiration;
    if (e) {
      if ((e.startDate && !DAY.test(e.startDate)) || (e.endDate && !DAY.test(e.endDate))) return PRODUCT_RULE_MESSAGES.DAY;
      if (e.startDate && e.endDate && e.startDate > e.endDate) return PRODUCT_RULE_MESSAGES.PERIOD;
    }
  }
  const lists: [ProductItem[] | undefined, boolean][] = [
    [changes.relateds, true],
    [changes.bundleds, true],
    [changes.choicees, true],
    [changes.supplies, false],
  ];
  for (const [items, selfRefused] of lists) {
    for (const item of items ?? []) {
      const problem = itemProblem(productId, item, selfRefused);
      if (problem) return problem;
    }
  }
  if (changes.youtubeCode && !YOUTUBE.test(changes.youtubeCode)) return PRODUCT_RULE_MESSAGES.YOUTUBE;
  const link = changes.link;
  if (link?.enabled && !/^(https?:\/\/|\/(?!\/))/.test(link.url)) return PRODUCT_RULE_MESSAGES.LINK;
  if ((changes.optionsConf !== undefined || changes.variations !== undefined) && f.optionsConf?.enabled === false && hasVariations(f.variations))
    return PRODUCT_RULE_MESSAGES.OPTIONS_OFF;
  if (changes.variations !== undefined || (changes.options !== undefined && f.variations?.length))
    return variationsProblem(f.variations ?? [], f.options ?? []);
  return null;
}
