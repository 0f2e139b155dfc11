import { createFileRoute } from '@tanstack/react-router';
import { FittingsOverviewPage } from '../../../features/catalog';
import { productListQueryOptions } from '../../../features/catalog/api/get-products';
import { overviewParams } from '../../../features/catalog/lib/fittings';
import { fittingsOverviewHead } from '../../../features/catalog/lib/seo';

/** /shop/bathroom-fittings/overview: choosing a bathroom fitting, and the category's first products (spec §2). */
export const Route = createFileRoute('/shop/bathroom-fittings/overview')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(productListQueryOptions(overviewParams)).catch(() => undefined),
  head: () => fittingsOverviewHead(),
  component: FittingsOverviewPage,
});
