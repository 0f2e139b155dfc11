import { Injectable } from '@nestjs/common';
import { ProductFacts } from '../../../catalog/index.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import { watchesDecider, watchesStream, type MergeWatchesRequest } from '../../domain/watches.decider.js';

/**
 * Merges the recently viewed products a visitor's browser held into the member's list on
 * sign-in (spec §4 Session): loads which of them the shop shows (the rest are dropped
 * silently: a product may have gone since) and answers the log position.
 */
@Injectable()
export class MergeWatchesHandler implements UseCaseHandler<MergeWatchesRequest, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly products: ProductFacts,
  ) {}

  async execute({ data, metadata }: MergeWatchesRequest): Promise<{ position: number }> {
    const ids = [...new Set(data.watches.map((w) => w.productId))];
    const snapshots = await Promise.all(ids.map((id) => this.products.snapshot(id)));
    const shown = snapshots.flatMap((s) => (s?.shows ? [s.productId] : []));
    const { position } = await this.runner.handle(watchesStream(data.userId), watchesDecider, { type: 'MergeWatches', data: { ...data, shown }, metadata });
    return { position };
  }
}
