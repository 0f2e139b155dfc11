/**
 * The shop runs as production unless told otherwise: with NODE_ENV unset (`npm start`, the
 * benchmarks, the browser suites) React renders pages with its production build, not the
 * development one that checks and warns on every render. Imported first by main.ts, before any
 * module reads NODE_ENV; the Jest suites set NODE_ENV=test themselves.
 */
process.env.NODE_ENV ??= 'production';
