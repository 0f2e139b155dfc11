import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './build/precompress';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/**
 * Two builds (`npm run build`): the browser bundle into dist/ (index.html as its entry, with
 * Vite's manifest, which the server renderer reads to link each page's stylesheets and chunks),
 * then the server renderer (src/entry-server.tsx) into dist-ssr/ with `vite build --ssr`. The
 * browser build's text assets get Brotli and gzip copies next to them (build/precompress.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must come before react(): it generates src/routeTree.gen.ts from src/routes.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
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
    : // One stylesheet for the whole shop (≈ 13 KB in Brotli): one render-blocking request
      // instead of one per component chunk (14 on home), each a round trip on a mobile network.
      {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        chunkSizeWarningLimit: 800,
        cssCodeSplit: false,
        // Everything the entry imports statically in one chunk beside it: every page loads it anyway,
        // and as ≈ 40 small shared chunks it cost a request each (six at a time over HTTP/1.1, a
        // header each) and a module preload each on the main thread.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shop', tags: ['$initial'] }] } } },
      },
  // The shop replaces this placeholder with each answer's CSP nonce in index.html (backend
  // platform/http/security-headers.ts); server-rendered pages get theirs from the router.
  html: { cspNonce: '__CSP_NONCE__' },
}));
