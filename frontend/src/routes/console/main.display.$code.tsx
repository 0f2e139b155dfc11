import { createFileRoute } from '@tanstack/react-router';
import { HomeDisplayPage } from '../../features/taxonomy/components/HomeDisplayPage';
import { homeDisplayPicksQueryOptions } from '../../features/taxonomy/api/displays';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/main/display/{code}: the products of a home display block in order (spec §2 console main/display/{code}; §6 display: admin02 and console). */
export const Route = createFileRoute('/console/main/display/$code')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('display', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(homeDisplayPicksQueryOptions(params.code)).catch(() => undefined),
  component: HomeDisplayRoute,
});

function HomeDisplayRoute() {
  const { code } = Route.useParams();
  return <HomeDisplayPage key={code} code={code} />;
}
