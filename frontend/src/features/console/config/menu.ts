import { PURCHASE_VIEW_TEXT, PurchaseView, reachesConsoleArea, type ConsoleArea } from '@shop/contracts';
import { visibleMenu, type MenuGroup, type MenuTable } from '../../../shared/menu/menu-table';

/** An entry of the console menu. */
export interface ConsoleMenuEntry {
  label: string;
  /** The spec §6 area the page belongs to: the entry shows only to operators who reach it. */
  area: ConsoleArea;
  /** The purchase view it opens; without one the page is not served yet and the entry is greyed out. */
  view?: PurchaseView;
  /** Another console page it opens. */
  page?:
    | '/console/dashboard'
    | '/console/statistics'
    | '/console/shop/products'
    | '/console/shop/bulk-upload'
    | '/console/shop/categories'
    | '/console/shop/brands'
    | '/console/shop/display'
    | '/console/shop/filtering'
    | '/console/shop/codes'
    | '/console/shop/target-payments'
    | '/console/shop/inquires'
    | '/console/shop/exhibitions'
    | '/console/shop/showrooms'
    | '/console/shop/coupons'
    | '/console/user-coupons'
    | '/console/shop/points'
    | '/console/shop/reviews'
    | '/console/user-points'
    | '/console/user-bonuses'
    | '/console/user-settlements'
    | '/console/user-grades'
    | '/console/user-scores'
    | '/console/shop/shippings'
    | '/console/shop/islands'
    | '/console/users'
    | '/console/withdrawn-users'
    | '/console/site/setting'
    | '/console/terms'
    | '/console/banners'
    | '/console/band-banners'
    | '/console/popups'
    | '/console/main/link'
    | '/console/questions'
    | '/console/inquiries'
    | '/console/forms'
    | '/console/inquiry-partners'
    | '/console/concierge-forms'
    | '/console/bulk-purchase-forms'
    | '/console/user-service-forms'
    | '/console/user-guide-forms'
    | '/console/user-consulting-forms'
    | '/console/notifications'
    | '/console/faqs'
    | '/console/boards'
    | '/console/board-comments'
    | '/console/pages';
}

/** Console menu: the dashboard, the eight purchase views, the sales statistics, target payments, shipping rules and islands, coupons, points, members, member levels and scores, promoter settlements, the site setting and terms; the rest of spec §2's console greyed out. */
const CONSOLE_MENU: MenuTable<ConsoleMenuEntry> = [
  { title: '현황', entries: [{ label: '대시보드', area: 'dashboard', page: '/console/dashboard' }] },
  {
    title: '구매 관리',
    entries: Object.values(PurchaseView).map((view) => ({ label: PURCHASE_VIEW_TEXT[view], area: 'purchases' as const, view })),
  },
  { title: '통계', entries: [{ label: '매출 통계', area: 'statistics', page: '/console/statistics' }] },
  {
    title: '상품 관리',
    entries: [
      { label: '상품', area: 'products', page: '/console/shop/products' },
      { label: '상품 일괄 등록', area: 'bulkUpload', page: '/console/shop/bulk-upload' },
      { label: '결제 요청', area: 'targetPayments', page: '/console/shop/target-payments' },
      { label: '상품문의', area: 'shopInquiries', page: '/console/shop/inquires' },
      { label: '상품 리뷰', area: 'reviews', page: '/console/shop/reviews' },
      { label: '쿠폰', area: 'coupons', page: '/console/shop/coupons' },
      // Shop points are admin02's (spec §6) beside the catalogue; members' points are console only.
      { label: '적립금 정책', area: 'shopPoints', page: '/console/shop/points' },
      { label: '배송비 정책', area: 'shippings', page: '/console/shop/shippings' },
      { label: '도서산간 지역', area: 'islands', page: '/console/shop/islands' },
      { label: '카테고리', area: 'categories', page: '/console/shop/categories' },
      { label: '브랜드', area: 'brands', page: '/console/shop/brands' },
      { label: '필터링', area: 'filtering', page: '/console/shop/filtering' },
      { label: '진열 관리', area: 'display', page: '/console/shop/display' },
      // Display and shipping codes are console only (spec §6 codes).
      { label: '코드 관리', area: 'codes', page: '/console/shop/codes' },
      { label: '기획전', area: 'exhibitions', page: '/console/shop/exhibitions' },
      { label: '쇼룸', area: 'showrooms', page: '/console/shop/showrooms' },
    ],
  },
  {
    title: '회원 관리',
    entries: [
      { label: '회원', area: 'users', page: '/console/users' },
      { label: '회원등급', area: 'userLevels', page: '/console/user-grades' },
      { label: '회원 점수', area: 'userScores', page: '/console/user-scores' },
      { label: '회원 적립금', area: 'userPoints', page: '/console/user-points' },
      { label: '회원 보너스', area: 'userBonuses', page: '/console/user-bonuses' },
      { label: '회원 쿠폰', area: 'userCoupons', page: '/console/user-coupons' },
      { label: '프로모터 정산', area: 'settlements', page: '/console/user-settlements' },
      { label: '탈퇴 회원', area: 'withdrawnUsers', page: '/console/withdrawn-users' },
    ],
  },
  {
    title: '사이트 관리',
    entries: [
      { label: '페이지', area: 'pages', page: '/console/pages' },
      { label: '배너', area: 'banners', page: '/console/banners' },
      { label: '띠 배너', area: 'banners', page: '/console/band-banners' },
      { label: '팝업', area: 'popups', page: '/console/popups' },
      { label: '메인 링크', area: 'mainLinks', page: '/console/main/link' },
      { label: '사이트 설정', area: 'siteSettings', page: '/console/site/setting' },
      { label: '약관', area: 'terms', page: '/console/terms' },
    ],
  },
  {
    title: '커뮤니티',
    entries: [
      { label: '게시판', area: 'boards', page: '/console/boards' },
      { label: '댓글', area: 'comments', page: '/console/board-comments' },
    ],
  },
  {
    title: '고객센터',
    entries: [
      { label: '공지사항', area: 'notices', page: '/console/notifications' },
      { label: 'FAQ', area: 'faqs', page: '/console/faqs' },
      { label: '질문', area: 'centreQuestions', page: '/console/questions' },
      { label: '문의 폼', area: 'centreForms', page: '/console/forms' },
      // Each console centre form page of spec §2: the table with one group fixed.
      { label: '제휴 문의', area: 'centreForms', page: '/console/inquiry-partners' },
      { label: '컨시어지 문의', area: 'centreForms', page: '/console/concierge-forms' },
      { label: '대량구매 문의', area: 'centreForms', page: '/console/bulk-purchase-forms' },
      { label: '서비스 문의', area: 'centreForms', page: '/console/user-service-forms' },
      { label: '가이드 문의', area: 'centreForms', page: '/console/user-guide-forms' },
      { label: '상담 문의', area: 'centreForms', page: '/console/user-consulting-forms' },
      { label: '1:1 문의', area: 'inquiries', page: '/console/inquiries' },
    ],
  },
];

/** The console menu an operator holding `scope` sees: only entries of areas it reaches, only groups with one. */
export function consoleMenuFor(scope: readonly string[]): MenuGroup<ConsoleMenuEntry>[] {
  return visibleMenu(CONSOLE_MENU, (entry) => reachesConsoleArea(scope, entry.area));
}
