import type { AnswerStatus, InquiryCategory, InquirySort } from '@shop/contracts';

/** Filter of the console's inquiry table (the URL's search params). */
export interface ConsoleInquiryFilter {
  page: number;
  searchValue: string;
  category: InquiryCategory | '';
  status: AnswerStatus | '';
  sort: InquirySort;
}

/** Query keys of members' 1:1 inquiries: the member's pages and one, the member's orders to pick from, and the console's table. */
export const inquiryKeys = {
  all: ['center', 'inquiries'] as const,
  mine: (page: number) => [...inquiryKeys.all, 'mine', page] as const,
  one: (id: string) => [...inquiryKeys.all, 'one', id] as const,
  orders: () => [...inquiryKeys.all, 'orders'] as const,
  console: (f: ConsoleInquiryFilter) => [...inquiryKeys.all, 'console', f] as const,
};
