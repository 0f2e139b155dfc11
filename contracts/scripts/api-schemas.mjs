#!/usr/bin/env node
/**
 * Build step: JSON Schemas of every type exported by src/api.ts, src/statistics.ts,
 * src/errors.ts, src/coupons.ts, src/points.ts, src/levels.ts, src/shipping.ts, src/addresses.ts, src/members.ts, src/console-members.ts, src/account.ts, src/certification.ts, src/social-login.ts, src/dashboard.ts, src/promoter-bank.ts, src/promoters.ts, src/promoter-pages.ts, src/console-bonuses.ts, src/settlements.ts, src/product-inquiries.ts, src/center-questions.ts, src/inquiries.ts, src/forms.ts, src/center-posts.ts, src/boards.ts, src/console-products.ts, src/product-upload.ts, src/taxonomy.ts, src/reviews.ts, src/showcases.ts, src/content.ts and src/content-pages.ts (the answers of the API), written to dist/api-schemas.json as one map of
 * name → schema with `$ref`s pointing at `#/components/schemas/<name>`, ready to merge into the
 * OpenAPI 3.1 document's components. JSDoc comments become descriptions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = {
  path: join(
    root,
    'src/{api,statistics,errors,coupons,points,levels,shipping,addresses,members,console-members,account,certification,social-login,dashboard,promoter-bank,promoters,promoter-pages,console-bonuses,settlements,product-inquiries,center-questions,inquiries,forms,center-posts,boards,console-products,product-upload,taxonomy,reviews,showcases,content,content-pages}.ts',
  ),
  tsconfig: join(root, 'tsconfig.json'),
  type: '*',
  expose: 'export',
  jsDoc: 'extended',
  // tsc has just checked the sources; the generator's own TypeScript only reads them.
  skipTypeCheck: true,
};
const { definitions = {} } = createGenerator(config).createSchema(config.type);

// OpenAPI component names allow letters, digits, '.', '-' and '_': a generated name outside
// them (an inline generic such as Record<string, X>) would be an unreachable $ref.
const bad = Object.keys(definitions).filter((name) => !/^[A-Za-z0-9._-]+$/.test(name));
if (bad.length) throw new Error(`api-schemas: names not usable as OpenAPI components: ${bad.join(', ')}`);

const text = JSON.stringify(definitions, null, 1).replaceAll('"#/definitions/', '"#/components/schemas/');
const dangling = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1])).filter((name) => !(name in definitions));
if (dangling.length) throw new Error(`api-schemas: $ref to missing schemas: ${[...new Set(dangling)].join(', ')}`);

const out = join(root, 'dist/api-schemas.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${text}\n`);
console.log(`api-schemas: ${Object.keys(definitions).length} schemas → ${out}`);
