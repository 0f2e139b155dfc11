import { STOREFRONT, type CenterPostResponse } from '@shop/contracts';
import { SITE_DESCRIPTION, pageHead } from '../../../shared/seo/page-head';

/** Heads (title, description, canonical, Open Graph) of the customer centre's pages. */

/** Head of /center/notice. */
export const noticesHead = () =>
  pageHead({ title: '공지사항', description: '세라메종의 새 소식과 배송·서비스 안내를 전해드립니다.', path: STOREFRONT.notices });

/** Head of /center/notice/{id}: its title and first words; a missing one stays out of search engines. */
export function noticeHead(answer: CenterPostResponse | undefined, id: string) {
  const path = STOREFRONT.notice(id);
  if (!answer) return pageHead({ title: '공지사항을 찾을 수 없습니다', description: SITE_DESCRIPTION, path, noindex: true });
  const words = answer.post.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return pageHead({ title: answer.post.title, description: words || SITE_DESCRIPTION, path });
}

/** Head of /center/faq. */
export const faqHead = () =>
  pageHead({ title: '자주 묻는 질문', description: '주문, 배송, 설치, 교환·반품까지 자주 묻는 질문과 답을 모았습니다.', path: STOREFRONT.faq });
