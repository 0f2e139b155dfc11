import type { Manifest } from '@tanstack/react-router';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

type RouteAssets = Manifest['routes'][string];

/**
 * The router's asset manifest, from Vite's client build manifest: the root route gets the
 * browser entry (script, module preloads, the shop's single stylesheet and any other it imports), and
 * each route the extra stylesheets and preloads of its split chunks. The router renders the
 * stylesheets and preloads of the matched routes into the page's head, so a server-rendered page
 * is styled before any script runs, and the entry script at the end of the body.
 *
 * `routeIdsBySource` maps a route file as Vite names it ("src/routes/join.tsx") to its route id.
 */
export function buildRouterManifest(vite: ViteManifest, routeIdsBySource: ReadonlyMap<string, string>, base = '/'): Manifest {
  const entryKey = Object.keys(vite).find((k) => vite[k]!.isEntry);
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
  // The build writes one stylesheet for the whole shop (build.cssCodeSplit off): Vite names it
  // "style.css" in the manifest, apart from any chunk, so the root route links it first.
  const shared = vite['style.css'];
  if (shared && !root.css.includes(base + shared.file)) root.css.unshift(base + shared.file);
  const routes: Record<string, RouteAssets> = {
    __root__: { preloads: root.js, css: root.css, scripts: [{ attrs: { type: 'module', src: base + entry.file } }] },
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
    if (query.includes('tsr-split=component') && out.js.length) route.preloads = [...(route.preloads ?? []), ...out.js];
  }
  return { routes };
}
