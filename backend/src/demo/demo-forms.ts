import { createHash } from 'node:crypto';
import { FORM_TERMS, type BulkPurchaseDetails, type FormCode } from '@shop/contracts';
import type { AnswerForm, SendForm } from '../center/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import { DEMO_INQUIRY_STAFF } from './demo-inquiries.js';
import { JIEUN, MINHO, SUA, type DemoMember } from './demo-members.js';

/**
 * A demo form sent from a centre page: fixed id, kind, the demo member who sent it signed in (null:
 * a visitor, named by `name`), text, hours before the seed, and staff's answer if any.
 */
interface DemoForm {
  id: string;
  code: FormCode;
  category: string | null;
  subject: string;
  content: string;
  member: DemoMember | null;
  /** The writer's name and phone as typed in the form. */
  name: string;
  phone: string;
  hoursAgo: number;
  bulk?: BulkPurchaseDetails;
  answer?: { content: string; hoursAgo: number };
}

/** The writer's line of a demo member's form: their own name and phone. */
const by = (member: DemoMember) => ({ member, name: member.name, phone: member.phone });

const FORMS: DemoForm[] = [
  {
    id: 'demo-form-install',
    code: 'installation-service',
    category: 'bathroom',
    subject: '세면대 교체 설치 가능 일정 문의',
    content: '아파트 욕실 세면대를 탑볼형으로 교체하려고 합니다. 기존 세면대 철거와 설치를 함께 받을 수 있는지, 가장 빠른 방문 일정이 언제인지 알려주세요.',
    ...by(JIEUN),
    hoursAgo: 3,
  },
  {
    id: 'demo-form-bulk',
    code: 'bulk-purchase',
    category: null,
    subject: '오피스텔 신축 현장 양변기 대량 견적 요청',
    content: '120세대 오피스텔 신축 현장입니다. 원피스 양변기와 세면대 세트로 견적을 받고 싶습니다. 분할 납품도 가능한지 함께 알려주세요.',
    ...by(MINHO),
    hoursAgo: 20,
    bulk: { company: '한결건설', product: '원피스 양변기 + 세면대 세트', quantity: 120, region: '경기 화성시', wishedDate: '2027-03-02' },
  },
  {
    id: 'demo-form-online',
    code: 'online-consulting',
    category: 'kitchen',
    subject: '주방 싱크볼 크기 상담 부탁드립니다',
    content: '상판 폭이 600mm인데 세라믹 싱크볼 중 어떤 모델이 맞을지 궁금합니다. 도면 사진을 첨부하려고 합니다.',
    ...by(SUA),
    hoursAgo: 46,
  },
  {
    id: 'demo-form-partner',
    code: 'inquiry-partner',
    category: 'design',
    subject: '인테리어 스튜디오 제휴 제안',
    content: '서울 성수동에서 주거 인테리어 스튜디오를 운영하고 있습니다. 고객 쇼룸 투어와 프로젝트 납품 제휴를 제안드리고 싶습니다.',
    member: null,
    name: '정하윤',
    phone: '01056781234',
    hoursAgo: 70,
  },
  {
    id: 'demo-form-bulk-hotel',
    code: 'bulk-purchase',
    category: null,
    subject: '비즈니스호텔 객실 리모델링 세면대 납품 견적',
    content: '객실 48실 리모델링 현장입니다. 카운터형 세면대와 원홀 수전 세트 납품 단가와 설치 포함 여부를 알고 싶습니다.',
    ...by(MINHO),
    hoursAgo: 140,
    bulk: { company: '한결건설', product: '카운터형 세면대 + 원홀 수전 세트', quantity: 48, region: '부산 해운대구', wishedDate: '2027-01-18' },
    answer: {
      content:
        '안녕하세요, 세라메종 기업영업팀입니다.\n48세트 기준 기업 전용 단가 견적서를 등록된 이메일로 보내드렸습니다. 설치는 부산 지역 협력 시공팀으로 포함 가능하며, 현장 일정에 맞춰 2회 분할 납품도 가능합니다.',
      hoursAgo: 120,
    },
  },
  {
    id: 'demo-form-first-buying',
    code: 'first-buying-guide',
    category: 'product',
    subject: '처음 구매하는데 세면대 설치 방식 고르는 법',
    content: '욕실 리모델링이 처음이라 탑볼형, 반다리형, 벽걸이형 중 무엇을 골라야 할지 모르겠습니다. 욕실 폭은 1,500mm 정도입니다.',
    ...by(SUA),
    hoursAgo: 100,
    answer: {
      content:
        '안녕하세요, 세라메종입니다.\n욕실 폭이 1,500mm라면 하부장을 함께 쓰는 탑볼형이나 공간이 넓어 보이는 벽걸이형을 추천드립니다. 배수 위치가 벽 쪽이면 벽걸이형, 바닥 쪽이면 탑볼형이 시공이 간편합니다.',
      hoursAgo: 94,
    },
  },
  {
    id: 'demo-form-concierge',
    code: 'concierge-service',
    category: 'both',
    subject: '욕실과 주방 제품을 한 번에 상담받고 싶습니다',
    content: '신축 주택 입주를 앞두고 욕실 두 곳과 주방 제품을 한 번에 고르고 싶습니다. 쇼룸 방문 상담 예약이 가능한지 알려주세요.',
    ...by(JIEUN),
    hoursAgo: 30,
  },
  {
    id: 'demo-form-repair',
    code: 'dedicated-repair-service',
    category: 'bathroom',
    subject: '양변기 물 내림 버튼이 눌린 채 돌아오지 않습니다',
    content: '작년에 구매한 원피스 양변기의 물 내림 버튼이 눌린 뒤 제자리로 돌아오지 않습니다. 방문 점검을 받고 싶습니다.',
    ...by(JIEUN),
    hoursAgo: 170,
    answer: {
      content:
        '안녕하세요, 세라메종 서비스센터입니다.\n보증 기간 내 제품으로 무상 점검이 가능합니다. 다음 주 월요일 오전 방문으로 접수해두었으며, 전날 기사님이 연락드릴 예정입니다.',
      hoursAgo: 160,
    },
  },
];

/** One demo form's commands: sending it, and staff's answer when it has one (sent only right after the form was sent). */
export interface DemoFormCommands {
  send: SendForm;
  answer: AnswerForm | null;
}

/**
 * The demo forms (spec §2 centre service pages and their "+inquire" forms, §3 Board/form) as
 * SendForm and, for the answered ones, AnswerForm commands with fixed ids: most are sent by the demo
 * members (demo-members.ts) signed in, so they show at /mypage/forms (박민호's bulk purchases at
 * /mypage/bulk-purchase) and in the console's centre form pages; the partner proposal is a
 * visitor's. Their keys are unknown (no one opens them by key). Each is dated `hoursAgo` hours
 * before `meta.now`; the same `meta` gives the same commands.
 */
export function demoFormCommands(meta: CommandMetadata): DemoFormCommands[] {
  const before = (hours: number): CommandMetadata => ({ ...meta, now: new Date(Date.parse(meta.now) - hours * 3_600_000).toISOString() });
  return FORMS.map((f) => ({
    send: {
      type: 'SendForm',
      data: {
        formId: f.id,
        code: f.code,
        userId: f.member?.userId ?? null,
        username: f.member?.username ?? null,
        subject: f.subject,
        content: f.content,
        category: f.category,
        writer: { name: f.name, phone: f.phone },
        files: [],
        bulk: f.bulk ?? null,
        agreedTerms: FORM_TERMS,
        keyHash: createHash('sha256').update(`demo:${f.id}`).digest('hex'),
      },
      metadata: { ...before(f.hoursAgo), userId: f.member?.userId ?? null },
    },
    answer: f.answer
      ? { type: 'AnswerForm', data: { formId: f.id, staffId: DEMO_INQUIRY_STAFF, answer: f.answer.content }, metadata: before(f.answer.hoursAgo) }
      : null,
  }));
}
