import { createFileRoute } from '@tanstack/react-router';
import { BannerEditPage } from '../../features/banners/components/BannerEditorPage';
import { consoleBannerQueryOptions } from '../../features/banners/api/banners';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/banners/{_banner}: one banner's form (spec §2; §6 admin02 and console). */
export const Route = createFileRoute('/console/banners/$bannerId')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('banners', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleBannerQueryOptions(params.bannerId)).catch(() => undefined),
  component: function ConsoleBannerRoute() {
    return <BannerEditPage id={Route.useParams().bannerId} />;
  },
});
