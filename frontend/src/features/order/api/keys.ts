/** Query keys of the order feature's own reads (the member's orders use the shared `myOrderKeys`). */
export const orderKeys = {
  all: ['order'] as const,
  products: () => [...orderKeys.all, 'product'] as const,
  product: (id: string) => [...orderKeys.products(), id] as const,
  quote: (source: unknown) => [...orderKeys.all, 'quote', source] as const,
  usableCoupons: () => [...orderKeys.all, 'usable-coupons'] as const,
};
