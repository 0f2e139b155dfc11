import { createFileRoute, redirect } from '@tanstack/react-router';

/** /console/site/terms (spec §2 console site/terms): the terms' console page, kept at /console/terms. */
export const Route = createFileRoute('/console/site/terms')({
  beforeLoad: () => {
    throw redirect({ to: '/console/terms', replace: true });
  },
});
