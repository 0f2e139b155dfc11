import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../platform/config/app-config.js';
import { hashedAssets } from '../platform/http/compression.js';
import { cspNonce, withNonce } from '../platform/http/security-headers.js';
import { selfFetch } from '../platform/http/self-fetch.js';
import { fastifyWebHandler, type WebHandler } from '../platform/http/web-handler.js';

/** What the built server renderer (frontend/dist-ssr/entry-server.js) exports. */
interface StorefrontRendererModule {
  createShopRenderer(options: { clientDir: string; publicUrl: string; fetchApi: (request: Request) => Promise<Response> }): WebHandler;
}

/** Paths that are never pages: the API, generated files, built assets and the search-engine files. */
const NOT_PAGES = ['/api/', '/files/', '/assets/', '/nicepay-sim/'];
const NOT_PAGE_FILES = new Set(['/sitemap.xml', '/robots.txt']);
export const isPagePath = (path: string) => !NOT_PAGES.some((p) => path.startsWith(p)) && !NOT_PAGE_FILES.has(path);

/** An hour, in milliseconds: how long browsers keep the build's unhashed files (favicon…). */
const HOUR_MS = 60 * 60 * 1000;

/**
 * Serves the built storefront: its static files, and every page through the server renderer
 * when it was built (frontend/dist-ssr), else the single-page index.html. The renderer reads the
 * shop's own API from this process's HTTP server, as a visitor. Call before `app.init()`: pages
 * are the catch-all GET route, so every API route and file keeps its own path.
 */
export async function serveStorefront(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const indexHtml = join(config.frontendDist, 'index.html');
  if (!existsSync(indexHtml)) return;
  const server = app.getHttpAdapter().getInstance();
  // index.html carries this answer's CSP nonce, so it is written per answer and never cached as is.
  const sendIndex = async (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(withNonce(await readFile(indexHtml, 'utf8'), reply.raw));
  server.get('/index.html', (_request, reply) => sendIndex(reply));
  // Hashed build output: precompressed by the build, cached for good. Other files (favicon…) for an hour.
  await app.register(fastifyStatic, hashedAssets(join(config.frontendDist, 'assets'), '/assets/'));
  await app.register(fastifyStatic, {
    root: config.frontendDist,
    prefix: '/',
    wildcard: false,
    globIgnore: ['index.html', 'assets/**'],
    index: false,
    maxAge: HOUR_MS,
    decorateReply: false,
  });
  // The renderer loads while the shop starts (it is not on the way to serving the API); a page
  // asked for before it is ready waits for it.
  const logger = new Logger('Storefront');
  const pages = loadRenderer(app, config).then((renderer) =>
    renderer
      ? fastifyWebHandler(renderer, {
          accepts: isPagePath,
          context: (reply) => ({ nonce: cspNonce(reply.raw) }),
          // A page that fails to render is still served: the browser renders it from index.html.
          fallback: (request, reply, error) => {
            logger.error(`${request.method} ${request.url} could not be rendered on the server: ${(error as Error)?.stack ?? error}`);
            return sendIndex(reply);
          },
        })
      : null,
  );
  server.get('/*', async (request, reply) => {
    const render = await pages;
    if (render) return render(request, reply);
    return isPagePath(request.url.split('?', 1)[0]!) ? sendIndex(reply) : reply.callNotFound();
  });
}

/** The server renderer, or null when it was not built (or cannot start: then pages fall back to index.html). */
async function loadRenderer(app: NestFastifyApplication, config: AppConfig): Promise<WebHandler | null> {
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
