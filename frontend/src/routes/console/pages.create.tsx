import { createFileRoute } from '@tanstack/react-router';
import { PageCreatePage } from '../../features/brand-site/components/PageEditorPage';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/pages/create: a new page of the brand site (issue 14; admin02 and console). */
export const Route = createFileRoute('/console/pages/create')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('pages', { location, preload }),
  component: PageCreatePage,
});
