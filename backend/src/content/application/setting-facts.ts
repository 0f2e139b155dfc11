import { Injectable } from '@nestjs/common';
import type { Setting } from '@shop/contracts';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { CONTENT, documentDecider, documentStream } from '../domain/document.decider.js';

/** The shop's settings for other contexts' decisions, read from the settings document's own stream (not a read model). */
@Injectable()
export class SettingFacts {
  constructor(private readonly runner: CommandRunner) {}

  /** The bank-transfer account line shown with a bank-transfer order (spec §2 footer, §9), or null when none is set. */
  async bankAccountLine(): Promise<string | null> {
    const { state } = await this.runner.load(documentStream({ collection: CONTENT.setting, documentId: 'shop' }), documentDecider);
    return state.status === 'present' ? ((state.fields as Partial<Setting>).bankAccountLine ?? null) : null;
  }
}
