import { STOREFRONT, type ExhibitionDetail, type Showroom } from '@shop/contracts';
import { SITE_DESCRIPTION, pageHead } from '../../../shared/seo/page-head';

/** Heads (title, description, canonical, Open Graph) of the exhibition and showroom pages. */

const EXHIBITIONS_TEXT = '세라메종이 준비한 욕실·주방 기획전을 만나보세요.';
const SHOWROOMS_TEXT = '세라메종 제품을 직접 보고 상담받을 수 있는 쇼룸 위치와 운영시간을 안내합니다.';

/** Head of /shop/exhibitions. */
export function exhibitionsHead() {
  return pageHead({ title: '기획전', description: EXHIBITIONS_TEXT, path: STOREFRONT.exhibitions });
}

/** Head of /shop/exhibitions/{id}: its title, summary and banner; a missing one stays out of search engines. */
export function exhibitionHead(exhibition: ExhibitionDetail | undefined, id: string) {
  const path = STOREFRONT.exhibition(id);
  if (!exhibition) return pageHead({ title: '기획전을 찾을 수 없습니다', description: SITE_DESCRIPTION, path, noindex: true });
  return pageHead({ title: exhibition.title, description: exhibition.summary || EXHIBITIONS_TEXT, path, image: exhibition.banner?.url });
}

/** Head of /shop/showrooms. */
export function showroomsHead() {
  return pageHead({ title: '쇼룸 안내', description: SHOWROOMS_TEXT, path: STOREFRONT.showrooms });
}

/** Head of /shop/showrooms/{code}: its name and address. */
export function showroomHead(showroom: Showroom | undefined, code: string) {
  const path = STOREFRONT.showroom(code);
  if (!showroom) return pageHead({ title: '쇼룸을 찾을 수 없습니다', description: SITE_DESCRIPTION, path, noindex: true });
  return pageHead({
    title: showroom.name,
    description: `${showroom.address.address1} ${showroom.address.address2} · ${showroom.phone}`.trim(),
    path,
    image: showroom.images[0]?.url,
  });
}
