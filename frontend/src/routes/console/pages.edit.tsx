import { createFileRoute } from '@tanstack/react-router';
import { PageEditPage } from '../../features/brand-site/components/PageEditorPage';
import { consolePageQueryOptions } from '../../features/brand-site/api/console';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/pages/edit?path=…: one page's blocks (issue 14; admin02 and console). */
export const Route = createFileRoute('/console/pages/edit')({
  validateSearch: (s: Record<string, unknown>): { path: string } => ({ path: typeof s.path === 'string' ? s.path.slice(0, 200) : '' }),
  beforeLoad: ({ location, preload }) => requireConsoleArea('pages', { location, preload }),
  loaderDeps: ({ search }) => ({ path: search.path }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(consolePageQueryOptions(deps.path)).catch(() => undefined),
  component: function ConsolePageEditRoute() {
    return <PageEditPage path={Route.useSearch().path} />;
  },
});
