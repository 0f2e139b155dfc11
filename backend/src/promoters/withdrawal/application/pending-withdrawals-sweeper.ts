import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { OpenBankingClient } from '../../../platform/banking/open-banking/open-banking.client.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { runPeriodically } from '../../../platform/scheduling/periodic.js';
import { BonusWithdrawalQueries } from '../bonus-withdrawal.queries.js';
import type { ReconcileBonusWithdrawal } from './reconcile-bonus-withdrawal.handler.js';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Asks the bank, every five minutes, how the PENDING bonus withdrawals ended (issue 12): those
 * older than the client's settling time, at most 50 a sweep, each through
 * ReconcileBonusWithdrawal. One the bank cannot tell yet stays PENDING for the next sweep (and
 * for staff on the console's 출금 내역). Runs in the process that owns the projections.
 */
@Injectable()
export class PendingWithdrawalsSweeper implements OnApplicationShutdown {
  private readonly logger = new Logger('BonusWithdrawal');
  private stop: (() => void) | undefined;

  constructor(
    private readonly commands: Commands,
    private readonly withdrawals: BonusWithdrawalQueries,
    private readonly bank: OpenBankingClient,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Sweeps every five minutes. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger, { now: false });
  }

  /** Reconciles the withdrawals PENDING at `now`; returns how many are no longer PENDING. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const before = new Date(now.getTime() - this.bank.settledAfterMs).toISOString();
    let settled = 0;
    for (const { promoterId, withdrawalId } of await this.withdrawals.pendingBefore(before, 50)) {
      try {
        const command: ReconcileBonusWithdrawal = {
          type: 'ReconcileBonusWithdrawal',
          data: { promoterId, withdrawalId },
          metadata: { userId: null, now: now.toISOString() },
        };
        const result = await this.commands.send<{ status: string }>(command);
        if (result.status !== 'PENDING') settled += 1;
      } catch (e) {
        this.logger.error(`bonus withdrawal ${withdrawalId} could not be reconciled yet: ${(e as Error).message}`);
      }
    }
    return settled;
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
