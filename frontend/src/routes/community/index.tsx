import { createFileRoute, redirect } from '@tanstack/react-router';

/** /community (spec §2 Info): redirects to /community/news. */
export const Route = createFileRoute('/community/')({
  beforeLoad: () => {
    throw redirect({ to: '/community/$category', params: { category: 'news' }, statusCode: 301 });
  },
});
