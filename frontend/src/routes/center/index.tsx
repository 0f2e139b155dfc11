import { createFileRoute, redirect } from '@tanstack/react-router';

/** /center: the customer centre opens on its notices. */
export const Route = createFileRoute('/center/')({
  beforeLoad: () => {
    throw redirect({ to: '/center/notice', replace: true });
  },
});
