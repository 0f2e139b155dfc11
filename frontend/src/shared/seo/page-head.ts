import type { JSX } from 'react';
import type { SeoMeta } from '@shop/contracts';
import { absoluteUrl } from './site';

/** The shop's name in titles ("<page> | 세라메종") and its full name for sharing. */
export const SITE_NAME = '세라메종';
export const SITE_FULL_NAME = '세라메종 CÉRAMAISON';
/** The description of pages that have none of their own. */
export const SITE_DESCRIPTION = '세라메종 CÉRAMAISON — 욕실과 주방을 위한 프리미엄 세라믹과 수전';

let seoMeta: SeoMeta | null = null;

/**
 * Takes the shop setting's seo.meta (spec §3 Setting; null: the built-in name and description)
 * for every head built after it. The root route's head() hands it over (shared/api/setting
 * takeSeoMeta) before the pages' heads run; the value is the shop's, the same for every request,
 * so sharing it between the server's requests is safe.
 */
export function applySeoMeta(meta: SeoMeta | null | undefined): void {
  seoMeta = meta ?? null;
}

/** The shop's name after page titles, its default description, keywords and sharing picture: seo.meta's where set, else the built-in ones. */
export function siteSeo(): SeoMeta {
  return {
    title: seoMeta?.title || SITE_NAME,
    description: seoMeta?.description || SITE_DESCRIPTION,
    keywords: seoMeta?.keywords ?? '',
    image: seoMeta?.image ?? '',
  };
}

/** A meta tag (or the title) of a route's head(). */
export type HeadMeta = NonNullable<JSX.IntrinsicElements['meta']>;
/** A script of a route's head(), e.g. JSON-LD. */
export type HeadScript = NonNullable<JSX.IntrinsicElements['script']>;

/**
 * JSON for a `<script>` element: `<`, `>`, `&` and the JavaScript line separators are written as
 * \u escapes, so text from the catalogue (a name with "</script>") cannot end the element.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A JSON-LD block (schema.org) for a route's head(). */
export function jsonLdScript(data: Record<string, unknown>): HeadScript {
  return { type: 'application/ld+json', children: scriptSafeJson(data) };
}

export interface PageHeadInput {
  /** The page's own name; the title becomes "<title> | 세라메종" (seo.meta's title) unless `fullTitle` is given. */
  title: string;
  fullTitle?: string;
  /** The page's own description; empty: the shop's default (seo.meta's description). */
  description: string;
  /** Path and query of the canonical address, e.g. "/shop?category=basin". */
  path: string;
  /** Kept out of search results (e.g. search pages), links still followed. */
  noindex?: boolean;
  /** Open Graph type and image; extra tags (e.g. product price) follow. */
  ogType?: 'website' | 'product';
  image?: string;
  extra?: HeadMeta[];
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** "<page> | 세라메종", the suffix being seo.meta's title where set. */
export function pageTitle(page: string): string {
  return `${page} | ${siteSeo().title}`;
}

/**
 * A public page's head: title, description, canonical link and Open Graph tags. Route files
 * return it from `head()`; the router renders it on the server and keeps it current in the browser.
 */
export function pageHead(input: PageHeadInput): { meta: HeadMeta[]; links: { rel: string; href: string }[]; scripts: HeadScript[] } {
  const title = input.fullTitle ?? pageTitle(input.title);
  const url = absoluteUrl(input.path);
  const site = siteSeo();
  const description = input.description.trim() || site.description;
  const image = input.image || site.image;
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_FULL_NAME },
    { property: 'og:locale', content: 'ko_KR' },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ];
  if (image) meta.push({ property: 'og:image', content: absoluteUrl(image) });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  meta.push(...(input.extra ?? []));
  return { meta, links: [{ rel: 'canonical', href: url }], scripts: input.jsonLd ? [jsonLdScript(input.jsonLd)] : [] };
}

/** Path (which may hold a query already) plus the given query parameters, empty ones left out. */
export function pathWithQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Head of a page that is nobody's business but its user's (sign-in, my page, order, console): a title, kept out of search engines. */
export function privateHead(title: string): { meta: HeadMeta[] } {
  return { meta: [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex, nofollow' }] };
}
