import type { ReactNode } from 'react';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';

/**
 * The HTML document around every page: the routes' head (title, description, canonical, styles,
 * preloads) and, at the end of the body, the router's data and the browser entry. A page that
 * was not rendered on the server (the index.html fallback, the dev server) mounts inside #root:
 * there React hoists the head tags into the existing <head>.
 */
export function Document({ children }: { children: ReactNode }) {
  const router = useRouter();
  if (!router.isServer && !router.ssr) {
    return (
      <>
        <HeadContent />
        {children}
      </>
    );
  }
  return (
    <html lang="ko">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
