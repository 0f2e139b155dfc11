/** Query keys of the console's user-bonuses page (`['console', 'user-bonuses']` is refetched after a grant or debit on a member page too). */
export const userBonusKeys = {
  all: ['console', 'user-bonuses'] as const,
  list: (f: object) => [...userBonusKeys.all, 'list', f] as const,
  rates: () => [...userBonusKeys.all, 'rates'] as const,
  targets: () => [...userBonusKeys.all, 'rate-targets'] as const,
};
