import type { QuestionCategory } from '@shop/contracts';
import type { PublishCenterPost } from '../center/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';

/** The demo notices, newest first: title, HTML content, pinned, and how many days before the seed they were posted. */
const NOTICES: { id: string; title: string; content: string; pinned?: boolean; daysAgo: number }[] = [
  {
    id: 'demo-notice-holiday',
    title: '연말연시 배송 및 고객센터 운영 안내',
    content:
      '<p>12월 31일(목)부터 1월 1일(금)까지 물류센터 휴무로 출고가 멈춥니다. 12월 30일(수) 오후 2시까지 결제된 주문은 당일 출고됩니다.</p><p>고객센터(1588-0000)는 1월 4일(월) 오전 9시부터 정상 운영합니다. 휴무 중 남겨주신 1:1 질문은 순서대로 답변드리겠습니다.</p>',
    pinned: true,
    daysAgo: 1,
  },
  {
    id: 'demo-notice-install',
    title: '설치 서비스 예약 방식이 바뀝니다',
    content:
      '<p>12월부터 욕실·주방 설치 서비스는 주문 후 담당 기사님이 직접 연락드려 방문 일정을 정합니다.</p><ul><li>설치 가능 지역: 서울·경기·인천 전 지역, 부산·대구·대전 시내</li><li>기존 철거가 필요한 경우 주문 메모에 적어주세요.</li></ul>',
    daysAgo: 6,
  },
  {
    id: 'demo-notice-showroom',
    title: '성수 쇼룸이 새 단장을 마치고 다시 문을 엽니다',
    content:
      '<p>세라메종 성수 쇼룸이 리뉴얼 공사를 마치고 11월 20일부터 다시 문을 엽니다. 새로 들어온 세라믹 세면대와 프리스탠딩 욕조를 직접 보고 상담받으세요.</p>',
    daysAgo: 9,
  },
  {
    id: 'demo-notice-privacy',
    title: '개인정보처리방침 개정 안내',
    content:
      '<p>개인정보처리방침이 12월 1일부로 개정됩니다. 주요 변경 사항은 수탁업체(배송·설치) 목록 갱신이며, 자세한 내용은 개인정보처리방침 페이지에서 확인하실 수 있습니다.</p>',
    daysAgo: 21,
  },
];

/** The demo FAQs: category, question, HTML answer, in each category's order. */
const FAQS: { id: string; category: QuestionCategory; title: string; content: string }[] = [
  {
    id: 'demo-faq-delivery-days',
    category: 'delivery',
    title: '주문하면 언제 받을 수 있나요?',
    content:
      '<p>재고 상품은 결제 확인 후 1~2일 안에 출고되어, 출고 후 1~3일 안에 받으실 수 있습니다. 화물·설치 배송 상품은 담당자가 연락드려 일정을 정합니다.</p>',
  },
  {
    id: 'demo-faq-delivery-island',
    category: 'delivery',
    title: '제주·도서산간 지역도 배송되나요?',
    content: '<p>네. 제주와 도서산간 지역은 추가 배송비가 붙으며, 주문서에서 주소를 입력하면 금액이 바로 표시됩니다.</p>',
  },
  {
    id: 'demo-faq-purchase-transfer',
    category: 'purchase',
    title: '무통장 입금은 언제까지 해야 하나요?',
    content: '<p>주문 후 3일 안에 입금해주세요. 기한이 지나면 주문이 자동으로 취소되고 사용한 쿠폰과 적립금은 돌려드립니다.</p>',
  },
  {
    id: 'demo-faq-purchase-receipt',
    category: 'purchase',
    title: '현금영수증은 어떻게 발급받나요?',
    content:
      '<p>주문서에서 현금영수증 신청을 선택하고 휴대폰 번호를 입력하면 입금 확인 후 자동으로 발급됩니다. 마이페이지 주문 상세에서도 확인할 수 있습니다.</p>',
  },
  {
    id: 'demo-faq-products-size',
    category: 'products',
    title: '세면대 크기는 어떻게 고르나요?',
    content: '<p>설치할 벽면 폭보다 최소 10cm 여유를 두고 고르세요. 상품 상세의 치수도와 쇼룸 상담을 함께 이용하시면 좋습니다.</p>',
  },
  {
    id: 'demo-faq-products-care',
    category: 'products',
    title: '세라믹 제품은 어떻게 관리하나요?',
    content: '<p>중성세제와 부드러운 천으로 닦아주세요. 연마제가 든 세제나 철수세미는 유약 표면에 흠집을 낼 수 있습니다.</p>',
  },
  {
    id: 'demo-faq-accounts-leave',
    category: 'accounts',
    title: '회원 탈퇴는 어떻게 하나요?',
    content: '<p>마이페이지 &gt; 회원정보 &gt; 회원 탈퇴에서 신청할 수 있습니다. 진행 중인 주문이 있으면 완료된 뒤에 탈퇴할 수 있습니다.</p>',
  },
  {
    id: 'demo-faq-accounts-password',
    category: 'accounts',
    title: '비밀번호를 잊어버렸어요.',
    content: '<p>로그인 화면의 비밀번호 찾기에서 휴대폰 본인인증 후 새 비밀번호를 설정할 수 있습니다.</p>',
  },
  {
    id: 'demo-faq-complain-return',
    category: 'complain',
    title: '받은 상품이 파손되었어요.',
    content: '<p>받은 날로부터 7일 안에 마이페이지 주문 상세에서 반품 또는 교환을 신청하고 파손 사진을 올려주세요. 배송비는 세라메종이 부담합니다.</p>',
  },
  {
    id: 'demo-faq-benefits-points',
    category: 'benefits',
    title: '적립금은 언제 쓸 수 있나요?',
    content: '<p>구매확정 후 적립되며, 다음 주문부터 1,000원 이상이면 1원 단위로 사용할 수 있습니다.</p>',
  },
  {
    id: 'demo-faq-services-install',
    category: 'services',
    title: '설치 서비스 비용은 얼마인가요?',
    content: '<p>제품마다 다르며 상품 상세의 설치 안내에 표시됩니다. 기존 제품 철거와 폐기는 별도 비용이 들 수 있습니다.</p>',
  },
  {
    id: 'demo-faq-others-showroom',
    category: 'others',
    title: '쇼룸 방문 전에 예약해야 하나요?',
    content: '<p>예약 없이 방문하셔도 되지만, 상담 예약을 하시면 전담 상담사가 기다리고 있습니다.</p>',
  },
];

/**
 * The demo customer centre (공지사항 and FAQ) as PublishCenterPost commands with fixed ids: sending
 * them again publishes nothing (the stream exists), so a shop seeded before them gets them once
 * and a post staff deleted stays deleted. Each notice is dated `daysAgo` days before `meta.now`.
 */
export function demoCenterCommands(meta: CommandMetadata): PublishCenterPost[] {
  const daysBefore = (days: number) => new Date(Date.parse(meta.now) - days * 86_400_000).toISOString();
  return [
    ...NOTICES.map((n): PublishCenterPost => ({
      type: 'PublishCenterPost',
      data: { postId: n.id, kind: 'NOTICE', input: { title: n.title, content: n.content, pinned: n.pinned ?? false }, by: null },
      metadata: { ...meta, now: daysBefore(n.daysAgo) },
    })),
    ...FAQS.map((f, i): PublishCenterPost => ({
      type: 'PublishCenterPost',
      data: { postId: f.id, kind: 'FAQ', input: { title: f.title, content: f.content, category: f.category, index: i }, by: null },
      metadata: meta,
    })),
  ];
}
