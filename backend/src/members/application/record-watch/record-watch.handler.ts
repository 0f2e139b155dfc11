import { Injectable } from '@nestjs/common';
import { ProductFacts } from '../../../catalog/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { watchesDecider, watchesStream, type RecordWatchRequest } from '../../domain/watches.decider.js';

/** Records that the member viewed a product now: loads its snapshot (404 when missing or hidden) and answers the log position. */
@Injectable()
export class RecordWatchHandler implements UseCaseHandler<RecordWatchRequest, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: ProductFacts,
  ) {}

  async execute({ data, metadata }: RecordWatchRequest): Promise<{ position: number }> {
    const product = await this.products.snapshot(data.productId);
    const { position } = await this.runner.handle(watchesStream(data.userId), watchesDecider, { type: 'RecordWatch', data: { ...data, product }, metadata });
    return { position };
  }
}
