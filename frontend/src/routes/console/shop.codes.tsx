import { createFileRoute } from '@tanstack/react-router';
import { ConsoleCodesPage } from '../../features/taxonomy/components/ConsoleCodesPage';
import { shopCodesQueryOptions } from '../../features/taxonomy/api/codes';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/codes: the display and shipping codes (spec §2 console shop/codes; §6 console only). */
export const Route = createFileRoute('/console/shop/codes')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('codes', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(shopCodesQueryOptions()).catch(() => undefined),
  component: ConsoleCodesPage,
});
