import { ShowcaseImageInvalidError } from '../catalog.errors.js';

/**
 * Pictures an exhibition or showroom may name: only those the shop stored itself, from the
 * console's upload (/files/showcases/…) or the demo seed (/files/demo/…), so no outside address
 * is ever loaded by a shopper's page.
 */
const STORED_IMAGE = /^\/files\/(showcases|demo)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(webp|svg)$/;

/** The picture URL unchanged when the shop stored it; throws ShowcaseImageInvalidError (400) otherwise. */
export function storedImage(url: string): string {
  if (!STORED_IMAGE.test(url)) throw new ShowcaseImageInvalidError();
  return url;
}
