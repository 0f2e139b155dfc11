import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../features/identity/guards';
import { bonusWithdrawalTermsQueryOptions } from '../../features/promoter/api/withdrawal';
import { myPromoterRequestQueryOptions } from '../../features/promoter/api/my-request';
import { WithdrawPage } from '../../features/promoter/components/WithdrawPage';
import { privateHead } from '../../shared/seo/page-head';

/** /promoter/bonuses-withdraw: the four withdrawal steps (spec §2, §3 Bonus withdrawal, §4; §7 POST promoter/bonuses/withdraw). */
export const Route = createFileRoute('/promoter/bonuses-withdraw')({
  // Promoter pages are rendered in the browser, where the session is.
  ssr: false,
  head: () => privateHead('보너스 출금'),
  beforeLoad: ({ location, preload }) => requireSignedIn({ location, preload }),
  // Warm the request and the terms; a member who is not a promoter gets 403 there, which the page shows as the way to apply.
  loader: async ({ context }) => {
    const request = await context.queryClient.ensureQueryData(myPromoterRequestQueryOptions()).catch(() => undefined);
    if (request?.request?.status === 'APPROVED') await context.queryClient.ensureQueryData(bonusWithdrawalTermsQueryOptions()).catch(() => undefined);
  },
  component: WithdrawPage,
});
