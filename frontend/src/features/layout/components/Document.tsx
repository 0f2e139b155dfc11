import type { ReactNode } from 'react';
import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import fontsHref from '../../../shared/styles/fonts.css?url';
import { FONTS_LOADING_SCRIPT, pageBootScript } from '../../../shared/lib/page-boot';

const bootScript = { __html: pageBootScript(fontsHref) };
const fontsLoadingScript = { __html: FONTS_LOADING_SCRIPT };

/**
 * The HTML document around every page: the routes' head (title, description, canonical, styles,
 * the first picture's preload) and, at the end of the body, the router's data and the boot script,
 * which registers the web fonts' faces the page needs and fetches the scripts once the first
 * screen is painted (shared/lib/page-boot.ts; without JavaScript, the fonts' stylesheet is linked
 * in noscript). A page that
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
        <script nonce={router.options.ssr?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={fontsLoadingScript} />
      </head>
      <body>
        {children}
        <noscript>
          <link rel="stylesheet" href={fontsHref} />
        </noscript>
        <Scripts />
        <script nonce={router.options.ssr?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={bootScript} />
      </body>
    </html>
  );
}
