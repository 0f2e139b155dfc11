import type { QuestionAudience, QuestionCategory } from '../center-questions.js';
import { MESSAGES, tooLongMessage, type Rule } from './rules.js';

/** Longest subject of a question, in characters. */
export const MAX_QUESTION_SUBJECT = 100;
/** Longest content of a question (and of staff's answer), in characters. */
export const MAX_QUESTION_CONTENT = 2_000;

/** Most pictures one question carries. */
export const MAX_QUESTION_IMAGES = 5;

/** The question categories in the order the select shows them (spec §9). */
export const QUESTION_CATEGORIES: readonly QuestionCategory[] = ['accounts', 'purchase', 'products', 'delivery', 'complain', 'benefits', 'services', 'others'];

/** Korean labels of the question categories (spec §9). */
export const QUESTION_CATEGORY_TEXT: Record<QuestionCategory, string> = {
  accounts: '회원정보/계정',
  purchase: '주문/결제',
  products: '상품',
  delivery: '배송',
  complain: '불만',
  benefits: '혜택',
  services: '서비스',
  others: '기타',
};

/** Where a question can be asked from. */
export const QUESTION_AUDIENCES: readonly QuestionAudience[] = ['MEMBER', 'PROMOTER'];
/** Korean labels of the audiences (the console's filter and column). */
export const QUESTION_AUDIENCE_TEXT: Record<QuestionAudience, string> = { MEMBER: '회원', PROMOTER: '프로모터' };

/** Message for a missing or unknown category. */
export const QUESTION_CATEGORY_MESSAGE = '질문 유형을 선택해주세요';

/** A question's subject: at least 2 characters (spec §5 Subject), at most {@link MAX_QUESTION_SUBJECT}. */
export const QUESTION_SUBJECT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_QUESTION_SUBJECT, message: tooLongMessage('제목은', MAX_QUESTION_SUBJECT) },
  { test: (v) => v.trim().length >= 2, message: MESSAGES.SUBJECT },
];

/** A question's content and staff's answer: at least 2 characters (spec §5 Content), at most {@link MAX_QUESTION_CONTENT}. */
export const QUESTION_CONTENT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_QUESTION_CONTENT, message: tooLongMessage('내용은', MAX_QUESTION_CONTENT) },
  { test: (v) => v.trim().length >= 2, message: MESSAGES.CONTENT },
];

/** Staff's reason for deleting a question: 2 to 200 characters (a missing reason reads the first message). */
export const QUESTION_DELETE_REASON_RULES: readonly Rule[] = [
  { test: (v) => v.trim().length >= 2, message: '삭제 사유를 입력해주세요' },
  { test: (v) => v.length <= 200, message: tooLongMessage('삭제 사유는', 200) },
];

/** `v` when it names a §9 question category, else undefined (an unknown filter is no filter). */
export const questionCategoryOf = (v: unknown): QuestionCategory | undefined =>
  typeof v === 'string' && (QUESTION_CATEGORIES as readonly string[]).includes(v) ? (v as QuestionCategory) : undefined;
