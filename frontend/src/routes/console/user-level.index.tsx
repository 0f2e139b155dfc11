import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/user-level (spec §2): the levels are listed at /console/user-grades, each opening its members at /console/user-level/{code}. */
export const Route = createFileRoute('/console/user-level/')({
  beforeLoad: ({ location, preload }) => {
    requireConsoleArea('userLevels', { location, preload });
    throw redirect({ to: '/console/user-grades', replace: true });
  },
});
