import { createFileRoute } from '@tanstack/react-router';
import { MypageLayout } from '../features/mypage/components/MypageLayout';
import { requireSignedIn } from '../features/identity/guards';
import { meInfoQueryOptions } from '../shared/api/me-info';
import { privateHead } from '../shared/seo/page-head';

export const Route = createFileRoute('/mypage')({
  // Member pages are rendered in the browser, where the session is.
  ssr: false,
  head: () => privateHead('마이페이지'),
  beforeLoad: ({ location, preload }) => requireSignedIn({ location, preload }),
  // Warm the greeting; a failure is shown by the page, not by the router.
  loader: ({ context }) => context.queryClient.ensureQueryData(meInfoQueryOptions()).catch(() => undefined),
  component: MypageLayout,
});
