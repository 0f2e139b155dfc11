/** Types of demo-drawings.mjs, for the backend's tests that check the drawings and the committed images. */

/** What a generated image shows. */
export type ImageKind =
  'basin' | 'wall-basin' | 'toilet' | 'bathtub' | 'mirror-cabinet' | 'vanity' | 'bath-faucet' | 'kitchen-sink' | 'kitchen-faucet' | 'shower';

/** Every image kind, in a stable order. */
export const IMAGE_KINDS: readonly ImageKind[];

/** Product packshot, 800 x 800, in `tone`; `variant` 0..3 changes background, scale and angle; `label` is the accessible title. */
export function productSvg(kind: ImageKind, tone: string, variant: number, label?: string): string;

/** Main-slider banner, 1920 x 800 (800 x 1000 when `mobile`), tinted by [wall, floor, object, accent]. */
export function bannerSvg(scene: 'bath' | 'kitchen' | 'wellness', palette: string[], mobile: boolean): string;

/** Collection tile, 800 x 1000, tinted by [wall, object, accent]. */
export function collectionSvg(code: string, palette: string[]): string;

/** Category visual, 600 x 400. */
export function categorySvg(kind: ImageKind, tone: string): string;

/** Band banner strip, 1920 x 120 (800 x 120 when `mobile`). */
export function bandSvg(palette: string[], mobile: boolean): string;

/** Every image the demo catalogue needs, drawn from its data, as [key, path under the image root, svg]. */
export function demoImages(data: {
  products: readonly { code: string; name: string; image: { kind: string; tone: string } }[];
  brands: readonly { code: string }[];
  categories: readonly { code: string; color?: string; visualKind?: string }[];
  pages?: readonly {
    path: string;
    hero: { picture: { scene: 'bath' | 'kitchen' | 'wellness'; palette: string[] } };
    blocks: readonly {
      type: string;
      picture?: { object?: string; tone?: string; palette?: string[] };
      pictures?: readonly { object: string; tone: string }[];
      hotspots?: readonly { object: string; yaw: number; tone?: string }[];
    }[];
  }[];
}): [string, string, string][];
