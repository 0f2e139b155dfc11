import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMeta } from '../../platform/event-sourcing/decider.js';
import { documentDecider } from '../domain/document.decider.js';

/** Content collections kept as documents. */
export const CONTENT = { setting: 'settings', banners: 'banners', bandBanners: 'bandBanners', popups: 'popups' } as const;

/** Creates a content document in `collection`. Returns the log position. */
export class CreateDocument extends Command<{ position: number }> {
  constructor(
    readonly collection: string,
    readonly documentId: string,
    readonly fields: Record<string, unknown>,
    readonly meta: CommandMeta,
  ) {
    super();
  }
}

@CommandHandler(CreateDocument)
export class CreateDocumentHandler implements ICommandHandler<CreateDocument> {
  constructor(private readonly runner: CommandRunner) {}
  async execute(c: CreateDocument): Promise<{ position: number }> {
    const r = await this.runner.handle(
      `document-${c.collection}:${c.documentId}`,
      documentDecider,
      { type: 'CreateDocument', collection: c.collection, documentId: c.documentId, fields: c.fields, now: c.meta.now },
      c.meta,
    );
    return { position: r.position };
  }
}
