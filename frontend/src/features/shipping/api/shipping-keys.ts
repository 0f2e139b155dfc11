/** Filter of the console's shipping rule table. */
export interface ShippingFilter {
  searchValue: string;
  targetType: string;
  isActive: string;
  page: number;
  limit: number;
}

/** Query keys of the shipping feature: rules, the islands table with its history, and the products a rule may target. */
export const shippingKeys = {
  all: ['console', 'shipping'] as const,
  rules: () => [...shippingKeys.all, 'rules'] as const,
  ruleList: (filter: ShippingFilter) => [...shippingKeys.rules(), filter] as const,
  islands: () => [...shippingKeys.all, 'islands'] as const,
  islandList: () => [...shippingKeys.islands(), 'list'] as const,
  islandHistory: (page: number) => [...shippingKeys.islands(), 'history', page] as const,
  product: (productId: string) => [...shippingKeys.all, 'products', 'one', productId] as const,
};
