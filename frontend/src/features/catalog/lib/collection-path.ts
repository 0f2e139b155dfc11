import type { QueryClient } from '@tanstack/react-query';
import type { Category, ProductSort } from '@shop/contracts';
import { brandQueryOptions } from '../../../shared/api/brands';
import { categoryTreeQueryOptions } from '../../../shared/api/categories';
import { productListQueryOptions } from '../api/get-products';
import { listParams } from './search';

/** Deepest category level a collection path may name (/b/{brand}/{c1}/{c2}/{c3}, spec §2: /b/{code1} down to {code4}). */
export const MAX_COLLECTION_DEPTH = 3;

/**
 * The categories a collection path names, root first: each code must be a child of the one
 * before it, the first any category of the tree. Null for an empty, too deep or broken path
 * (the page then answers not found).
 */
export function collectionTrail(tree: Category[], codes: string[]): Category[] | null {
  if (codes.length === 0 || codes.length > MAX_COLLECTION_DEPTH) return null;
  const trail: Category[] = [];
  let level: Category[] | null = null;
  for (const code of codes) {
    const next: Category | undefined = level ? level.find((c) => c.code === code) : findAnywhere(tree, code);
    if (!next) return null;
    trail.push(next);
    level = next.children ?? [];
  }
  return trail;
}

function findAnywhere(tree: Category[], code: string): Category | undefined {
  for (const c of tree) {
    if (c.code === code) return c;
    const hit = findAnywhere(c.children ?? [], code);
    if (hit) return hit;
  }
  return undefined;
}

/** Address of a brand's collection narrowed to `codes`. */
export const collectionPathOf = (brand: string, codes: string[]): string => `/b/${[brand, ...codes].map(encodeURIComponent).join('/')}`;

/** Loads what /b/{brand}/{category}… renders: the brand, the category tree and the page of products (route loaders). */
export async function loadCollectionCategory(
  queryClient: QueryClient,
  code: string,
  codes: string[],
  search: { page?: number; sort?: ProductSort },
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(brandQueryOptions(code)).catch(() => undefined),
    queryClient.ensureQueryData(categoryTreeQueryOptions()).catch(() => undefined),
    queryClient.ensureQueryData(productListQueryOptions(listParams({ brand: code, category: codes.at(-1) }, search.page, search.sort))).catch(() => undefined),
  ]);
}

/** Loads what a brand collection page renders: the brand and its page of products (the /collections, /b and /shop/brands loaders). */
export async function loadCollection(queryClient: QueryClient, code: string, search: { page?: number; sort?: ProductSort }): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(brandQueryOptions(code)).catch(() => undefined),
    queryClient.ensureQueryData(productListQueryOptions(listParams({ brand: code }, search.page, search.sort))).catch(() => undefined),
  ]);
}
