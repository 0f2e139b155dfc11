import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Category } from '@shop/contracts';
import { apiFetch } from './client';

/** GET /api/v1/shop/categories?depth=1: the category roots with nested children. */
export async function fetchCategoryTree(): Promise<Category[]> {
  const { categories } = await apiFetch<{ categories: Category[] }>(`${API.public}/shop/categories`, { query: { depth: 1 } });
  return categories;
}

/** Query of the category tree (shared by the navigation, the footer and the shop filter). */
export const categoryTreeQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'categories', 'tree'] as const, queryFn: fetchCategoryTree, staleTime: 10 * 60_000 });

/** The category tree. */
export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}

/** Finds a category by code anywhere in a tree, with its ancestors (root first). */
export function findCategory(tree: Category[], code: string, parents: Category[] = []): { category: Category; parents: Category[] } | null {
  for (const c of tree) {
    if (c.code === code) return { category: c, parents };
    const hit = findCategory(c.children ?? [], code, [...parents, c]);
    if (hit) return hit;
  }
  return null;
}
