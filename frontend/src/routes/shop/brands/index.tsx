import { createFileRoute } from '@tanstack/react-router';
import { brandsQueryOptions } from '../../../shared/api/brands';
import { BrandsPage } from '../../../features/catalog';
import { brandsHead } from '../../../features/catalog/lib/seo';

/** /shop/brands: every brand collection (spec §2 Shop pages). */
export const Route = createFileRoute('/shop/brands/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(brandsQueryOptions()).catch(() => undefined),
  head: () => brandsHead(),
  component: BrandsPage,
});
