import { createFileRoute, notFound } from '@tanstack/react-router';
import { SlotPage } from '../../features/banners/components/SlotPage';
import { slotQueryOptions } from '../../features/banners/api/banners';
import { parseSlot } from '../../features/banners/lib/search';
import { requireConsoleArea } from '../../features/console/guards';

/** /console/main/banner/{code}: the order and preview of a home slot, MAIN_1 or MAIN_2 (spec §2, §9). */
export const Route = createFileRoute('/console/main/banner/$code')({
  beforeLoad: ({ location, preload }) => requireConsoleArea('banners', { location, preload }),
  loader: ({ context, params }) => {
    if (!parseSlot(params.code)) throw notFound();
    return context.queryClient.ensureQueryData(slotQueryOptions(params.code)).catch(() => undefined);
  },
  component: function ConsoleSlotRoute() {
    const code = parseSlot(Route.useParams().code) ?? 'MAIN_1';
    return <SlotPage key={code} code={code} />;
  },
});
