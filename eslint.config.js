// @ts-check
/**
 * ESLint for the whole repository (`npm run lint`): JavaScript's and typescript-eslint's
 * recommended rules (syntax only, no type information, so the whole repo lints in seconds),
 * the rules of hooks for the frontend, and the import boundaries of CONTRIBUTING.md ("Checks").
 * `backend/src/architecture.spec.ts` holds the same boundaries (and the size and error-class
 * rules) as a test; this config shows them in the editor while the code is written.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const backendSrc = join(root, 'backend/src');
const features = join(root, 'frontend/src/features');

/** Sub-folders of a folder, read when ESLint starts, so a new context or feature is guarded at once. */
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Every folder of backend/src except platform and demo is a bounded context. */
const contexts = folders(backendSrc).filter((name) => name !== 'platform' && name !== 'demo');

/** backend/src's loose files (app.module.ts, bootstrap.ts, main.ts) and folders other than `except`. */
const backendEntries = (except) =>
  readdirSync(backendSrc)
    .filter((name) => name !== except && name !== 'platform' && (statSync(join(backendSrc, name)).isDirectory() || /\.tsx?$/.test(name)))
    .map((name) => join(backendSrc, name));

/** backend/e2e's suites, except a folder named after `context` (its own suites may reach into it). */
const e2eEntries = (context) =>
  readdirSync(join(root, 'backend/e2e'))
    .filter((name) => name !== context)
    .map((name) => join(root, 'backend/e2e', name));

const boundaryZones = [
  // A context (and app.module.ts, bootstrap.ts, main.ts, demo/, e2e/) reaches another context only through its index.ts.
  ...contexts.map((context) => ({
    target: [...backendEntries(context), ...e2eEntries(context)],
    from: join(backendSrc, context),
    except: ['./index.ts'],
    message: `Import ${context} through backend/src/${context}/index.ts (its public file).`,
  })),
  // platform is business-free: no context, no demo data.
  {
    target: join(backendSrc, 'platform'),
    from: [...contexts, 'demo'].map((name) => join(backendSrc, name)),
    message: 'platform/ must not import a context or demo/: let the context plug into a platform port instead.',
  },
  // A feature does not import another feature: move what both need to shared/.
  ...folders(features).map((feature) => ({
    target: join(features, feature),
    from: features,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to frontend/src/shared/.',
  })),
  // shared/ is below features and routes.
  {
    target: join(root, 'frontend/src/shared'),
    from: [features, join(root, 'frontend/src/routes')],
    message: 'shared/ must not import a feature or a route (dependencies flow shared -> features -> routes).',
  },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-ssr/',
    '**/coverage/',
    'data/',
    '**/data/',
    '.tmp/',
    'test-results/',
    '**/test-results/',
    'playwright-report/',
    '**/playwright-report/',
    'frontend/.tanstack/',
    'frontend/src/routeTree.gen.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_position`-style names drop a field from a destructured object or mark a parameter unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // What the browser runs: a number's first toLocaleString builds the locale's number format
    // (ICU data), ≈ 50 ms of a desktop CPU at once, four times that on a phone; one at a module's
    // top level cost every page that much before hydration. contracts' format.ts writes 원 and
    // counts the same way without it.
    files: ['frontend/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    ignores: ['contracts/src/dto/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Use groupThousands or formatPrice from @shop/contracts (format.ts): no Intl number format in the browser.' },
      ],
    },
  },
  {
    files: ['frontend/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['backend/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Relative imports end in `.js` (NodeNext) and name the `.ts` file beside them.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
]);
