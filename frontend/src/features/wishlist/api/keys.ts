/** Query keys of the wishlist. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  product: (id: string) => [...wishlistKeys.all, 'product', id] as const,
};
