import { createFileRoute } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';
import { siteSettingQueryOptions } from '../../features/settings/api/site-setting';
import { SiteSettingPage } from '../../features/settings/components/SiteSettingPage';

export const Route = createFileRoute('/console/site/setting')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('siteSettings', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(siteSettingQueryOptions()).catch(() => undefined),
  component: SiteSettingPage,
});
