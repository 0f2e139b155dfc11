/** Query keys of the promoter area. */
export const promoterKeys = {
  all: ['promoter'] as const,
  request: () => [...promoterKeys.all, 'request'] as const,
  promotees: (page: number) => [...promoterKeys.all, 'promotees', page] as const,
  bonuses: (tab: string, page: number) => [...promoterKeys.all, 'bonuses', tab, page] as const,
  withdrawal: () => [...promoterKeys.all, 'withdrawal'] as const,
  dashboard: () => [...promoterKeys.all, 'dashboard'] as const,
  purchases: (of: string, month: string, status: string, page: number) => [...promoterKeys.all, 'purchases', of, month, status, page] as const,
  scores: (page: number) => [...promoterKeys.all, 'scores', page] as const,
};
