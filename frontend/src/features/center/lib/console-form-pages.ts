import { FORM_CODES, FORM_GROUP_TEXT, FORM_KINDS, formCodeOf, type AnswerStatus, type FormCode, type FormGroup } from '@shop/contracts';
import type { ConsoleFormFilter } from '../api/form-keys';

/** The console's page of each form group (spec §2 console centre pages), beside /console/forms which lists them all. */
export const FORM_GROUP_PAGES = {
  'inquiry-partner': '/console/inquiry-partners',
  concierge: '/console/concierge-forms',
  'bulk-purchase': '/console/bulk-purchase-forms',
  'user-service': '/console/user-service-forms',
  'user-guide': '/console/user-guide-forms',
  'user-consulting': '/console/user-consulting-forms',
} as const satisfies Record<FormGroup, string>;

/** A path of the form table: every form, or one group's page. */
export type ConsoleFormsPath = '/console/forms' | (typeof FORM_GROUP_PAGES)[FormGroup];

/** Search of one group's form page: 1-based page, words, one of the group's forms, answer state and order. */
export interface GroupFormsSearch {
  page?: number;
  searchValue?: string;
  code?: FormCode;
  status?: AnswerStatus;
  sort?: 'oldest';
}

/** The forms of `group`, in FORM_KINDS' order. */
export const codesOfGroup = (group: FormGroup): FormCode[] => FORM_CODES.filter((c) => FORM_KINDS[c].group === group);

/** The page's title: the group's Korean name (제휴 문의, 컨시어지 문의, …). */
export const groupPageTitle = (group: FormGroup): string => FORM_GROUP_TEXT[group];

/** The URL's search of `group`'s page, each value checked; a form of another group is dropped. */
export function groupFormsSearch(group: FormGroup, s: Record<string, unknown>): GroupFormsSearch {
  const page = Number(s.page);
  const code = formCodeOf(s.code);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
    code: code && FORM_KINDS[code].group === group ? code : undefined,
    status: s.status === 'ANSWER_AWAITING' || s.status === 'ANSWER_COMPLETE' ? s.status : undefined,
    sort: s.sort === 'oldest' ? 'oldest' : undefined,
  };
}

/** The table's filter of `group`'s page: its search with the group fixed. */
export function groupFormsFilter(group: FormGroup, search: GroupFormsSearch): ConsoleFormFilter {
  return {
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    code: search.code ?? '',
    group,
    status: search.status ?? '',
    sort: search.sort ?? 'latest',
  };
}
