import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/mypage/')({
  beforeLoad: () => {
    throw redirect({ to: '/mypage/orders', replace: true });
  },
});
