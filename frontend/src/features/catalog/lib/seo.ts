import { STOREFRONT, cardName, formatPrice, orderabilityOf, type Brand, type Category, type ProductDetail } from '@shop/contracts';
import { findCategory } from '../../../shared/api/categories';
import { SITE_DESCRIPTION, pageHead, pathWithQuery } from '../../../shared/seo/page-head';
import { absoluteUrl } from '../../../shared/seo/site';
import { COLLECTION_AREAS, type CollectionArea } from './areas';
import { newHitTab, type NewHitTab } from './new-hit';
import { collectionPathOf, collectionTrail } from './collection-path';

/** Heads (title, description, canonical, Open Graph, JSON-LD) of the catalogue's public pages. */

const DESCRIPTION_LENGTH = 150;

/** Text of a product's description without markup, shortened for a meta description. */
function plainText(content: string): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

/** schema.org Product of a product page: name, images, price in KRW (the sale price) and availability. */
export function productJsonLd(product: ProductDetail): Record<string, unknown> {
  const images = (product.images.length ? product.images : [product.thumb]).map((i) => absoluteUrl(i.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description: plainText(product.content) || product.name,
    sku: product.code,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(STOREFRONT.product(product._id)),
      priceCurrency: 'KRW',
      price: product.salePrice,
      availability: orderabilityOf(product) === 'ORDERABLE' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** Head of /shop/products/{id}: the product's name and price, Open Graph product tags and JSON-LD. */
export function productHead(product: ProductDetail | undefined, idOrCode: string) {
  if (!product) {
    return pageHead({ title: '상품을 찾을 수 없습니다', description: SITE_DESCRIPTION, path: STOREFRONT.product(idOrCode), noindex: true });
  }
  const about = [product.brand?.name, product.category?.name].filter(Boolean).join(' · ');
  const summary = plainText(product.content);
  const description = [`${cardName(product.name)} ${formatPrice(product.salePrice)}`, about, summary].filter(Boolean).join(' — ');
  return pageHead({
    title: product.name,
    description,
    path: STOREFRONT.product(product._id),
    ogType: 'product',
    image: (product.images[0] ?? product.thumb).url,
    extra: [
      { property: 'product:price:amount', content: String(product.salePrice) },
      { property: 'product:price:currency', content: 'KRW' },
    ],
    jsonLd: productJsonLd(product),
  });
}

/** Head of /shop/products (all products) and /shop?category={code} (one category), page by page. */
export function listingHead(tree: Category[] | undefined, category: string | undefined, page: number | undefined) {
  const pageNo = page && page > 1 ? page : undefined;
  if (!category) {
    return pageHead({
      title: pageNo ? `전체 상품 (${pageNo}쪽)` : '전체 상품',
      description: '욕실과 주방을 위한 세라메종의 모든 제품을 만나보세요.',
      path: pathWithQuery(STOREFRONT.products, { page: pageNo }),
    });
  }
  const hit = tree ? findCategory(tree, category) : null;
  const name = hit?.category.name ?? '카테고리';
  const trail = hit ? [...hit.parents, hit.category].map((c) => c.name).join(' › ') : name;
  return pageHead({
    title: pageNo ? `${name} (${pageNo}쪽)` : name,
    description: `세라메종 온라인 스토어의 ${trail} 제품을 만나보세요.`,
    path: pathWithQuery(STOREFRONT.category(category), { page: pageNo }),
    noindex: !hit,
  });
}

/** Head of /collections/{code} and /b/{code}: one brand collection, canonical at /collections/{code} (spec §2). */
export function collectionHead(brand: Brand | undefined, code: string) {
  const path = STOREFRONT.collection(code);
  if (!brand) return pageHead({ title: '컬렉션', description: SITE_DESCRIPTION, path, noindex: true });
  return pageHead({ title: brand.name, description: brand.description || `세라메종 ${brand.name} 컬렉션`, path, image: brand.image?.url });
}

/** Head of /b/bathroom-collections and /b/kitchen-collections. */
export function areaHead(area: CollectionArea) {
  const info = COLLECTION_AREAS[area];
  return pageHead({ title: info.title, description: info.text, path: STOREFRONT.collectionAreas[area] });
}

/** Head of /shop/sales?searchValue=: search results stay out of search engines. */
export function searchHead(searchValue: string | undefined) {
  return pageHead({
    title: searchValue ? `‘${searchValue}’ 검색 결과` : '상품 검색',
    description: '세라메종 온라인 스토어 상품 검색',
    path: pathWithQuery('/shop/sales', { searchValue }),
    noindex: true,
  });
}

/** Head of /shop/new-hit: the tab's title and text, the canonical URL with its tab and page. */
export function newHitHead(tab: NewHitTab | undefined, page: number | undefined) {
  const current = newHitTab(tab);
  const pageNo = page && page > 1 ? page : undefined;
  return pageHead({
    title: pageNo ? `${current.label} (${pageNo}쪽)` : current.label,
    description: current.text,
    path: pathWithQuery(STOREFRONT.newHit, { tab: current.value === 'new' ? undefined : current.value, page: pageNo }),
  });
}

/** Head of /shop/brands. */
export function brandsHead() {
  return pageHead({ title: '브랜드', description: '하나의 디자인 언어로 이어지는 세라메종의 컬렉션을 만나보세요.', path: STOREFRONT.brands });
}

/** Head of /shop/bathroom-fittings/overview. */
export function fittingsOverviewHead() {
  return pageHead({
    title: '욕실 수전 개요',
    description: '세면대와 샤워, 욕조에 꼭 맞는 욕실 수전을 고르는 방법과 세라메종의 추천 수전을 소개합니다.',
    path: STOREFRONT.fittingsOverview,
  });
}

/** Head of /b/{brand}/{category}…: "{category} · {brand}", or a not-indexed page when the path names nothing. */
export function collectionCategoryHead(brand: Brand | undefined, tree: Category[] | undefined, code: string, codes: string[]) {
  const trail = tree ? collectionTrail(tree, codes) : null;
  const path = collectionPathOf(code, codes);
  if (!brand || !trail) return pageHead({ title: '컬렉션', description: SITE_DESCRIPTION, path, noindex: true });
  const category = trail[trail.length - 1]!;
  return pageHead({
    title: `${category.name} · ${brand.name}`,
    description: `${brand.name} 컬렉션의 ${category.name} 제품입니다.`,
    path,
    image: brand.image?.url,
  });
}
