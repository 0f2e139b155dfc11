import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/brand-site/components/ContentPageView';
import { contentPageHead, loadContentPage } from '../features/brand-site/lib/page-route';
import { ConciergeFormSection } from '../features/center/components/ConciergeFormSection';

const PATH = '/concierge-service';

/** /concierge-service (spec §2 Info): the brand site's concierge page, with the concierge form below its content. */
export const Route = createFileRoute('/concierge-service')({
  loader: ({ context: { queryClient } }) => loadContentPage(queryClient, PATH),
  head: ({ match }) => contentPageHead(match.context.queryClient, PATH),
  component: function ConciergeRoute() {
    return (
      <>
        <ContentPageView path={PATH} />
        <ConciergeFormSection />
      </>
    );
  },
});
