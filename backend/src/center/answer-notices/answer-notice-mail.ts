import type { AnswerNoticeKind } from '@shop/contracts';
import type { MailMessage } from '../../platform/mail/mail.port.js';

/** Subject of every answer notice (issue 14). */
export const ANSWER_NOTICE_SUBJECT = '[세라메종] 문의하신 내용에 답변이 등록되었습니다';
/** Most characters of the item's title the mail quotes (longer titles end with '…'). */
export const TITLE_EXCERPT_LENGTH = 30;

/** What the member asked, as the mail names it. */
const KIND_LABELS: Record<AnswerNoticeKind, string> = { INQUIRY: '1:1 문의', QUESTION: '질문', FORM: '문의', PRODUCT_INQUIRY: '상품 문의' };

/** What an answer notice says: to whom, which item (its kind and title), and where its answer is read (an absolute URL). */
export interface AnswerNoticeFacts {
  to: string;
  name: string;
  kind: AnswerNoticeKind;
  title: string;
  link: string;
}

/** The title cut to {@link TITLE_EXCERPT_LENGTH} characters (by code point), on one line. */
export function titleExcerpt(title: string): string {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  return chars.length > TITLE_EXCERPT_LENGTH ? `${chars.slice(0, TITLE_EXCERPT_LENGTH).join('')}…` : chars.join('');
}

/**
 * The notice mail (plain text and HTML) telling a member that staff answered what they asked:
 * their name, the kind, a short excerpt of the title and the link. Never the answer's text nor
 * anything else about the member (issue 14).
 */
export function answerNoticeMail(f: AnswerNoticeFacts): MailMessage {
  const item = `${KIND_LABELS[f.kind]} 「${titleExcerpt(f.title)}」`;
  const closing = '이 메일은 발신 전용입니다. 궁금한 점은 고객센터로 문의해주세요.';
  return {
    to: f.to,
    subject: ANSWER_NOTICE_SUBJECT,
    text: `${f.name}님, 문의하신 ${item}에 답변이 등록되었습니다.\n아래 링크에서 답변을 확인해주세요.\n${f.link}\n\n${closing}`,
    html:
      `<p>${escape(f.name)}님, 문의하신 ${escape(item)}에 답변이 등록되었습니다.</p>` + `<p><a href="${escape(f.link)}">답변 확인하기</a></p><p>${closing}</p>`,
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
