import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { POINT_MESSAGES, type AdjustMemberPointsDto, type AdjustUserPointsDto } from '@shop/contracts';
import { IdentityQueries } from '../../identity/index.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandResult } from '../../platform/event-sourcing/command-runner.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { balanceOf, type DebitPoints, type GrantPoints, type PointsLedgerState } from '../domain/points-ledger.decider.js';
import { PointAmountRequiredError, PointMemberNotFoundError, PointPolicyInactiveError } from '../promotions.errors.js';
import { PointQueries } from './point.queries.js';
import { PointSettings } from './point-settings.js';

const DAY_MS = 86_400_000;

/** `now` plus `days` days, ISO UTC; null days: null (never expires). */
export const expiryAfter = (now: string, days: number | null): string | null =>
  days === null ? null : new Date(Date.parse(now) + days * DAY_MS).toISOString();

/**
 * Staff grants and debits of a member's points (console user-points, issue 10 "granted and
 * debited by staff … with a reason"). A grant under a policy takes its name and validity (and its
 * fixed amount when none is given); a grant without one lasts the setting's validity days.
 */
@Injectable()
export class MemberPoints {
  constructor(
    private readonly commands: Commands,
    private readonly users: IdentityQueries,
    private readonly queries: PointQueries,
    private readonly settings: PointSettings,
  ) {}

  /**
   * Grants or debits as the DTO says; returns the member's id, balance after and log position.
   * @throws PointMemberNotFoundError (404), PointPolicyNotFoundError (404), PointPolicyInactiveError (409),
   * PointAmountRequiredError (400), InsufficientPointsError on a debit above the balance (409).
   */
  async adjust(dto: AdjustMemberPointsDto, metadata: CommandMetadata): Promise<{ userId: string; balance: number; position: number }> {
    const user = await this.users.userByUsername(dto.username.trim());
    if (!user || user.type === 'OPERATOR') throw new PointMemberNotFoundError();
    return this.adjustById(user._id, dto, metadata);
  }

  /** The same for a member known by id (console users/{id}/points); throws PointMemberNotFoundError (404) for anyone else. */
  async adjustById(userId: string, dto: AdjustUserPointsDto, metadata: CommandMetadata): Promise<{ userId: string; balance: number; position: number }> {
    const user = (await this.users.usersByIds([userId]))[0];
    if (!user || user.type === 'OPERATOR') throw new PointMemberNotFoundError();
    const reason = dto.reason.trim();
    let result: CommandResult<unknown, PointsLedgerState>;
    if (dto.kind === 'debit') {
      if (!dto.amount) throw new PointAmountRequiredError(POINT_MESSAGES.ADJUST_AMOUNT);
      const command: DebitPoints = { type: 'DebitPoints', data: { userId: user._id, debitId: randomUUID(), amount: dto.amount, reason }, metadata };
      result = await this.commands.send(command);
    } else {
      const policy = dto.pointId ? await this.queries.policy(dto.pointId) : null;
      if (policy && !policy.isActive) throw new PointPolicyInactiveError();
      const amount = dto.amount ?? policy?.amount ?? null;
      if (!amount) throw new PointAmountRequiredError(POINT_MESSAGES.ADJUST_AMOUNT);
      const days = policy ? policy.validityDays : (await this.settings.current()).validityDays;
      const command: GrantPoints = {
        type: 'GrantPoints',
        data: {
          userId: user._id,
          grantId: randomUUID(),
          pointId: policy?._id ?? null,
          name: policy?.name ?? '관리자 지급',
          reason,
          orderId: null,
          amount,
          expiresAt: expiryAfter(metadata.now, days),
        },
        metadata,
      };
      result = await this.commands.send(command);
    }
    return { userId: user._id, balance: balanceOf(result.state, metadata.now), position: result.position };
  }
}
