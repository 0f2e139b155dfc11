import { BOARD_CATEGORY_TEXT, type BoardCategory, type BoardResponse } from '@shop/contracts';
import { SITE_DESCRIPTION, pageHead } from '../../../shared/seo/page-head';

/** What each board is about, for its description. */
const ABOUT: Record<BoardCategory, string> = {
  news: '세라메종의 신제품과 브랜드 소식을 전해드립니다.',
  cases: '세라메종 제품으로 완성한 욕실과 주방 시공 사례를 소개합니다.',
  events: '세라메종이 준비한 이벤트와 혜택을 확인하세요.',
  reviews: '세라메종 고객님들이 직접 남긴 시공 후기입니다.',
};

/** Head (title, description, canonical) of /community/{category}. */
export const boardsHead = (category: BoardCategory) =>
  pageHead({ title: `${BOARD_CATEGORY_TEXT[category]} | 커뮤니티`, description: ABOUT[category], path: `/community/${category}` });

/** Head of /community/notices. */
export const communityNoticesHead = () =>
  pageHead({ title: '공지사항 | 커뮤니티', description: '세라메종의 공지사항과 배송·서비스 안내를 전해드립니다.', path: '/community/notices' });

/** Head of /community/{category}/{id}: its subject and first words; a missing one stays out of search engines. */
export function boardHead(answer: BoardResponse | undefined, category: string, id: string) {
  const path = `/community/${category}/${encodeURIComponent(id)}`;
  if (!answer) return pageHead({ title: '게시글을 찾을 수 없습니다', description: SITE_DESCRIPTION, path, noindex: true });
  return pageHead({ title: answer.board.subject, description: answer.board.excerpt || SITE_DESCRIPTION, path });
}
