import { Injectable } from '@nestjs/common';
import { ProductFacts } from '../../../catalog/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { likeOf, likesDecider, likesStream, type LikeProductRequest } from '../../domain/likes.decider.js';

/**
 * Likes a product (spec §4 Wishlist toggle): loads the product's snapshot and lets the likes
 * decider refuse a missing or hidden product (404) or a full wishlist (422). Answers the id of
 * the like that holds the product (an earlier one when it was already liked) and the log position.
 */
@Injectable()
export class LikeProductHandler implements UseCaseHandler<LikeProductRequest, { likeId: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: ProductFacts,
  ) {}

  async execute({ data, metadata }: LikeProductRequest): Promise<{ likeId: string; position: number }> {
    const product = await this.products.snapshot(data.productId);
    const r = await this.runner.handle(likesStream(data.userId), likesDecider, { type: 'LikeProduct', data: { ...data, product }, metadata });
    return { likeId: likeOf(r.state, data.productId)?.likeId ?? data.likeId, position: r.position };
  }
}
