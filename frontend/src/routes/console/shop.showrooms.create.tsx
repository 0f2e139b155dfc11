import { createFileRoute } from '@tanstack/react-router';
import { ShowroomCreatePage } from '../../features/showcases/components/ShowroomEditorPage';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/showrooms/create: a new showroom (spec §2 console shop/showrooms). */
export const Route = createFileRoute('/console/shop/showrooms/create')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('showrooms', { location, preload }),
  component: ShowroomCreatePage,
});
