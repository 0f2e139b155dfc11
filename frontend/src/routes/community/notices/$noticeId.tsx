import { createFileRoute, redirect } from '@tanstack/react-router';

/** /community/notices/{id}: the one notice view is /center/notice/{id}. */
export const Route = createFileRoute('/community/notices/$noticeId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/center/notice/$noticeId', params: { noticeId: params.noticeId }, statusCode: 301 });
  },
});
