import type { Sharp, SharpOptions } from 'sharp';
import { ImageUnreadableError } from './files.errors.js';

/** Bounds of an uploaded picture (ARCHITECTURE §7: images only, type checked by content, size bounded). */
export const IMAGE_UPLOAD = {
  /** Largest file accepted, in bytes (10 MB). */
  maxBytes: 10 * 1024 * 1024,
  /** Longest side of the stored picture, in pixels. */
  maxSide: 1600,
  /** Largest decoded picture, in pixels (a decompression bomb is refused before it is decoded). */
  maxPixels: 60_000_000,
} as const;

/**
 * sharp, loaded on the first picture: libvips and its libraries take some 10 MB of the shop's
 * memory, and pictures are rare (claim photos), so a shop that is not sent one never loads it.
 */
let loading: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;
const sharpOf = () => (loading ??= import('sharp').then((m) => m.default));

/** Formats read from the file's content (sharp's names); HEIC arrives as `heif`. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/** A picture made ready to serve: WebP bytes and their size in pixels. */
export interface WebpImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a HEVC-coded HEIC (what phone cameras save) with libheif in WebAssembly (loaded with the first such photo), since the
 * libvips that sharp ships has no HEVC decoder (a patent-encumbered codec); libheif applies the
 * image's rotation. Returns a sharp pipeline over the RGBA pixels.
 */
async function fromHevc(input: Buffer): Promise<Sharp> {
  const [{ default: decodeHeic }, sharp] = await Promise.all([import('heic-decode'), sharpOf()]);
  const { width, height, data } = await decodeHeic({ buffer: input });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/**
 * Turns an uploaded picture into the shop's stored form: the type is taken from the content
 * (JPEG, PNG, WebP or HEIC; anything else, SVG and GIF included, is refused), turned upright by
 * its EXIF orientation, shrunk to at most `maxSide` px (default {@link IMAGE_UPLOAD.maxSide}) on the long side (never
 * enlarged) and re-encoded as WebP without any metadata (EXIF, GPS, ICC are dropped).
 * Throws ImageUnreadableError (400) when the bytes are not such a picture, are larger than
 * {@link IMAGE_UPLOAD.maxPixels}, or cannot be decoded.
 */
export async function toWebp(input: Buffer, maxSide: number = IMAGE_UPLOAD.maxSide): Promise<WebpImage> {
  const sharp = await sharpOf();
  try {
    const source = sharp(input, { limitInputPixels: IMAGE_UPLOAD.maxPixels, failOn: 'error' });
    const { format, compression, width = 0, height = 0 } = await source.metadata();
    if (!format || !ACCEPTED.has(format)) throw new ImageUnreadableError();
    if (width * height > IMAGE_UPLOAD.maxPixels) throw new ImageUnreadableError();
    const readable = format === 'heif' && compression === 'hevc' ? await fromHevc(input) : source;
    const { data, info } = await readable
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (e) {
    if (e instanceof ImageUnreadableError) throw e;
    throw new ImageUnreadableError();
  }
}

/**
 * The picture as {@link toWebp} stores it, plus narrower WebP copies at each of `widths` (pixels,
 * only those narrower than the picture; never enlarged), for `srcset` thumbnails. Throws
 * ImageUnreadableError (400) as toWebp does.
 */
export async function toWebpWidths(input: Buffer, widths: readonly number[]): Promise<{ full: WebpImage; sizes: WebpImage[] }> {
  const full = await toWebp(input);
  const sharp = await sharpOf();
  const sizes: WebpImage[] = [];
  for (const width of widths.filter((w) => w < full.width)) {
    const { data, info } = await sharp(full.data, {}).resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    sizes.push({ data, width: info.width, height: info.height });
  }
  return { full, sizes };
}
