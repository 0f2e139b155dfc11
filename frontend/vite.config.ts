import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

// The router plugin must come before react(): it generates src/routeTree.gen.ts from src/routes.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
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
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  // The shop replaces this placeholder with each answer's CSP nonce (backend
  // platform/http/security-headers.ts); shared/csp-nonce.ts hands it to the libraries that add
  // <style> elements at run time.
  html: { cspNonce: '__CSP_NONCE__' },
});
