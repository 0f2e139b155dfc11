import { createFileRoute, redirect } from '@tanstack/react-router';

/** /mypage opens the dashboard (spec §2 member area: /mypage, /mypage/dashboard). */
export const Route = createFileRoute('/mypage/')({
  beforeLoad: () => {
    throw redirect({ to: '/mypage/dashboard', replace: true });
  },
});
