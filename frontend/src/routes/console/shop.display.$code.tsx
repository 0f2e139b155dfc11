import { createFileRoute } from '@tanstack/react-router';
import { DisplayEditorPage } from '../../features/taxonomy/components/DisplayEditorPage';
import { consoleDisplayQueryOptions } from '../../features/taxonomy/api/displays';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/display/{code}: one display group's products and their order (spec §2 console shop/display/{code}). */
export const Route = createFileRoute('/console/shop/display/$code')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('display', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleDisplayQueryOptions(params.code)).catch(() => undefined),
  component: DisplayRoute,
});

function DisplayRoute() {
  const { code } = Route.useParams();
  return <DisplayEditorPage code={code} />;
}
