import { createFileRoute } from '@tanstack/react-router';
import { ConsoleCategoriesPage } from '../../features/taxonomy/components/ConsoleCategoriesPage';
import { consoleCategoriesQueryOptions } from '../../features/taxonomy/api/categories';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/categories: the category tree editor (spec §2 console shop/categories; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/categories')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('categories', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(consoleCategoriesQueryOptions()).catch(() => undefined),
  component: ConsoleCategoriesPage,
});
