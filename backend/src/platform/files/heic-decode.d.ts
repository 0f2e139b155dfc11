/** heic-decode (libheif compiled to WebAssembly): decodes the primary image of a HEIC file to RGBA. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel, row by row. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
}
