import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PayloadTooLargeException } from '@nestjs/common';
import type { ApiBodyOptions } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ImageMissingError } from './files.errors.js';
import { IMAGE_UPLOAD, toWebp } from './images.js';
import { readOneFile } from '../http/multipart.js';

/** The multipart body of a picture upload (field `image`). */
export const IMAGE_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['image'],
    properties: { image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP 또는 HEIC, 10MB 이하' } },
  },
};

/** The bytes of the request's one picture; 400 without one, 413 past 10 MB. */
export function readImage(req: FastifyRequest): Promise<Buffer> {
  return readOneFile(req, IMAGE_UPLOAD.maxBytes, {
    missing: () => new ImageMissingError(),
    tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: '사진은 10MB 이하로 올려주세요' }),
  });
}

/**
 * Re-encodes an uploaded picture with {@link toWebp} (type by content, EXIF dropped, at most
 * IMAGE_UPLOAD.maxSide px, or `maxSide` when given) and stores it as `DATA_DIR/files/{folder}/{uuid}.webp`, written to a
 * hidden part file first so a half-written picture is never served. Answers its URL under /files
 * and its size in px. Throws ImageUnreadableError (400) for bytes that are no picture.
 */
export async function storeWebp(dataDir: string, folder: string, bytes: Buffer, maxSide?: number): Promise<{ url: string; width: number; height: number }> {
  const image = await toWebp(bytes, maxSide);
  const dir = join(dataDir, 'files', folder);
  const name = `${randomUUID()}.webp`;
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `.${name}.part`);
  await writeFile(partial, image.data);
  await rename(partial, join(dir, name));
  return { url: `/files/${folder}/${name}`, width: image.width, height: image.height };
}
