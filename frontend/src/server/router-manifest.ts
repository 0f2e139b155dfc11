import type { Manifest } from '@tanstack/react-router';
import { MODULES_ATTRIBUTE, type PageModules } from '../shared/lib/page-boot';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

type RouteAssets = Manifest['routes'][string];
type RouteScript = NonNullable<RouteAssets['scripts']>[number];

/** A data script (not run) naming modules of the page, read by the page's boot script (shared/lib/page-boot.ts). */
function modulesScript(modules: PageModules): RouteScript {
  return { attrs: { type: 'application/json', [MODULES_ATTRIBUTE]: '' }, children: JSON.stringify(modules) };
}

/**
 * The router's asset manifest, from Vite's client build manifest: the root route gets the
 * shop chunk's stylesheet (the storefront's, vite.config.ts STOREFRONT_CSS, and any other the entry imports) and the browser entry with its
 * chunks, each route the extra stylesheets and the chunks of its page component. The router
 * renders the stylesheets of the matched routes into the page's head, so a server-rendered page
 * is styled before any script runs. Scripts are not linked nor preloaded from the head: the
 * entry and the chunks travel as data scripts at the end of the body, which the page's boot
 * script (shared/lib/page-boot.ts) fetches once the first screen is painted, so the first
 * screen's stylesheet and picture do not share the mobile network with ≈ 180 KB of scripts.
 *
 * `routeIdsBySource` maps a route file as Vite names it ("src/routes/join.tsx") to its route id.
 */
export function buildRouterManifest(vite: ViteManifest, routeIdsBySource: ReadonlyMap<string, string>, base = '/'): Manifest {
  // The browser entry is index.html's (main.tsx); app.tsx is an entry too, imported by it.
  const entryKey = Object.keys(vite).find((k) => vite[k]!.isEntry && k.endsWith('.html')) ?? Object.keys(vite).find((k) => vite[k]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest names no entry chunk');
  const entry = vite[entryKey]!;

  /** Files of `key` and everything it imports statically, dependencies first (as Vite orders stylesheets). */
  const collect = (key: string, seen: Set<string>, out: { js: string[]; css: string[] }) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = vite[key];
    if (!chunk) return;
    for (const dep of chunk.imports ?? []) collect(dep, seen, out);
    out.js.push(base + chunk.file);
    for (const css of chunk.css ?? []) out.css.push(base + css);
  };

  const rootSeen = new Set<string>();
  const root = { js: [] as string[], css: [] as string[] };
  collect(entryKey, rootSeen, root);
  // The entry starts up in steps (main.tsx): it imports the shop's chunk (app.tsx) dynamically once
  // React is in. Every page needs it, so it is preloaded with the entry, not found after it.
  for (const key of entry.dynamicImports ?? []) collect(key, rootSeen, root);
  const routes: Record<string, RouteAssets> = {
    __root__: { css: root.css, scripts: [modulesScript({ entry: base + entry.file, preloads: root.js })] },
  };

  for (const [key, chunk] of Object.entries(vite)) {
    if (!chunk.isDynamicEntry || !chunk.src) continue;
    const [source, query = ''] = chunk.src.split('?');
    const routeId = routeIdsBySource.get(source!);
    if (!routeId) continue;
    const out = { js: [] as string[], css: [] as string[] };
    collect(key, new Set(rootSeen), out);
    const route = (routes[routeId] ??= {});
    // Every split part may need its styles; only the page component is worth preloading.
    if (out.css.length) route.css = [...(route.css ?? []), ...out.css];
    if (query.includes('tsr-split=component') && out.js.length) route.scripts = [...(route.scripts ?? []), modulesScript({ preloads: out.js })];
  }
  return { routes };
}
