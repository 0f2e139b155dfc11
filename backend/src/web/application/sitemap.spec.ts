import type { Category } from '@shop/contracts';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap.js';

const category = (code: string, children: Category[] = []): Category => ({ _id: code, _parent: null, code, name: code, depth: 1, children });

describe('sitemap', () => {
  const urls = sitemapUrls(
    {
      products: [{ _id: 'p-1', updatedAt: '2026-03-04T05:06:07.000Z' }],
      categories: [category('Bath', [category('basin')])],
      brands: [{ code: 'hommage' }],
    },
    'https://ceramaison.kr',
  );

  it('lists the brand site’s pages at their own paths with their last change', () => {
    const more = sitemapUrls(
      { products: [], categories: [], brands: [], pages: [{ path: '/ideas/bathroom/planning', updatedAt: '2026-11-20T01:02:03.000Z' }] },
      'https://ceramaison.kr',
    );
    expect(more.find((u) => u.loc === 'https://ceramaison.kr/ideas/bathroom/planning')?.lastmod).toBe('2026-11-20');
  });

  it('lists the exhibitions and showrooms pages with each shown one', () => {
    const more = sitemapUrls(
      {
        products: [],
        categories: [],
        brands: [],
        exhibitions: [{ _id: 'e-1', updatedAt: '2026-05-06T00:00:00.000Z' }],
        showrooms: [{ code: 'gangnam', updatedAt: '2026-05-07T00:00:00.000Z' }],
      },
      'https://ceramaison.kr',
    ).map((u) => u.loc);
    expect(more).toEqual(
      expect.arrayContaining([
        'https://ceramaison.kr/shop/exhibitions',
        'https://ceramaison.kr/shop/exhibitions/e-1',
        'https://ceramaison.kr/shop/showrooms',
        'https://ceramaison.kr/shop/showrooms/gangnam',
      ]),
    );
  });

  it('lists the content pages, nested categories, collections, products and the customer centre at their canonical addresses', () => {
    expect(urls.map((u) => u.loc)).toEqual([
      'https://ceramaison.kr/',
      'https://ceramaison.kr/shop/products',
      'https://ceramaison.kr/shop/new-hit',
      'https://ceramaison.kr/shop/brands',
      'https://ceramaison.kr/shop/bathroom-fittings/overview',
      'https://ceramaison.kr/b/bathroom-collections',
      'https://ceramaison.kr/b/kitchen-collections',
      'https://ceramaison.kr/shop?category=Bath',
      'https://ceramaison.kr/shop?category=basin',
      'https://ceramaison.kr/collections/hommage',
      'https://ceramaison.kr/shop/products/p-1',
      'https://ceramaison.kr/center/notice',
      'https://ceramaison.kr/center/faq',
    ]);
    expect(urls.find((u) => u.loc.endsWith('/p-1'))!.lastmod).toBe('2026-03-04');
  });

  it('writes XML with its special characters escaped', () => {
    const xml = sitemapXml([{ loc: 'https://ceramaison.kr/shop?category=a&b' }]);
    expect(xml).toContain('<loc>https://ceramaison.kr/shop?category=a&amp;b</loc>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('robots.txt names the sitemap on the public address', () => {
    expect(robotsTxt('https://ceramaison.kr')).toContain('Sitemap: https://ceramaison.kr/sitemap.xml');
  });
});
