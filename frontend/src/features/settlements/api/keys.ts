/** React Query keys of the console settlements. */
export const settlementKeys = {
  all: ['console-settlements'] as const,
  list: (f: { month: string; searchValue: string; page: number }) => [...settlementKeys.all, 'list', f] as const,
  one: (id: string) => [...settlementKeys.all, 'one', id] as const,
  withholding: (month: string) => [...settlementKeys.all, 'withholding', month] as const,
};
