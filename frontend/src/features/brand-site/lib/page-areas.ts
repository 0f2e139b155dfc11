/** Areas of the brand site, by the first segment of a page's path (spec §2 Ideas, Company, Info). */
export type PageArea = 'ideas' | 'company' | 'info';

/** Tabs of the console's page list. */
export const PAGE_AREAS: { value: PageArea | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'ideas', label: '공간 아이디어' },
  { value: 'company', label: '회사 소개' },
  { value: 'info', label: '안내' },
];

/** The area a path belongs to: /ideas/… and /company/… by name, every other page is an info page. */
export const pageAreaOf = (path: string): PageArea => (path.startsWith('/ideas/') ? 'ideas' : path.startsWith('/company/') ? 'company' : 'info');

/** Parses the URL's area tab. */
export const parsePageArea = (v: unknown): PageArea | undefined => (v === 'ideas' || v === 'company' || v === 'info' ? v : undefined);
