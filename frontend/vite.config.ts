import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fontFaces } from './build/font-faces';
import { precompress } from './build/precompress';

/** What main.tsx needs before the shop's chunk: they stay in the entry chunk (with React's beside it). */
const BOOT_MODULES =
  /[\\/]frontend[\\/]index\.html|[\\/]src[\\/](main\.tsx|shared[\\/]csp-nonce\.ts|shared[\\/]styles[\\/])|[\\/]node_modules[\\/]get-nonce[\\/]/;

/**
 * The storefront's style: the CSS modules of the shared parts and of the public pages' features,
 * and Swiper's. They go with the shop's chunk (a code-splitting group below), so a public page has
 * one render-blocking stylesheet; the console's, my-page's, the order pages' and the promoter's
 * rules go with their own routes' chunks.
 */
const STOREFRONT_CSS =
  /([\\/]src[\\/](shared|features[\\/](layout|home|catalog|brand-site|center|community|showcases|reviews|product-inquiries|terms))[\\/].*\.css$)|([\\/]node_modules[\\/]swiper[\\/].*\.css$)/;

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/**
 * Two builds (`npm run build`): the browser bundle into dist/ (index.html as its entry, with
 * Vite's manifest, which the server renderer reads to link each page's stylesheets and chunks),
 * then the server renderer (src/entry-server.tsx) into dist-ssr/ with `vite build --ssr`. The
 * browser build's text assets get Brotli and gzip copies next to them (build/precompress.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must come before react(): it generates src/routeTree.gen.ts from src/routes.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), fontFaces(), precompress()],
  // The browser entry of the contracts: same rules and types, without the class-validator DTOs.
  resolve: { alias: [{ find: /^@shop\/contracts$/, replacement: '@shop/contracts/web' }] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/files': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/files': { target: backend, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, rolldownOptions: { input: 'src/entry-server.tsx' } }
    : // Stylesheets by chunk, the storefront's all in the shop chunk's (STOREFRONT_CSS): a public page
      // links that one (129 KB, ≈ 21 KB in Brotli, where the one stylesheet of the whole shop was
      // 252 KB and 36 KB), not one per component chunk (14 on home), each a round trip on a mobile
      // network; a console or my-page route adds its own, linked by the server for the matched routes
      // and loaded with the route's chunk on a client-side navigation.
      {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        chunkSizeWarningLimit: 800,
        cssCodeSplit: true,
        // Two entries: index.html (main.tsx, with React) and app.tsx (the router, the route tree and
        // what every page shares), which main.tsx imports once React is in, so the two evaluate as
        // two tasks, not one long one. Each is one chunk: every page loads them anyway, and as
        // ≈ 40 small shared chunks they cost a request each (six at a time over HTTP/1.1, a header
        // each) and a module preload each on the main thread.
        rolldownOptions: {
          input: { index: fileURLToPath(new URL('index.html', import.meta.url)), app: fileURLToPath(new URL('src/app.tsx', import.meta.url)) },
          output: {
            codeSplitting: {
              groups: [
                // Vite's module-preload helper, which both entries use: a chunk of its own, else the
                // entry would import it from the shop's chunk and so evaluate that at once.
                { name: 'vite', test: /vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 3 },
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                // The storefront's CSS modules join the shop chunk (same name), wherever they are imported.
                { name: 'shop', test: STOREFRONT_CSS, priority: 1 },
                { name: 'shop', tags: ['$initial'], test: (id: string) => !BOOT_MODULES.test(id), priority: 1 },
              ],
            },
          },
        },
      },
  // The shop replaces this placeholder with each answer's CSP nonce in index.html (backend
  // platform/http/security-headers.ts); server-rendered pages get theirs from the router.
  html: { cspNonce: '__CSP_NONCE__' },
}));
