import { createFileRoute } from '@tanstack/react-router';
import { BoardCreatePage } from '../../features/community/components/BoardEditorPage';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/boards/create (spec §2): a new post. */
export const Route = createFileRoute('/console/boards/create')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('boards', { location, preload }),
  component: BoardCreatePage,
});
