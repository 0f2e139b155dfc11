import { createFileRoute } from '@tanstack/react-router';
import { ShowroomEditPage } from '../../features/showcases/components/ShowroomEditorPage';
import { consoleShowroomQueryOptions } from '../../features/showcases/api/console';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/showrooms/{code}: one showroom's form (spec §2 console shop/showrooms/{code}; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/showrooms/$code')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('showrooms', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleShowroomQueryOptions(params.code)).catch(() => undefined),
  component: function ConsoleShowroomRoute() {
    return <ShowroomEditPage code={Route.useParams().code} />;
  },
});
