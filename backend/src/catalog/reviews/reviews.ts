import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { MAX_REVIEW_IMAGES, PurchaseStatus, type EditReviewDto, type WriteReviewDto } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { toWebp } from '../../platform/files/images.js';
import { ReviewNotFoundError, ReviewNotYoursError, ReviewTooManyImagesError } from '../catalog.errors.js';
import type { AddReviewImage, DeleteReview, EditReview, ModerateReview, WriteReview } from './review.decider.js';
import { ReviewQueries } from './review.queries.js';
import { REVIEWABLE_PURCHASES, type ReviewablePurchases } from './reviewable-purchases.port.js';

/** Where review photos are served from, under the shop's /files. */
export const REVIEW_IMAGES_URL = '/files/reviews';

/**
 * The review use cases (spec §3 Review, §7 me/reviews and Console shop reviews): each loads the
 * facts its decision needs (the purchase line from ordering) and sends the command to the review
 * stream of the line. Each answers the log position of what it appended (0 when nothing changed).
 */
@Injectable()
export class Reviews {
  constructor(
    private readonly commands: Commands,
    private readonly queries: ReviewQueries,
    @Inject(REVIEWABLE_PURCHASES) private readonly purchases: ReviewablePurchases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The member writes a review of their purchase line `dto.purchase`. Throws ReviewNotYoursError
   * (403) for a line that is missing or another member's, ReviewNotConfirmedError (422) before
   * 구매확정, ReviewExistsError (409) when the line has a review.
   */
  async write(dto: WriteReviewDto, metadata: CommandMetadata): Promise<number> {
    const line = await this.purchases.line(dto.purchase);
    if (!line || line.buyer._id !== metadata.userId) throw new ReviewNotYoursError();
    const command: WriteReview = {
      type: 'WriteReview',
      data: {
        star: dto.star,
        subject: dto.subject,
        content: dto.content,
        images: [],
        confirmed: line.purchaseStatus === PurchaseStatus.PURCHASE_COMPLETE,
        line: {
          reviewId: line._id,
          productId: line.product._id,
          userId: line.buyer._id,
          username: line.buyer.username,
          productName: line.product.name,
          option: line.option,
        },
      },
      metadata,
    };
    return (await this.commands.send(command)).position;
  }

  /** The writer edits the review (stars, text, photos kept). Throws ReviewNotFoundError (404) unless it is theirs. */
  async edit(userId: string, reviewId: string, dto: EditReviewDto, metadata: CommandMetadata): Promise<number> {
    const command: EditReview = {
      type: 'EditReview',
      data: { reviewId, userId, star: dto.star, subject: dto.subject, content: dto.content, images: dto.images },
      metadata,
    };
    return (await this.commands.send(command)).position;
  }

  /** The writer (`userId`) or staff (null) deletes the review. Throws ReviewNotFoundError (404). */
  async remove(userId: string | null, reviewId: string, metadata: CommandMetadata): Promise<number> {
    const command: DeleteReview = { type: 'DeleteReview', data: { reviewId, userId }, metadata };
    return (await this.commands.send(command)).position;
  }

  /** Staff hide/show and answer the review. Throws ReviewNotFoundError (404). */
  async moderate(reviewId: string, change: { hidden?: boolean; reply?: string }, metadata: CommandMetadata): Promise<number> {
    const command: ModerateReview = { type: 'ModerateReview', data: { reviewId, ...change }, metadata };
    return (await this.commands.send(command)).position;
  }

  /** Throws ReviewNotFoundError (404) unless the review is the member's; ReviewTooManyImagesError (422) when it has 10 photos. */
  async assertCanAddImage(userId: string, reviewId: string): Promise<void> {
    const review = await this.queries.own(userId, reviewId);
    if (!review) throw new ReviewNotFoundError();
    if (review.images.length >= MAX_REVIEW_IMAGES) throw new ReviewTooManyImagesError();
  }

  /**
   * Stores one photo of the member's review (read by content, re-encoded as WebP without EXIF,
   * spec §5) under DATA_DIR/files/reviews/{reviewId}/ and adds it to the review. Throws
   * ImageUnreadableError (400), ReviewNotFoundError (404), ReviewTooManyImagesError (422).
   */
  async addImage(userId: string, reviewId: string, bytes: Buffer, metadata: CommandMetadata): Promise<number> {
    await this.assertCanAddImage(userId, reviewId);
    const image = await toWebp(bytes);
    const dir = join(this.config.dataDir, 'files', 'reviews', reviewId);
    const name = `${randomUUID()}.webp`;
    await mkdir(dir, { recursive: true });
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, image.data);
    await rename(partial, join(dir, name));
    const url = `${REVIEW_IMAGES_URL}/${encodeURIComponent(reviewId)}/${name}`;
    const command: AddReviewImage = { type: 'AddReviewImage', data: { reviewId, userId, url }, metadata };
    return (await this.commands.send(command)).position;
  }
}
