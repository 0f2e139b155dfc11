/**
 * The shop's side of the browser start-up (main.tsx imports it once React is in): the router with
 * its route tree, React Query's client and the session follower. It is a build entry of its own
 * (vite.config.ts), so everything it imports statically is one chunk that evaluates in one step,
 * apart from React's.
 */
export { RouterProvider } from '@tanstack/react-router';
export { RouterClient } from '@tanstack/react-router/ssr/client';
export { createQueryClient, followSession } from './shared/queryClient';
export { createAppRouter } from './router';
