import { createFileRoute } from '@tanstack/react-router';
import { PromoterLayout } from '../features/promoter/components/PromoterLayout';
import { requireSignedIn } from '../features/identity/guards';
import { privateHead } from '../shared/seo/page-head';

/** /promoter layout (spec §2 promoter area): signed-in members only; the promoter menu beside each page. */
export const Route = createFileRoute('/promoter')({
  // Promoter pages are rendered in the browser, where the session is.
  ssr: false,
  head: () => privateHead('프로모터'),
  beforeLoad: ({ location, preload }) => requireSignedIn({ location, preload }),
  component: PromoterLayout,
});
