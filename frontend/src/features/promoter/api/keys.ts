/** Query keys of the promoter area. */
export const promoterKeys = {
  all: ['promoter'] as const,
  request: () => [...promoterKeys.all, 'request'] as const,
  promotees: (page: number) => [...promoterKeys.all, 'promotees', page] as const,
  bonuses: (tab: string, page: number) => [...promoterKeys.all, 'bonuses', tab, page] as const,
  withdrawal: () => [...promoterKeys.all, 'withdrawal'] as const,
};
