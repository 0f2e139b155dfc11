import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { AppConfig } from '../platform/config/app-config.js';
import { serveHashedAssets } from '../platform/http/compression.js';
import { cspNonce, withNonce } from '../platform/http/security-headers.js';
import { selfFetch } from '../platform/http/self-fetch.js';
import { expressWebHandler, type WebHandler } from '../platform/http/web-handler.js';

/** What the built server renderer (frontend/dist-ssr/entry-server.js) exports. */
interface StorefrontRendererModule {
  createShopRenderer(options: { clientDir: string; publicUrl: string; fetchApi: (request: Request) => Promise<Response> }): WebHandler;
}

/** Paths that are never pages: the API, generated files, built assets and the search-engine files. */
const NOT_PAGES = ['/api/', '/files/', '/assets/', '/nicepay-sim/'];
const NOT_PAGE_FILES = new Set(['/sitemap.xml', '/robots.txt']);
export const isPagePath = (path: string) => !NOT_PAGES.some((p) => path.startsWith(p)) && !NOT_PAGE_FILES.has(path);

/**
 * Serves the built storefront: its static files, and every page through the server renderer
 * when it was built (frontend/dist-ssr), else the single-page index.html. The renderer reads the
 * shop's own API from this process's HTTP server, as a visitor. Call before `app.init()`: these
 * run ahead of the API routes and leave their paths alone.
 */
export async function serveStorefront(app: NestExpressApplication, config: AppConfig): Promise<void> {
  const indexHtml = join(config.frontendDist, 'index.html');
  if (!existsSync(indexHtml)) return;
  // index.html carries this answer's CSP nonce, so it is written per answer and never cached as is.
  const sendIndex = (res: express.Response, next: express.NextFunction) =>
    readFile(indexHtml, 'utf8').then((html) => void res.type('html').set('Cache-Control', 'no-cache').send(withNonce(html, res)), next);
  app.use('/index.html', (req: express.Request, res: express.Response, next: express.NextFunction) =>
    req.method === 'GET' ? void sendIndex(res, next) : next(),
  );
  // Hashed build output: precompressed by the build, cached for good. Other files (favicon…) for an hour.
  app.use('/assets', ...serveHashedAssets(join(config.frontendDist, 'assets')));
  app.use(express.static(config.frontendDist, { index: false, maxAge: '1h' }));
  const renderer = await loadRenderer(app, config);
  if (renderer) {
    const logger = new Logger('Storefront');
    app.use(
      expressWebHandler(renderer, {
        accepts: isPagePath,
        context: (res) => ({ nonce: cspNonce(res) }),
        // A page that fails to render is still served: the browser renders it from index.html.
        fallback: (req, res, error) => {
          logger.error(`${req.method} ${req.originalUrl} could not be rendered on the server: ${(error as Error)?.stack ?? error}`);
          void sendIndex(res, (e: unknown) => res.destroy(e as Error));
        },
      }),
    );
    return;
  }
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' || !isPagePath(req.path)) return next();
    void sendIndex(res, next);
  });
}

/** The server renderer, or null when it was not built (or cannot start: then pages fall back to index.html). */
async function loadRenderer(app: NestExpressApplication, config: AppConfig): Promise<WebHandler | null> {
  if (!existsSync(config.frontendSsr)) return null;
  const logger = new Logger('Storefront');
  try {
    const mod = (await import(pathToFileURL(config.frontendSsr).href)) as StorefrontRendererModule;
    const renderer = mod.createShopRenderer({ clientDir: config.frontendDist, publicUrl: config.publicUrl, fetchApi: selfFetch(app.getHttpServer()) });
    logger.log(`pages rendered on the server (${config.frontendSsr})`);
    return renderer;
  } catch (error) {
    logger.error(`the server renderer could not start, pages are served as index.html: ${(error as Error).stack ?? error}`);
    return null;
  }
}
