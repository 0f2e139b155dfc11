import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { AnyRoute } from '@tanstack/react-router';
import { setServerTransport } from './shared/api/client';
import { createQueryClient } from './shared/queryClient';
import { setSiteOrigin } from './shared/seo/site';
import { createAppRouter } from './router';
import { buildRouterManifest, type ViteManifest } from './server/router-manifest';

/** What the server renderer needs from the process that mounts it. */
export interface ShopRendererOptions {
  /** The client build (frontend/dist), with Vite's manifest in `.vite/manifest.json`. */
  clientDir: string;
  /** The shop's public address, for canonical links and structured data (config PUBLIC_URL). */
  publicUrl: string;
  /** Answers an API request of the shop (`/api/…`) from the shop's own server, as a visitor. */
  fetchApi: (request: Request) => Promise<Response>;
}

/** What the server knows of the answer being written: its Content-Security-Policy nonce. */
export interface ShopRenderContext {
  nonce?: string;
}

/** Renders one page request to a streamed HTML response (or a redirect). */
export type ShopRenderer = (request: Request, context?: ShopRenderContext) => Promise<Response>;

// Every route module with its file, to find each route's chunks in Vite's manifest.
const routeModules = import.meta.glob<AnyRoute>('./routes/**/*.tsx', { eager: true, import: 'Route' });

/**
 * The storefront's server renderer: a function from a WHATWG Request to a Response, so any
 * server (Express today) mounts it with a thin adapter. Each request gets a router and a
 * QueryClient of its own; route loaders fetch through `fetchApi`, the cache is dehydrated into
 * the streamed page and hydrated by the browser entry.
 */
export function createShopRenderer(options: ShopRendererOptions): ShopRenderer {
  setServerTransport(options.fetchApi);
  setSiteOrigin(options.publicUrl);
  // Route ids are known once a router has been built from the tree.
  createAppRouter(createQueryClient({ server: true }));
  const routeIds = new Map(Object.entries(routeModules).map(([file, route]) => [`src/${file.slice(2)}`, route.id as string]));
  const vite = JSON.parse(readFileSync(join(options.clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const manifest = buildRouterManifest(vite, routeIds);

  return (request, context = {}) =>
    createRequestHandler({
      request,
      createRouter: () =>
        createAppRouter(createQueryClient({ server: true }), { nonce: context.nonce, requestCookie: request.headers.get('cookie') ?? undefined }),
      getRouterManifest: () => manifest,
    })(defaultStreamHandler);
}
