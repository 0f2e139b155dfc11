import { API } from '@shop/contracts';
import { ContentHistory } from './ContentHistory';

/** Korean names of the shop setting's parts (contracts' Setting), for its history's 바뀐 항목. */
const SETTING_FIELD_LABELS: Record<string, string> = {
  shopName: '쇼핑몰 이름',
  company: '회사 정보',
  bankAccount: '입금 계좌',
  bankAccountLine: '입금 계좌 안내',
  cashReceipt: '현금영수증',
  order: '주문 기간',
  points: '적립금 사용',
  coupons: '쿠폰 정책',
  bonuses: '추천 적립금 출금',
  shippingCodes: '배송 코드',
  displayCodes: '표시 코드',
  showroomCodes: '쇼룸',
  mainLinks: '메인 링크',
  tracking: '추적 설정',
  seo: 'SEO',
  main: '메인 케어 블록',
  logo: '로고',
};

/**
 * The shop setting's history and restore (issue 14): the setting is one document, so the site
 * setting page and the home's main links page (kept in it as `mainLinks`) show this one panel,
 * which reads GET /api/console/setting/history (console only, spec §6 site settings). From the
 * setting page a restore brings the whole setting back; with `only` (the main links page: `mainLinks`)
 * the panel lists and brings back just those fields. `onRestored` refreshes the page's own data.
 */
export function SettingHistory({ onRestored, only }: { onRestored(): unknown; only?: string[] }) {
  const what = only ? only.map((f) => SETTING_FIELD_LABELS[f] ?? f).join(', ') : '사이트 설정';
  return <ContentHistory base={`${API.console}/setting`} what={what} labels={SETTING_FIELD_LABELS} onRestored={onRestored} only={only} />;
}
