import { createFileRoute, redirect } from '@tanstack/react-router';

/** /center/notices/{_notification} (spec §2 Info): the one notice view is /center/notice/{id}. */
export const Route = createFileRoute('/center/notices/$noticeId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/center/notice/$noticeId', params: { noticeId: params.noticeId }, statusCode: 301 });
  },
});
