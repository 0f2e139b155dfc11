import { PayloadTooLargeException } from '@nestjs/common';
import type { ApiBodyOptions } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ImageMissingError } from '../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../platform/files/images.js';
import { readOneFile } from '../../platform/http/multipart.js';

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
