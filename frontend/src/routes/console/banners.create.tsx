import { createFileRoute } from '@tanstack/react-router';
import type { BannerSlot } from '@shop/contracts';
import { BannerCreatePage } from '../../features/banners/components/BannerEditorPage';
import { parseSlot } from '../../features/banners/lib/search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/banners/create: a new banner (spec §2 console banners/create), in the slot of `?code=` when given. */
export const Route = createFileRoute('/console/banners/create')({
  validateSearch: (s: Record<string, unknown>): { code?: BannerSlot } => {
    const code = parseSlot(s.code);
    return code ? { code } : {};
  },
  beforeLoad: ({ location, preload }) => requireConsoleArea('banners', { location, preload }),
  component: function ConsoleBannerCreateRoute() {
    return <BannerCreatePage code={Route.useSearch().code} />;
  },
});
