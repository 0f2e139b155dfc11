import { createFileRoute } from '@tanstack/react-router';
import { LevelsPage } from '../../features/levels/components/LevelsPage';
import { levelsQueryOptions } from '../../features/levels/api/levels';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/user-grades: member levels (spec §6 shows no guard; kept to console staff like the other user-level pages). */
export const Route = createFileRoute('/console/user-grades')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('userLevels', { location, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(levelsQueryOptions()).catch(() => undefined),
  component: LevelsPage,
});
