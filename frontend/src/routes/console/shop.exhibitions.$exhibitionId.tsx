import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionEditPage } from '../../features/showcases/components/ExhibitionEditorPage';
import { consoleExhibitionQueryOptions } from '../../features/showcases/api/console';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/exhibitions/{id}: one exhibition's form (spec §2; §6 admin02 and console). */
export const Route = createFileRoute('/console/shop/exhibitions/$exhibitionId')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('exhibitions', { location, preload }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(consoleExhibitionQueryOptions(params.exhibitionId)).catch(() => undefined),
  component: function ConsoleExhibitionRoute() {
    return <ExhibitionEditPage id={Route.useParams().exhibitionId} />;
  },
});
