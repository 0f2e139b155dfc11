import { createFileRoute } from '@tanstack/react-router';
import { NoticePage } from '../../../features/center/components/NoticePage';
import { noticeQueryOptions } from '../../../features/center/api/center-posts';
import { noticeHead } from '../../../features/center/lib/center-seo';

/** /center/notice/{_notification} (spec §2): one notice. */
export const Route = createFileRoute('/center/notice/$noticeId')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(noticeQueryOptions(params.noticeId)).catch(() => undefined),
  head: ({ match, params }) => noticeHead(match.context.queryClient.getQueryData(noticeQueryOptions(params.noticeId).queryKey), params.noticeId),
  component: function NoticeRoute() {
    const { noticeId } = Route.useParams();
    return <NoticePage id={noticeId} />;
  },
});
