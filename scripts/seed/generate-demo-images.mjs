#!/usr/bin/env node
/**
 * Draws the demo catalogue's pictures from its data and writes them into the repository, so the
 * shop ships plain SVG files instead of drawing code:
 *
 *   node scripts/seed/generate-demo-images.mjs          write backend/src/demo/images/**
 *   node scripts/seed/generate-demo-images.mjs --check  write nothing; exit 1 when the files differ
 *
 * Reads products, brands, categories and the brand site's pages from backend/src/demo/seed-data/*.json; writes one SVG per
 * image and `manifest.json` (image key → path under the image root), which the seed reads to
 * copy the files to DATA_DIR/files/demo. SVG files the manifest no longer names are removed.
 * Every drawing is also rendered to WebP beside it with sharp, at its own size, and the shop serves
 * the WebP: a browser paints an SVG picture (these blur with large Gaussian filters) on the page's
 * main thread, 2–6 ms each on a desktop CPU while the page starts, but decodes a WebP off it; and
 * the 360° viewer needs pixels. The renderings are committed too, so the shop's first start does not
 * render them (libvips' memory stayed in the process: 80 MB more RSS, issue 8). A WebP is written
 * again only when its drawing changed or it is missing, and `--check` asks only that it exists.
 * The drawings are deterministic: running it again without data changes rewrites nothing.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { demoImages } from './demo-drawings.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = join(root, 'backend/src/demo/seed-data');
const imageDir = join(root, 'backend/src/demo/images');
const check = process.argv.includes('--check');

const readJson = (name) => JSON.parse(readFileSync(join(dataDir, name), 'utf8'));
const images = demoImages({
  products: readJson('products.json'),
  brands: readJson('brands.json'),
  categories: readJson('categories.json'),
  pages: readJson('pages.json'),
});

/** Every file the run should leave, path under the image root → content. */
const wanted = new Map(images.map(([, rel, svg]) => [rel, svg]));
const manifest = Object.fromEntries(images.map(([key, rel]) => [key, rel]));
wanted.set('manifest.json', JSON.stringify(manifest, null, 2) + '\n');

/** Files under `dir`, as paths relative to the image root. */
function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(imageDir, join(dir, e.name)).split('\\').join('/')]));
}

/** The WebP rendering of each drawing, path → its drawing's path. */
const renderings = new Map(images.map(([, rel]) => [rel.replace(/\.svg$/, '.webp'), rel]));

const existing = new Set(filesUnder(imageDir));
const changed = [...wanted].filter(([rel, content]) => !existing.has(rel) || readFileSync(join(imageDir, rel), 'utf8') !== content).map(([rel]) => rel);
const unrendered = [...renderings].filter(([webp, svg]) => !existing.has(webp) || changed.includes(svg)).map(([webp]) => webp);
const stale = [...existing].filter((rel) => !wanted.has(rel) && !renderings.has(rel));

if (check) {
  for (const rel of [...changed, ...unrendered]) console.error(`differs or missing: ${rel}`);
  for (const rel of stale) console.error(`not generated: ${rel}`);
  const outOfDate = changed.length + unrendered.length + stale.length;
  console.log(outOfDate ? 'demo images are out of date: run node scripts/seed/generate-demo-images.mjs' : `demo images up to date (${images.length})`);
  process.exit(outOfDate ? 1 : 0);
}

for (const rel of changed) {
  const file = join(imageDir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, wanted.get(rel), 'utf8');
}
if (unrendered.length) {
  // sharp is the backend's dependency (image uploads), hoisted to the root's node_modules.
  const { default: sharp } = await import('sharp');
  for (const webp of unrendered) {
    const svg = readFileSync(join(imageDir, renderings.get(webp)));
    writeFileSync(join(imageDir, webp), await sharp(svg).webp({ quality: 80 }).toBuffer());
  }
}
for (const rel of stale) rmSync(join(imageDir, rel));
console.log(
  `${images.length} demo images in ${relative(root, imageDir)}: ${changed.length} written, ${unrendered.length} rendered to WebP, ${stale.length} removed`,
);
