import { createFileRoute, notFound } from '@tanstack/react-router';
import { DAY_PATTERN, PURCHASE_SORTS, type PurchaseSort, type PurchaseView } from '@shop/contracts';
import { PurchasesPage } from '../../features/console/components/PurchasesPage';
import { PURCHASES_PAGE_SIZE, SERVED_PURCHASE_VIEWS, type PurchasesSearch } from '../../features/console/lib/purchase-views';
import { ConsoleNotFound } from '../../features/console/components/ConsoleNotFound';
import { purchasesQueryOptions } from '../../features/console/api/get-purchases';
import { requireConsoleArea } from '../../features/console/guards';

const isServed = (v: string): v is PurchaseView => (SERVED_PURCHASE_VIEWS as readonly string[]).includes(v);
const day = (v: unknown) => (typeof v === 'string' && DAY_PATTERN.test(v) ? v : undefined);

export const Route = createFileRoute('/console/purchases/$view')({
  validateSearch: (s: Record<string, unknown>): PurchasesSearch => {
    const page = Number(s.page);
    return {
      page: Number.isInteger(page) && page > 1 ? page : undefined,
      searchValue: typeof s.searchValue === 'string' && s.searchValue.trim() ? s.searchValue.trim().slice(0, 50) : undefined,
      from: day(s.from),
      to: day(s.to),
      sort: typeof s.sort === 'string' && s.sort !== 'newest' && Object.hasOwn(PURCHASE_SORTS, s.sort) ? (s.sort as PurchaseSort) : undefined,
    };
  },
  beforeLoad: ({ params, location, preload }) => {
    if (!isServed(params.view)) throw notFound();
    requireConsoleArea('purchases', { location, preload });
  },
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    searchValue: search.searchValue ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
    sort: search.sort ?? 'newest',
  }),
  loader: ({ context, params, deps }) =>
    context.queryClient
      .ensureQueryData(purchasesQueryOptions({ view: params.view as PurchaseView, ...deps, limit: PURCHASES_PAGE_SIZE }))
      .catch(() => undefined),
  component: PurchasesRoute,
  notFoundComponent: ConsoleNotFound,
});

function PurchasesRoute() {
  const { view } = Route.useParams();
  const search = Route.useSearch();
  return <PurchasesPage key={view} view={view as PurchaseView} search={search} />;
}
