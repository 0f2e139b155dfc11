import { Body, Controller, Delete, Get, Headers, HttpCode, Param, PayloadTooLargeException, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { EditReviewDto, WriteReviewDto, type MyReviewListResponse, type ReviewWrittenResponse, type WritableReviewListResponse } from '@shop/contracts';
import { CurrentUser } from '../../../platform/auth/auth.guard.js';
import type { Principal } from '../../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { ImageMissingError } from '../../../platform/files/files.errors.js';
import { IMAGE_UPLOAD } from '../../../platform/files/images.js';
import { CommandMeta } from '../../../platform/http/command-metadata.js';
import { readOneFile } from '../../../platform/http/multipart.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { RateLimited, type RateLimitSpec } from '../../../platform/throttle/rate-limit.guard.js';
import { ReviewNotFoundError } from '../../catalog.errors.js';
import { ReviewQueries } from '../review.queries.js';
import { Reviews } from '../reviews.js';

/** Photos one member may upload per minute: ten per review, with room for retries. */
const UPLOAD_RATE: RateLimitSpec = { name: 'review-images-member', per: 'member', limit: () => 40, windowMs: 60_000, what: '사진 올리기가' };
const TOO_LARGE = '사진은 10MB 이하로 올려주세요';

/** The member's reviews, /api/v1/me/reviews (spec §7 me/reviews CRUD with images; §2 /mypage/reviews). */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/reviews')
export class ReviewsMeController {
  constructor(
    private readonly reviews: Reviews,
    private readonly queries: ReviewQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The member's reviews, newest first (headers limit/skip). */
  @Get()
  @ApiAnswer(200, 'MyReviewListResponse')
  @ApiPaging()
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<MyReviewListResponse> {
    return this.queries.mine(user._user, pageFromHeaders(headers));
  }

  /** The member's confirmed purchase lines (구매확정) without a review yet (headers limit/skip). */
  @Get('writable')
  @ApiAnswer(200, 'WritableReviewListResponse')
  @ApiPaging()
  writable(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<WritableReviewListResponse> {
    return this.queries.writable(user._user, pageFromHeaders(headers));
  }

  /** One of the member's reviews; 404 for another member's. */
  @Get(':id')
  @ApiAnswer(200, 'ReviewWrittenResponse')
  async one(@CurrentUser() user: Principal, @Param('id') id: string): Promise<ReviewWrittenResponse> {
    const review = await this.queries.own(user._user, id);
    if (!review) throw new ReviewNotFoundError();
    return { review, position: 0 };
  }

  /** Writes a review of a confirmed purchase line (403 not the member's, 422 not confirmed, 409 reviewed). Photos follow under /{id}/images. */
  @Post()
  @ApiAnswer(201, 'ReviewWrittenResponse')
  async write(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: WriteReviewDto): Promise<ReviewWrittenResponse> {
    return this.answer(user._user, dto.purchase, await this.reviews.write(dto, metadata));
  }

  /** Edits the member's review (404 for another member's). */
  @Put(':id')
  @ApiAnswer(200, 'ReviewWrittenResponse')
  async edit(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: EditReviewDto,
  ): Promise<ReviewWrittenResponse> {
    return this.answer(user._user, id, await this.reviews.edit(user._user, id, dto, metadata));
  }

  /** Deletes the member's review (404 for another member's); the line may be reviewed again. */
  @Delete(':id')
  @ApiAnswer(200, 'ReviewWrittenResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ReviewWrittenResponse> {
    return this.answer(user._user, id, await this.reviews.remove(user._user, id, metadata));
  }

  /**
   * Adds one photo (field `image`, at most 10 MB, JPEG, PNG, WebP or HEIC by content) to the
   * member's review, stored as WebP without EXIF. 404 another member's review, 400 no picture,
   * 413 past 10 MB, 422 past 10 photos (spec §5).
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
  @ApiAnswer(201, 'ReviewWrittenResponse')
  async addImage(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Req() req: FastifyRequest,
  ): Promise<ReviewWrittenResponse> {
    // Whose review it is comes first: another member's id is refused before any byte is read.
    await this.reviews.assertCanAddImage(user._user, id);
    const bytes = await readOneFile(req, IMAGE_UPLOAD.maxBytes, {
      missing: () => new ImageMissingError(),
      tooLarge: () => new PayloadTooLargeException({ statusCode: 413, message: TOO_LARGE }),
    });
    return this.answer(user._user, id, await this.reviews.addImage(user._user, id, bytes, metadata));
  }

  private async answer(userId: string, id: string, position: number): Promise<ReviewWrittenResponse> {
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { review: await this.queries.own(userId, id), position };
  }
}
