import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { UploadedProductImage } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { toWebp, toWebpWidths } from '../../../platform/files/images.js';

/** Widths (px) of the thumbnails kept beside each product image (cards, lists, the product page). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024] as const;

/** Where product and editor images are served from, under the shop's /files. */
const PRODUCTS_URL = '/files/products';
const EDITOR_URL = '/files/editor';
const BRANDS_URL = '/files/brands';
const CATEGORIES_URL = '/files/categories';

/**
 * Product pictures (spec §7 Console products images POST, Editor photo): read by content
 * (§5: images only), re-encoded as WebP without metadata (EXIF location dropped) and stored under
 * DATA_DIR/files/{products,editor}/. A stored file changes no product: the product's next change
 * names the URLs. Throws ImageUnreadableError (400) for bytes that are no picture.
 */
@Injectable()
export class ProductImages {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Stores one product picture with its thumbnails ({@link PRODUCT_IMAGE_WIDTHS}) and answers their URLs. */
  async saveProductImage(bytes: Buffer): Promise<UploadedProductImage> {
    const { full, sizes } = await toWebpWidths(bytes, PRODUCT_IMAGE_WIDTHS);
    const id = randomUUID();
    const url = await this.write('products', PRODUCTS_URL, `${id}.webp`, full.data);
    const thumbs = [];
    for (const s of sizes) thumbs.push({ width: s.width, url: await this.write('products', PRODUCTS_URL, `${id}-${s.width}.webp`, s.data) });
    return { url, sizes: thumbs };
  }

  /** Stores one photo of the rich-text editor (at most 1600 px) and answers its URL. */
  async saveEditorPhoto(bytes: Buffer): Promise<{ url: string }> {
    const image = await toWebp(bytes);
    return { url: await this.write('editor', EDITOR_URL, `${randomUUID()}.webp`, image.data) };
  }

  /** Stores one brand logo or picture (at most 1600 px, WebP without metadata) and answers its URL. */
  async saveBrandImage(bytes: Buffer): Promise<{ url: string }> {
    const image = await toWebp(bytes);
    return { url: await this.write('brands', BRANDS_URL, `${randomUUID()}.webp`, image.data) };
  }

  /** Stores one category header visual (at most 1600 px, WebP without metadata) and answers its URL with its size in pixels. */
  async saveCategoryVisual(bytes: Buffer): Promise<{ url: string; width: number; height: number }> {
    const image = await toWebp(bytes);
    return { url: await this.write('categories', CATEGORIES_URL, `${randomUUID()}.webp`, image.data), width: image.width, height: image.height };
  }

  private async write(folder: string, base: string, name: string, data: Buffer): Promise<string> {
    const dir = join(this.config.dataDir, 'files', folder);
    await mkdir(dir, { recursive: true });
    // Written aside, then renamed: a half-written file is never served.
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, data);
    await rename(partial, join(dir, name));
    return `${base}/${name}`;
  }
}
