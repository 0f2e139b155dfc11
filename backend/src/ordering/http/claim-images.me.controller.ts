import { Controller, HttpCode, Param, PayloadTooLargeException, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ClaimImageResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { ImageMissingError } from '../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../platform/files/images.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { readOneFile } from '../../platform/http/multipart.js';
import { RateLimited, type RateLimitSpec } from '../../platform/throttle/rate-limit.guard.js';
import { ClaimImages } from '../application/claim-images/claim-images.js';

/** Photos one member may upload per minute: five per claim, with room for retries. */
const UPLOAD_RATE: RateLimitSpec = { name: 'claim-images-member', per: 'member', limit: () => 30, windowMs: 60_000, what: '사진 올리기가' };

const TOO_LARGE = '사진은 10MB 이하로 올려주세요';

/** Claim photos of the member's purchases, POST /api/v1/me/purchases/{id}/images (multipart). */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/purchases')
export class ClaimImagesMeController {
  constructor(private readonly images: ClaimImages) {}

  /**
   * Uploads one photo (field `image`, at most 10 MB, JPEG, PNG, WebP or HEIC by content) for a
   * claim on one of the member's purchases; answers its URL, stored as WebP of at most 1600 px.
   * 404 for a purchase not the member's, 400 for a file that is no readable picture, 413 past 10 MB.
   */
  @Post(':id/images')
  @HttpCode(201)
  @RateLimited(UPLOAD_RATE)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP 또는 HEIC, 10MB 이하' } },
    },
  })
  @ApiAnswer(201, 'ClaimImageResponse')
  async upload(@CurrentUser() user: Principal, @Param('id') id: string, @Req() req: FastifyRequest): Promise<ClaimImageResponse> {
    // Whose purchase it is comes first: another member's id is refused before any byte is read.
    await this.images.assertOwnPurchase(user._user, id);
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: TOO_LARGE }),
    });
    return this.images.save(user._user, id, bytes);
  }
}
