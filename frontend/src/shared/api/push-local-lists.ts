import { API, type CartLine } from '@shop/contracts';
import type { ApiFetchInit } from './client';
import { useLocalCart } from '../stores/local-cart';
import { useWatches } from '../stores/watches';

type Fetch = <T>(path: string, init?: ApiFetchInit) => Promise<T>;

/** Pushes lines of the signed-out cart to the member's cart (spec §4), then empties the local cart; lines refused stay. */
async function pushLocalCart(fetch: Fetch): Promise<void> {
  const lines = useLocalCart.getState().lines;
  if (lines.length === 0) return;
  const failed: typeof lines = [];
  for (const line of lines) {
    try {
      await fetch<{ cart: CartLine }>(`${API.me}/carts`, { method: 'POST', body: line });
    } catch {
      failed.push(line);
    }
  }
  useLocalCart.setState({ lines: failed });
}

/** Pushes the visitor's recently viewed products to the member's list (PUT me/watches), then forgets them locally; kept for the next sign-in on failure. */
async function pushLocalWatches(fetch: Fetch): Promise<void> {
  const items = useWatches.getState().items;
  if (items.length === 0) return;
  try {
    await fetch(`${API.me}/watches`, { method: 'PUT', body: { watches: items } });
    useWatches.getState().clear();
  } catch {
    /* kept locally: pushed again at the next sign-in */
  }
}

/**
 * On sign-in (spec §4 Session): the carts and watches held in the browser are pushed to the
 * server with `fetch` (the client's apiFetch, now carrying the new token); the query layer
 * reloads them afterwards.
 */
export async function pushLocalLists(fetch: Fetch): Promise<void> {
  await Promise.all([pushLocalCart(fetch), pushLocalWatches(fetch)]);
}
