import type { Plugin } from 'vite';
import { FACE_BASE } from '../src/shared/lib/page-boot';

/** One web-font face, as the boot script hands it to `new FontFace(family, src, descriptors)`. */
export interface FontFaceEntry {
  family: string;
  /** The `src` descriptor as the stylesheet has it: `url(/assets/…woff2)format("woff2")`. */
  src: string;
  style: string;
  weight: string;
  /** The `unicode-range` descriptor: `U+AC00-AC0F,U+AC11`. */
  unicodeRange: string;
}

/** The built stylesheet of the web fonts (src/shared/styles/fonts.css). */
const FONTS_CSS = /(^|\/)fonts-[\w-]+\.css$/;

/**
 * The `@font-face` rules of a stylesheet as entries. Takes the minified CSS the build writes
 * (one rule after another, `descriptor:value;…`); a rule without a family, a source or a range is
 * left out (it would match nothing the boot script asks for).
 */
export function fontFacesOf(css: string): FontFaceEntry[] {
  const faces: FontFaceEntry[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const d = new Map<string, string>();
    for (const part of body!.split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) d.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
    }
    const family = d.get('font-family')?.replace(/^["']|["']$/g, '');
    const src = d.get('src');
    const unicodeRange = d.get('unicode-range');
    if (!family || !src || !unicodeRange) continue;
    faces.push({ family, src, style: d.get('font-style') ?? 'normal', weight: d.get('font-weight') ?? 'normal', unicodeRange });
  }
  return faces;
}

/** A code point no face covers, in a family's table of FontFacesIndex. */
export const NO_FACE = ' ';

/**
 * What the boot script reads: the faces (`[family, style, weight, src, unicode-range]`) and, per
 * family, a table of the Basic Multilingual Plane: the character at a code point's position names
 * the face that draws it (FACE_BASE + the face's index; NO_FACE for none; where two faces share a
 * character, the later one, which the browser tries first). A page's characters are then looked up
 * one step each: matching them against the faces' 10,000 ranges took the boot script, still
 * interpreted at that point, 10–20 ms of a desktop CPU. The tables are mostly long runs: 4 KB
 * (Pretendard) and 7 KB (Noto Serif KR) in Brotli, beside the faces' 17 KB.
 */
export interface FontFacesIndex {
  faces: [family: string, style: string, weight: string, src: string, unicodeRange: string][];
  tables: Record<string, string>;
}

/** The faces as the boot script's index (see FontFacesIndex). */
export function fontFacesIndex(entries: FontFaceEntry[]): FontFacesIndex {
  const cells = new Map<string, string[]>();
  const faces: FontFacesIndex['faces'] = entries.map((entry, face) => {
    let cell = cells.get(entry.family);
    if (!cell) cells.set(entry.family, (cell = new Array<string>(0x10000).fill(NO_FACE)));
    for (const part of entry.unicodeRange.split(',')) {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
      const end = Math.min(parseInt(to, 16), 0xffff);
      for (let code = parseInt(from, 16); code <= end; code++) cell[code] = String.fromCharCode(FACE_BASE + face);
    }
    return [entry.family, entry.style, entry.weight, entry.src, entry.unicodeRange];
  });
  return { faces, tables: Object.fromEntries([...cells].map(([family, cell]) => [family, cell.join('')])) };
}

/**
 * Writes the web fonts' faces as an index (FontFacesIndex) next to their stylesheet
 * (`fonts-<hash>.json` beside `fonts-<hash>.css`), for the boot script of server-rendered pages
 * (shared/lib/page-boot.ts): it registers only the faces of the characters a page shows, as
 * FontFace objects, instead of linking the stylesheet's 216 rules, whose style update took
 * 35–50 ms of a desktop CPU at once (four times that on a phone's). The stylesheet stays for pages
 * rendered in the browser and for visitors without JavaScript.
 */
export function fontFaces(): Plugin {
  return {
    name: 'ceramaison:font-faces',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !FONTS_CSS.test(file.fileName)) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        this.emitFile({ type: 'asset', fileName: file.fileName.replace(/\.css$/, '.json'), source: JSON.stringify(fontFacesIndex(fontFacesOf(css))) });
      }
    },
  };
}
