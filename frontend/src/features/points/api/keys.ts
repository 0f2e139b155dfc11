/** Query keys of points: the member's own, and the console's policies and members' points. */
export const pointKeys = {
  all: ['points'] as const,
  mine: () => [...pointKeys.all, 'mine'] as const,
  myPage: (page: number, limit: number) => [...pointKeys.mine(), { page, limit }] as const,
  policies: () => [...pointKeys.all, 'policies'] as const,
  policyList: (page: number, limit: number) => [...pointKeys.policies(), { page, limit }] as const,
  members: () => [...pointKeys.all, 'members'] as const,
  memberList: (filter: { page: number; limit: number; searchValue: string }) => [...pointKeys.members(), 'list', filter] as const,
  member: (userId: string) => [...pointKeys.members(), 'one', userId] as const,
};
