import './shared/csp-nonce';
import './shared/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createQueryClient, followSession } from './shared/queryClient';
import { createAppRouter } from './router';

/**
 * The browser entry. A server-rendered page (the router's data is on `window.$_TSR`) is hydrated
 * as a whole document and then navigates in the browser; the index.html fallback (no server
 * renderer, or the dev server) mounts the same app inside #root. Hydration runs as a transition:
 * React works through the page in slices of a few milliseconds and yields to the browser between
 * them (input, paint), instead of one long task; the server's HTML is visible all along.
 */
const queryClient = createQueryClient();
followSession(queryClient);
const router = createAppRouter(queryClient);

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
