import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { SHIPPINGS_PAGE_SIZE, shippingsQueryOptions } from '../../features/shipping/api/shippings';
import { ShippingsPage, type ShippingsSearch } from '../../features/shipping/components/ShippingsPage';

const str = (v: unknown, max = 50) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

export const Route = createFileRoute('/console/shop/shippings')({
  validateSearch: (s: Record<string, unknown>): ShippingsSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: str(s.searchValue),
      targetType: str(s.targetType, 20),
      isActive: s.isActive === 'true' || s.isActive === 'false' ? s.isActive : undefined,
    };
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('shippings', { location, preload }),
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    targetType: search.targetType ?? '',
    isActive: search.isActive ?? '',
  }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(shippingsQueryOptions({ ...deps, limit: SHIPPINGS_PAGE_SIZE })).catch(() => undefined),
  component: ShippingsRoute,
});

function ShippingsRoute() {
  return <ShippingsPage search={Route.useSearch()} />;
}
