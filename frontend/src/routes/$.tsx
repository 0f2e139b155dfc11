import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/brand-site/components/ContentPageView';
import { contentPageHead, loadContentPage, splatPath } from '../features/brand-site/lib/page-route';

/**
 * Every address no other route claims: a page of the brand site when one has this path (spec §2
 * Ideas /ideas/…, Company /company/…, Info /about, /open-event, /email-policy,
 * /concierge-service, /VR-showroom, /3d-interir; pages staff add later too), else the shop's 404
 * page with status 404.
 */
export const Route = createFileRoute('/$')({
  loader: ({ context: { queryClient }, params }) => loadContentPage(queryClient, splatPath('', params._splat)),
  head: ({ match, params }) => contentPageHead(match.context.queryClient, splatPath('', params._splat)),
  component: function BrandSiteRoute() {
    const { _splat } = Route.useParams();
    return <ContentPageView path={splatPath('', _splat)} />;
  },
});
