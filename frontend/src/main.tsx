import './shared/csp-nonce';
import './shared/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hands the main thread back to the browser (input, paint) before the next start-up step, so
 * each step is a task of its own instead of one long task that blocks the page (Lighthouse's
 * Total Blocking Time counts every task over 50 ms on a phone's CPU).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The browser entry. A server-rendered page (the router's data is on `window.$_TSR`) is hydrated
 * as a whole document and then navigates in the browser; the index.html fallback (no server
 * renderer, or the dev server) mounts the same app inside #root.
 *
 * The page is readable meanwhile (the server's HTML), so start-up runs in steps with the browser
 * in between: React's modules (this chunk), then the shop's (app.tsx: route tree, API, stores),
 * then the router, then hydration. Hydration runs as a transition: React works through the page
 * in slices of a few milliseconds and yields between them.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  const { RouterClient, RouterProvider, createAppRouter, createQueryClient, followSession } = await import('./app');
  await yieldToBrowser();
  const queryClient = createQueryClient();
  followSession(queryClient);
  const router = createAppRouter(queryClient);
  await yieldToBrowser();

  if ((window as { $_TSR?: unknown }).$_TSR) {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

void start();
