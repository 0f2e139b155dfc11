import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/identity/guards';
import { PromoterBankPage } from '../../features/promoter-bank/components/PromoterBankPage';
import { promoterBankQueryOptions } from '../../features/promoter-bank/api/promoter-bank';
import { meInfoQueryOptions } from '../../shared/api/me-info';
import { privateHead } from '../../shared/seo/page-head';

export const Route = createFileRoute('/promoter/bank')({
  // Promoter pages are rendered in the browser, where the session is.
  ssr: false,
  head: () => privateHead('출금 계좌 인증'),
  beforeLoad: ({ location, preload }) => requireSignedIn({ location, preload }),
  // Warm the account and the member's name (the holder's default); a failure is shown by the page.
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(promoterBankQueryOptions()), context.queryClient.ensureQueryData(meInfoQueryOptions())]).catch(
      () => undefined,
    ),
  component: PromoterBankPage,
});
