/**
 * Pictures of the demo catalogue. They are drawn once by `scripts/seed/generate-demo-images.mjs`
 * and committed as SVG files under `images/` with a `manifest.json` (image key → the drawing's path
 * under `images/`), each with its WebP rendering beside it; the shop only copies the renderings to
 * where it serves generated files.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { DEMO_DIR } from './demo-data.js';

/** Where the generated SVG files and their manifest are committed. */
export const DEMO_IMAGES_DIR = join(DEMO_DIR, 'images');

/** Reads the manifest, refusing paths that would leave the image folder. */
async function readManifest(from: string): Promise<Record<string, string>> {
  const manifest: unknown = JSON.parse(await readFile(join(from, 'manifest.json'), 'utf8'));
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) throw new Error('demo images: manifest.json must map image keys to paths');
  for (const [key, rel] of Object.entries(manifest)) {
    if (typeof rel !== 'string' || !/^[a-z]+\/[A-Za-z0-9_.-]+\.svg$/.test(rel))
      throw new Error(`demo images: manifest.json ${key}: bad path ${JSON.stringify(rel)}`);
  }
  return manifest as Record<string, string>;
}

/**
 * Copies the WebP rendering of every picture the demo catalogue needs from `from` (default: the
 * committed images) to `dir` (created when missing) and returns the URL path of each by key:
 * `product:{code}:{0..2}`, `banner:{MAIN_1|MAIN_2}:{pc|mobile}`, `collection:{brand}`,
 * `category:{code}`, `band:main` and `band:main:mobile`. URLs are `urlBase` + the rendering's path
 * under `dir` (the drawing's, `.webp` for `.svg`). The renderings, not the drawings: the browser
 * paints an SVG picture on the page's main thread while the page starts (these blur with large
 * filters), and decodes a WebP off it, as it does the shop's uploaded pictures; the 360° viewer
 * needs pixels too (a WebGL texture cannot come from SVG). Files that already hold the same bytes
 * are left untouched, so running it again is cheap and changes nothing.
 */
export async function writeDemoImages(dir: string, urlBase = '/files/demo', from = DEMO_IMAGES_DIR): Promise<Record<string, string>> {
  const base = urlBase.replace(/\/+$/, '');
  const urls: Record<string, string> = {};
  const made = new Set<string>();
  for (const [key, drawing] of Object.entries(await readManifest(from))) {
    // Rendered once, when the drawings were (rendering here made libvips keep ~80 MB in the shop).
    const rel = drawing.replace(/\.svg$/, '.webp');
    const file = join(dir, ...rel.split('/'));
    const folder = dirname(file);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await copyIfChanged(await readFile(join(from, ...rel.split('/'))), file);
    urls[key] = `${base}/${rel}`;
  }
  return urls;
}

/** Writes `bytes` to `file` unless it already holds them (so a restart touches no file). */
async function copyIfChanged(bytes: Buffer, file: string): Promise<void> {
  const existing = await readFile(file).catch(() => null);
  if (!existing?.equals(bytes)) await writeFile(file, bytes);
}
