import type { CenterPostKind } from '../center-posts.js';
import { tooLongMessage, type Rule } from './rules.js';

/** Longest title (a notice's title, an FAQ's question), in characters. */
export const MAX_CENTER_POST_TITLE = 200;
/** Longest content (HTML as sent, before sanitising), in characters. */
export const MAX_CENTER_POST_CONTENT = 50_000;

/** Korean names of the kinds, as the console and the messages name them. */
export const CENTER_POST_KIND_TEXT: Record<CenterPostKind, string> = { NOTICE: '공지사항', FAQ: 'FAQ' };

/** A post's title: 2 to {@link MAX_CENTER_POST_TITLE} characters. */
export const CENTER_POST_TITLE_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_CENTER_POST_TITLE, message: tooLongMessage('제목은', MAX_CENTER_POST_TITLE) },
  { test: (v) => v.trim().length >= 2, message: '제목을 2자 이상 입력해주세요' },
];

/** A post's content: some text, at most {@link MAX_CENTER_POST_CONTENT} characters of HTML. */
export const CENTER_POST_CONTENT_RULES: readonly Rule[] = [
  { test: (v) => v.length <= MAX_CENTER_POST_CONTENT, message: tooLongMessage('내용은', MAX_CENTER_POST_CONTENT) },
  { test: (v) => v.replace(/<[^>]*>/g, '').trim().length >= 2 || /<img\s/i.test(v), message: '내용을 2자 이상 입력해주세요' },
];

/** Notices a page of /center/notice lists. */
export const NOTICES_PAGE_SIZE = 10;
