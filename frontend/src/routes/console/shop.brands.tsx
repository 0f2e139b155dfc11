import { createFileRoute } from '@tanstack/react-router';
import { ConsoleBrandsPage } from '../../features/taxonomy/components/ConsoleBrandsPage';
import { consoleBrandsQueryOptions } from '../../features/taxonomy/api/brands';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/brands: the brands (spec §2 console shop/brands; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/brands')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('brands', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(consoleBrandsQueryOptions()).catch(() => undefined),
  component: ConsoleBrandsPage,
});
