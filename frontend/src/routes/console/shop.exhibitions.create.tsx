import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionCreatePage } from '../../features/showcases/components/ExhibitionEditorPage';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/shop/exhibitions/create: a new exhibition (spec §2 console shop/exhibitions). */
export const Route = createFileRoute('/console/shop/exhibitions/create')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('exhibitions', { location, preload }),
  component: ExhibitionCreatePage,
});
