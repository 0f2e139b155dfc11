import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { runPeriodically } from '../../platform/scheduling/periodic.js';
import type { ExpirePoints } from '../domain/points-ledger.decider.js';
import { POINTS, type UserPointDoc } from '../projections/points.projection.js';

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Lapses (소멸) points past their expiry (issue 10 "Expire (a scheduled sweep)"): every hour it
 * finds members with a grant due in the read model and sends each ledger ExpirePoints, which
 * decides on the stream what is really due. Runs in the process that owns the projections.
 */
@Injectable()
export class PointExpirySweeper implements OnApplicationShutdown {
  private readonly logger = new Logger('PointExpirySweeper');
  private stop: (() => void) | undefined;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly projections: ProjectionRunner,
  ) {}

  /** Sweeps now and then every hour. */
  start(): void {
    this.stop = runPeriodically(() => this.sweep(new Date()), SWEEP_EVERY_MS, this.logger);
  }

  /** Expires what is due at `now`; returns how many members' points lapsed. */
  async sweep(now: Date): Promise<number> {
    if (!this.projections.isLeader) return 0;
    const due = await this.store
      .collection<UserPointDoc>(POINTS.grants)
      .find({ isExpired: false, amount_left: { $gt: 0 }, expiresAt: { $ne: null, $lte: now.toISOString() } }, { limit: 1_000, sort: { expiresAt: 1 } });
    const members = [...new Set(due.map((g) => g._user))];
    let lapsed = 0;
    for (const userId of members) {
      const command: ExpirePoints = { type: 'ExpirePoints', data: { userId }, metadata: { userId: null, now: now.toISOString() } };
      const { events } = await this.commands.send<{ events: unknown[] }>(command);
      if (events.length) lapsed += 1;
    }
    if (lapsed) this.logger.log(`points lapsed for ${lapsed} member(s)`);
    return lapsed;
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }
}
