import { createFileRoute } from '@tanstack/react-router';
import { MainLinksPage } from '../../features/banners/components/MainLinksPage';
import { mainLinksQueryOptions } from '../../features/banners/api/others';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/main/link: the home's link block (spec §2 console main/link; §6 main links: admin02 and console). */
export const Route = createFileRoute('/console/main/link')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('mainLinks', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(mainLinksQueryOptions()).catch(() => undefined),
  component: MainLinksPage,
});
