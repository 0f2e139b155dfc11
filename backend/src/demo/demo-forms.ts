import { createHash } from 'node:crypto';
import { FORM_TERMS, type BulkPurchaseDetails, type FormCode } from '@shop/contracts';
import type { SendForm } from '../center/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';

/** The demo forms visitors sent from the centre's pages, with how many hours before the seed. */
const FORMS: {
  id: string;
  code: FormCode;
  category: string | null;
  subject: string;
  content: string;
  name: string;
  phone: string;
  hoursAgo: number;
  bulk?: BulkPurchaseDetails;
}[] = [
  {
    id: 'demo-form-install',
    code: 'installation-service',
    category: 'bathroom',
    subject: '세면대 교체 설치 가능 일정 문의',
    content: '아파트 욕실 세면대를 탑볼형으로 교체하려고 합니다. 기존 세면대 철거와 설치를 함께 받을 수 있는지, 가장 빠른 방문 일정이 언제인지 알려주세요.',
    name: '이지은',
    phone: '01023456789',
    hoursAgo: 3,
  },
  {
    id: 'demo-form-bulk',
    code: 'bulk-purchase',
    category: null,
    subject: '오피스텔 신축 현장 양변기 대량 견적 요청',
    content: '120세대 오피스텔 신축 현장입니다. 원피스 양변기와 세면대 세트로 견적을 받고 싶습니다. 분할 납품도 가능한지 함께 알려주세요.',
    name: '박민호',
    phone: '01045678901',
    hoursAgo: 20,
    bulk: { company: '한결건설', product: '원피스 양변기 + 세면대 세트', quantity: 120, region: '경기 화성시', wishedDate: '2027-03-02' },
  },
  {
    id: 'demo-form-online',
    code: 'online-consulting',
    category: 'kitchen',
    subject: '주방 싱크볼 크기 상담 부탁드립니다',
    content: '상판 폭이 600mm인데 세라믹 싱크볼 중 어떤 모델이 맞을지 궁금합니다. 도면 사진을 첨부하려고 합니다.',
    name: '최수아',
    phone: '01078901234',
    hoursAgo: 46,
  },
  {
    id: 'demo-form-partner',
    code: 'inquiry-partner',
    category: 'design',
    subject: '인테리어 스튜디오 제휴 제안',
    content: '서울 성수동에서 주거 인테리어 스튜디오를 운영하고 있습니다. 고객 쇼룸 투어와 프로젝트 납품 제휴를 제안드리고 싶습니다.',
    name: '정하윤',
    phone: '01056781234',
    hoursAgo: 70,
  },
];

/**
 * The demo forms as SendForm commands with fixed ids: sending them again sends nothing (the
 * stream exists), so a form staff deleted stays deleted. Their writers' keys are unknown (no one opens them as the writer).
 */
export function demoFormCommands(meta: CommandMetadata): SendForm[] {
  return FORMS.map((f) => ({
    type: 'SendForm',
    data: {
      formId: f.id,
      code: f.code,
      userId: null,
      username: null,
      subject: f.subject,
      content: f.content,
      category: f.category,
      writer: { name: f.name, phone: f.phone },
      files: [],
      bulk: f.bulk ?? null,
      agreedTerms: FORM_TERMS,
      keyHash: createHash('sha256').update(`demo:${f.id}`).digest('hex'),
    },
    metadata: { ...meta, now: new Date(Date.parse(meta.now) - f.hoursAgo * 3_600_000).toISOString() },
  }));
}
