/** Query keys of the member's receipts (`/api/v1/me/receipts`). */
export const receiptKeys = {
  all: ['myReceipts'] as const,
  lists: () => [...receiptKeys.all, 'list'] as const,
  list: (page: number, limit: number) => [...receiptKeys.lists(), { page, limit }] as const,
};
