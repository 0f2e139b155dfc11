/** Query keys of member levels, their members and members' scores (console). */
export const levelKeys = {
  all: ['levels'] as const,
  lists: () => [...levelKeys.all, 'list'] as const,
  members: () => [...levelKeys.all, 'members'] as const,
  memberList: (filter: { code: string | null; page: number; limit: number; searchValue: string }) => [...levelKeys.members(), filter] as const,
};
