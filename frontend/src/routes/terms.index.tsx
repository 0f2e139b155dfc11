import { createFileRoute, redirect } from '@tanstack/react-router';

/** /terms: the shop's terms start with the terms of use (spec §2 Info /terms and /terms/{code}). */
export const Route = createFileRoute('/terms/')({
  beforeLoad: () => {
    throw redirect({ to: '/terms/$code', params: { code: 'service' }, replace: true });
  },
});
