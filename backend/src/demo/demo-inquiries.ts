import type { InquiryCategory } from '@shop/contracts';
import type { AnswerInquiry, AskInquiry } from '../center/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import { JIEUN, MINHO, SUA, type DemoMember } from './demo-members.js';

/** Who answers the demo inquiries and forms: the seed itself, not a staff account (its id is no user's). */
export const DEMO_INQUIRY_STAFF = 'demo-seed';

/** A demo 1:1 inquiry: fixed id, the demo member who asked, category, text, hours before the seed, and staff's answer if any. */
interface DemoInquiry {
  id: string;
  writer: DemoMember;
  category: InquiryCategory;
  subject: string;
  content: string;
  hoursAgo: number;
  answer?: { content: string; hoursAgo: number };
}

const INQUIRIES: DemoInquiry[] = [
  {
    id: 'demo-inquiry-delivery',
    writer: JIEUN,
    category: 'delivery',
    subject: '주문한 세면대 배송 일정을 앞당길 수 있을까요?',
    content:
      '다음 주 화요일에 욕실 시공이 잡혀 있어서 월요일까지 세면대를 받아야 합니다.\n출고 예정일이 수요일로 나오는데, 조금 앞당겨 받을 수 있는 방법이 있을지 문의드립니다.',
    hoursAgo: 5,
  },
  {
    id: 'demo-inquiry-points',
    writer: MINHO,
    category: 'benefits',
    subject: '구매확정한 적립금이 아직 보이지 않습니다',
    content: '지난주에 양변기 주문을 구매확정했는데 적립금 내역에 아직 들어오지 않았습니다. 적립까지 보통 며칠이 걸리는지 궁금합니다.',
    hoursAgo: 28,
  },
  {
    id: 'demo-inquiry-address',
    writer: SUA,
    category: 'accounts',
    subject: '기본 배송지를 바꾸는 방법이 궁금합니다',
    content: '이사를 해서 기본 배송지를 새 주소로 바꾸고 싶습니다. 회원정보에서 찾기가 어려운데 어디에서 변경하면 될까요?',
    hoursAgo: 54,
    answer: {
      content:
        '안녕하세요, 세라메종입니다.\n마이페이지 > 배송지 관리에서 새 주소를 추가한 뒤 "기본 배송지로 설정"을 눌러주시면 다음 주문부터 바로 적용됩니다.\n감사합니다.',
      hoursAgo: 50,
    },
  },
  {
    id: 'demo-inquiry-glaze',
    writer: JIEUN,
    category: 'products',
    subject: '세라믹 세면대 표면 코팅 관리 방법',
    content: '세면대 표면에 물때가 잘 안 생기는 코팅이 되어 있다고 들었습니다. 어떤 세제를 쓰면 코팅이 상하지 않는지, 피해야 할 세제가 있는지 알려주세요.',
    hoursAgo: 75,
    answer: {
      content:
        '안녕하세요, 세라메종입니다.\n중성세제와 부드러운 천으로 닦아주시면 충분합니다. 연마제가 든 세제, 철수세미, 강한 산성·염소계 세제는 코팅을 손상시킬 수 있으니 피해주세요.\n감사합니다.',
      hoursAgo: 71,
    },
  },
  {
    id: 'demo-inquiry-tax-invoice',
    writer: MINHO,
    category: 'purchase',
    subject: '무통장입금 주문의 세금계산서 발행 요청',
    content: '법인 명의로 무통장입금 주문을 했습니다. 사업자등록번호는 회원정보에 등록된 번호로 세금계산서를 발행해주실 수 있을까요?',
    hoursAgo: 96,
    answer: {
      content:
        '안녕하세요, 세라메종입니다.\n입금 확인 후 회원정보의 사업자등록번호로 세금계산서를 발행해 등록된 이메일로 보내드렸습니다. 메일함을 확인해주세요.\n감사합니다.',
      hoursAgo: 90,
    },
  },
  {
    id: 'demo-inquiry-faucet',
    writer: SUA,
    category: 'complain',
    subject: '받은 주방 수전 손잡이에 흠집이 있습니다',
    content: '오늘 받은 주방 수전의 손잡이 옆면에 긁힌 자국이 있습니다. 사진을 찍어두었는데 교환 절차를 안내해주세요.',
    hoursAgo: 12,
  },
  {
    id: 'demo-inquiry-install-visit',
    writer: JIEUN,
    category: 'services',
    subject: '설치 기사님 방문 시간 변경 가능할까요?',
    content: '설치 기사님 방문이 목요일 오전으로 잡혀 있는데, 오후 2시 이후로 바꿀 수 있을지 문의드립니다.',
    hoursAgo: 120,
    answer: {
      content:
        '안녕하세요, 세라메종입니다.\n담당 기사님과 확인해 방문 시간을 목요일 오후 2시로 변경해두었습니다. 전날 기사님이 다시 연락드릴 예정입니다.\n감사합니다.',
      hoursAgo: 116,
    },
  },
  {
    id: 'demo-inquiry-company-price',
    writer: MINHO,
    category: 'others',
    subject: '기업회원 전용 단가 적용 범위',
    content: '기업회원으로 가입했는데 기업 전용 단가가 모든 상품에 적용되는지, 대량구매 견적으로만 받을 수 있는지 궁금합니다.',
    hoursAgo: 2,
  },
];

/** One demo inquiry's commands: asking it, and staff's answer when it has one (sent only right after the inquiry was asked). */
export interface DemoInquiryCommands {
  ask: AskInquiry;
  answer: AnswerInquiry | null;
}

/**
 * The demo 1:1 inquiries (spec §2 /mypage/inquiries, §4 answer states) as AskInquiry and, for the
 * answered ones, AnswerInquiry commands with fixed ids, asked by the demo members (demo-members.ts),
 * so each member finds theirs at /mypage/inquiries and staff at /console/inquiries. Each is dated
 * `hoursAgo` hours before `meta.now`; the same `meta` gives the same commands.
 */
export function demoInquiryCommands(meta: CommandMetadata): DemoInquiryCommands[] {
  const before = (hours: number): CommandMetadata => ({ ...meta, now: new Date(Date.parse(meta.now) - hours * 3_600_000).toISOString() });
  return INQUIRIES.map((q) => ({
    ask: {
      type: 'AskInquiry',
      data: {
        inquiryId: q.id,
        userId: q.writer.userId,
        username: q.writer.username,
        name: q.writer.name,
        category: q.category,
        order: { requested: null, found: null },
        subject: q.subject,
        content: q.content,
      },
      metadata: { ...before(q.hoursAgo), userId: q.writer.userId },
    },
    answer: q.answer
      ? { type: 'AnswerInquiry', data: { inquiryId: q.id, staffId: DEMO_INQUIRY_STAFF, answer: q.answer.content }, metadata: before(q.answer.hoursAgo) }
      : null,
  }));
}
