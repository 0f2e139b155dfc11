import type { ReactNode } from 'react';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import fontsHref from '../../../shared/styles/fonts.css?url';

/**
 * The HTML document around every page: the routes' head (title, description, canonical, styles,
 * preloads) and, at the end of the body, the fonts' stylesheet (shared/styles/fonts.css: not
 * render-blocking there), the router's data and the browser entry. A page that
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
        <link rel="stylesheet" href={fontsHref} />
      </>
    );
  }
  return (
    <html lang="ko">
      <head>
        <HeadContent />
        <link rel="preload" as="style" href={fontsHref} />
      </head>
      <body>
        {children}
        {/* In the body, the fonts' stylesheet holds back no paint; text shows in the fallback until they come (swap). */}
        <link rel="stylesheet" href={fontsHref} />
        <Scripts />
      </body>
    </html>
  );
}
