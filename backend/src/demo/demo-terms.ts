import type { PublishTerms } from '../content/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';

/** A term version of the demo shop, as the seed publishes it. */
type DemoTerm = Omit<PublishTerms['data'], 'index'>;

const SERVICE_V1 = `<h3>제1조 (목적)</h3>
<p>이 약관은 세라메종(이하 "회사")이 운영하는 온라인 쇼핑몰에서 제공하는 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.</p>
<h3>제2조 (회원가입)</h3>
<p>회원가입은 이용자가 약관에 동의하고 가입 신청을 한 뒤 회사가 승낙함으로써 이루어집니다.</p>`;

const SERVICE_V2 = `${SERVICE_V1}
<h3>제3조 (구매 신청과 결제)</h3>
<p>회원은 상품을 선택하고 배송지와 결제수단을 입력하여 구매를 신청합니다. 무통장입금 주문은 입금이 확인되면 결제완료가 됩니다.</p>
<h3>제4조 (청약철회)</h3>
<p>회원은 상품을 받은 날부터 7일 이내에 청약을 철회할 수 있습니다. 다만 시공이 시작된 상품은 예외로 합니다.</p>`;

const PRIVACY_V1 = `<h3>1. 수집하는 개인정보 항목</h3>
<ul><li>필수: 아이디, 비밀번호, 이름, 이메일, 휴대폰 번호</li><li>기업회원: 사업자등록번호</li></ul>
<h3>2. 수집 및 이용 목적</h3>
<p>회원 식별, 주문·배송·시공 안내, 고객 상담에 이용합니다.</p>
<h3>3. 보유 및 이용 기간</h3>
<p>회원 탈퇴 시까지 보유하며, 관계 법령이 정한 기간 동안은 거래 기록을 보관합니다.</p>`;

const MARKETING_V1 = `<p>신제품 소식, 기획전, 쿠폰과 적립금 혜택을 이메일과 문자로 보내드립니다.</p>
<p>동의하지 않으셔도 회원가입과 구매에는 제한이 없으며, 마이페이지에서 언제든 철회하실 수 있습니다.</p>`;

/** The terms sign-up shows, in order: 이용약관 (two versions, the second in effect), 개인정보, 마케팅. */
const DEMO_TERMS: DemoTerm[][] = [
  [
    { code: 'service', title: '이용약관', required: true, version: 1, effectiveAt: '2025-01-01T00:00:00.000Z', content: SERVICE_V1 },
    { code: 'service', title: '이용약관', required: true, version: 2, effectiveAt: '2026-01-01T00:00:00.000Z', content: SERVICE_V2 },
  ],
  [{ code: 'privacy', title: '개인정보 수집 및 이용', required: true, version: 1, effectiveAt: '2025-01-01T00:00:00.000Z', content: PRIVACY_V1 }],
  [{ code: 'marketing', title: '마케팅 정보 수신', required: false, version: 1, effectiveAt: '2025-01-01T00:00:00.000Z', content: MARKETING_V1 }],
];

/** The commands publishing the demo terms, oldest version first (a version published already is refused and skipped). */
export function demoTermsCommands(metadata: CommandMetadata): PublishTerms[] {
  return DEMO_TERMS.flatMap((versions, index) => versions.map((t) => ({ type: 'PublishTerms' as const, data: { ...t, index }, metadata })));
}
