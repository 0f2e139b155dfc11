import type { ReactNode } from 'react';
import { HeadContent, Scripts, useRouter, useRouterState } from '@tanstack/react-router';
import fontsHref from '../../../shared/styles/fonts.css?url';
import { FONTS_LOADING_SCRIPT, HYDRATE_ATTRIBUTE, pageBootScript } from '../../../shared/lib/page-boot';
import { CONSENT_COOKIE } from '../../../shared/tracking/consent';

const bootScript = { __html: pageBootScript(fontsHref, CONSENT_COOKIE) };
const fontsLoadingScript = { __html: FONTS_LOADING_SCRIPT };

/**
 * The HTML document around every page: the routes' head (title, description, canonical, styles,
 * the first picture's preload) and, at the end of the body, the router's data and the boot script,
 * which registers the web fonts' faces the page needs and fetches the scripts once the first
 * screen is painted (shared/lib/page-boot.ts; without JavaScript, the fonts' stylesheet is linked
 * in noscript). A page rendered whole on the server (every matched route server-rendered) is marked
 * `<html data-hydrate="intent">`: its scripts start on the shopper's first intent (a touch, a key,
 * the pointer moving) unless the browser holds the shop's state (page-boot.ts). A page that
 * was not rendered on the server (the index.html fallback, the dev server) mounts inside #root:
 * there React hoists the head tags into the existing <head>.
 */
export function Document({ children }: { children: ReactNode }) {
  const router = useRouter();
  const whole = useRouterState({ select: (s) => s.matches.length > 0 && s.matches.every((m) => m.ssr === true) });
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
    // What the server wrote stays: the boot script reads it before hydration, and a route's `ssr` is the same on both sides.
    <html lang="ko" {...{ [HYDRATE_ATTRIBUTE]: whole ? 'intent' : undefined }} suppressHydrationWarning>
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
