import { DAY_PATTERN, MEMBER_SORTS, PromoterStatus, type MemberSort } from '@shop/contracts';

/** The console member list's URL search: page, words, type, level, join days, order and promoter state. */
export interface MembersSearch {
  page?: number;
  q?: string;
  type?: 'PERSON' | 'COMPANY';
  grade?: string;
  from?: string;
  to?: string;
  sort?: MemberSort;
  /** The promoter request's state (spec §4). */
  promoterStatus?: PromoterStatus;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
const day = (v: unknown) => (typeof v === 'string' && DAY_PATTERN.test(v) ? v : undefined);

/** Validates the member list's search parameters; anything malformed is dropped. */
export function validateMembersSearch(s: Record<string, unknown>): MembersSearch {
  const page = Number(s.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    q: text(s.q, 50),
    type: s.type === 'PERSON' || s.type === 'COMPANY' ? s.type : undefined,
    grade: text(s.grade, 30),
    from: day(s.from),
    to: day(s.to),
    sort: typeof s.sort === 'string' && Object.hasOwn(MEMBER_SORTS, s.sort) && s.sort !== 'newest' ? (s.sort as MemberSort) : undefined,
    promoterStatus: typeof s.promoterStatus === 'string' && Object.hasOwn(PromoterStatus, s.promoterStatus) ? (s.promoterStatus as PromoterStatus) : undefined,
  };
}

/** The query parameters of the list and export calls for a search (page left out). */
export function memberQuery({ page: _page, ...search }: MembersSearch): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
