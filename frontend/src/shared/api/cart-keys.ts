/** Query keys of the member's cart; shared so the header's badge and the cart page stay in step. */
export const cartKeys = {
  all: ['carts'] as const,
};
