import { Injectable } from '@nestjs/common';
import { pointsEarnedOn } from '@shop/contracts';
import { LevelFacts } from '../../identity/index.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandResult } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import type { ClawBackPoints, GrantPoints } from '../domain/points-ledger.decider.js';
import { expiryAfter } from './member-points.js';
import { PointSettings } from './point-settings.js';

/**
 * Points earned on 구매확정 (issue 10 "earned on 구매확정 at the member level's rate … clawed back
 * on cancel and return"), for the order's wiring: one call each.
 */
@Injectable()
export class PurchasePoints {
  constructor(
    private readonly commands: Commands,
    private readonly levels: LevelFacts,
    private readonly settings: PointSettings,
  ) {}

  /**
   * Grants the member `pointsEarnedOn(amount, level.points)` 원 for confirmed lines of an order
   * (`amount`: what they came to, 원), valid the setting's days. The grant id is made of the order
   * and the lines, so the same confirmation delivered twice grants once. Returns the points
   * granted (0: an inactive level, no rate or nothing to grant) and the log position.
   */
  async grant(
    p: { userId: string; orderId: string; lineIds: string[]; amount: number },
    metadata: CommandMetadata,
  ): Promise<{ granted: number; position: number }> {
    const level = await this.levels.levelOf(p.userId);
    const granted = level?.isActive ? pointsEarnedOn(p.amount, level.points) : 0;
    if (granted <= 0) return { granted: 0, position: 0 };
    const { validityDays } = await this.settings.current();
    const command: GrantPoints = {
      type: 'GrantPoints',
      data: {
        userId: p.userId,
        grantId: `purchase-${p.orderId}-${[...p.lineIds].sort().join('+')}`,
        pointId: null,
        name: '구매확정 적립',
        reason: `${level!.name} 등급 ${level!.points}% 적립`,
        orderId: p.orderId,
        amount: granted,
        expiresAt: expiryAfter(metadata.now, validityDays),
      },
      metadata,
    };
    const { events, position } = await this.commands.send<CommandResult>(command);
    return { granted: events.length ? granted : 0, position };
  }

  /** Takes back what is left of the points earned on the order (a return or cancel after 구매확정), with the reason. */
  async clawBack(p: { userId: string; orderId: string; reason: string }, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: ClawBackPoints = { type: 'ClawBackPoints', data: p, metadata };
    return { position: (await this.commands.send<CommandResult>(command)).position };
  }
}
