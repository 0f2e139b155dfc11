import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text formats (fonts, pictures and the like are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this, the headers of an encoded answer cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` (gzip, level 9) next to every text
 * file over 1 KB in the browser build's `assets/`, once, at build time, so the shop serves them
 * without compressing per request (backend platform/http/compression.ts `serveHashedAssets`).
 * A compressed copy that saves less than a tenth is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  let enabled = false;
  return {
    name: 'ceramaison:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      enabled = !config.build.ssr;
    },
    closeBundle() {
      if (!enabled) return;
      const dir = join(outDir, 'assets');
      if (!existsSync(dir)) return; // the build failed before writing: leave its own error to be seen
      for (const name of readdirSync(dir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(dir, name);
        if (statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        const br = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        if (br.length < content.length * 0.9) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(content, { level: 9 });
        if (gz.length < content.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
