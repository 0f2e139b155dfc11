import type { InquiryCategory, InquiryOrderRef } from '@shop/contracts';
import type { AnswerInquiry, AskInquiry } from '../center/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';

/** Who answers the demo inquiries: the seed itself, not a staff account (its id is no user's). */
export const DEMO_INQUIRY_STAFF = 'demo-seed';

/** A demo 1:1 inquiry: fixed id, its writer, category, the order it is about, text, hours before the seed, and staff's answer if any. */
interface DemoInquiry {
  id: string;
  writer: { userId: string; username: string; name: string };
  category: InquiryCategory;
  order: InquiryOrderRef | null;
  subject: string;
  content: string;
  hoursAgo: number;
  answer?: { content: string; hoursAgo: number };
}

const JIEUN = { userId: 'demo-member-jieun', username: 'jieun0312', name: '이지은' };
const MINHO = { userId: 'demo-member-minho', username: 'minho_park', name: '박민호' };
const SUA = { userId: 'demo-member-sua', username: 'sua2026', name: '최수아' };

const INQUIRIES: DemoInquiry[] = [
  {
    id: 'demo-inquiry-delivery',
    writer: JIEUN,
    category: 'delivery',
    order: { _id: 'demo-order-jieun-1', orderNumber: '20260112-000418', title: '안타오 탑볼 세면대 600 외 1건' },
    subject: '주문한 세면대 배송 일정을 앞당길 수 있을까요?',
    content:
      '다음 주 화요일에 욕실 시공이 잡혀 있어서 월요일까지 세면대를 받아야 합니다.\n출고 예정일이 수요일로 나오는데, 조금 앞당겨 받을 수 있는 방법이 있을지 문의드립니다.',
    hoursAgo: 5,
  },
  {
    id: 'demo-inquiry-points',
    writer: MINHO,
    category: 'benefits',
    order: null,
    subject: '구매확정한 적립금이 아직 보이지 않습니다',
    content: '지난주에 양변기 주문을 구매확정했는데 적립금 내역에 아직 들어오지 않았습니다. 적립까지 보통 며칠이 걸리는지 궁금합니다.',
    hoursAgo: 28,
  },
  {
    id: 'demo-inquiry-address',
    writer: SUA,
    category: 'accounts',
    order: null,
    subject: '기본 배송지를 바꾸는 방법이 궁금합니다',
    content: '이사를 해서 기본 배송지를 새 주소로 바꾸고 싶습니다. 회원정보에서 찾기가 어려운데 어디에서 변경하면 될까요?',
    hoursAgo: 54,
    answer: {
      content:
        '안녕하세요, 세라메종입니다.\n마이페이지 > 배송지 관리에서 새 주소를 추가한 뒤 "기본 배송지로 설정"을 눌러주시면 다음 주문부터 바로 적용됩니다.\n감사합니다.',
      hoursAgo: 50,
    },
  },
];

/**
 * The demo 1:1 inquiries as AskInquiry and, for the answered one, AnswerInquiry commands with fixed
 * ids. Their writers are demo names with no account (like the demo forms' writers, no one opens them
 * as the writer), and the order one names is a snapshot of a demo order, so they show in the console
 * only. Each is dated `hoursAgo` hours before `meta.now`.
 */
export function demoInquiryCommands(meta: CommandMetadata): (AskInquiry | AnswerInquiry)[] {
  const before = (hours: number): CommandMetadata => ({ ...meta, now: new Date(Date.parse(meta.now) - hours * 3_600_000).toISOString() });
  return INQUIRIES.flatMap((q): (AskInquiry | AnswerInquiry)[] => [
    {
      type: 'AskInquiry',
      data: {
        inquiryId: q.id,
        ...q.writer,
        category: q.category,
        order: { requested: q.order?._id ?? null, found: q.order },
        subject: q.subject,
        content: q.content,
      },
      metadata: { ...before(q.hoursAgo), userId: q.writer.userId },
    },
    ...(q.answer
      ? [
          {
            type: 'AnswerInquiry' as const,
            data: { inquiryId: q.id, staffId: DEMO_INQUIRY_STAFF, answer: q.answer.content },
            metadata: before(q.answer.hoursAgo),
          },
        ]
      : []),
  ]);
}
