import { Body, Controller, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  BONUS_WITHDRAWAL_STATUS_TEXT,
  ReconcileBonusWithdrawalDto,
  type BonusWithdrawalResult,
  type BonusWithdrawalStatus,
  type ConsoleBonusWithdrawalListResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../../platform/auth/auth.guard.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../../platform/http/paging.js';
import { queryText } from '../../../platform/http/query-text.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { BonusWithdrawalNotFoundError } from '../../promoters.errors.js';
import type { ReconcileBonusWithdrawal } from '../application/reconcile-bonus-withdrawal.handler.js';
import { BonusWithdrawalQueries } from '../bonus-withdrawal.queries.js';

const STATUSES = Object.keys(BONUS_WITHDRAWAL_STATUS_TEXT);

/**
 * The promoters' bonus withdrawals in the console (spec §2 console `user-bonuses`, §6 bonuses
 * console only; issue 12): the list with each transfer's status, and asking the bank how a
 * PENDING one ended (이체결과조회).
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userBonuses')
@Controller('api/console/bonus-withdrawals')
export class BonusWithdrawalsConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly withdrawals: BonusWithdrawalQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** One page of withdrawals, newest first (headers limit/skip), of one `status` or all, with the count still PENDING. */
  @Get()
  @ApiAnswer(200, 'ConsoleBonusWithdrawalListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'status', required: false, description: STATUSES.join(' | ') })
  list(@Headers() headers: Record<string, string>, @Query('status') status?: unknown): Promise<ConsoleBonusWithdrawalListResponse> {
    const wanted = queryText(status);
    return this.withdrawals.list(wanted && STATUSES.includes(wanted) ? (wanted as BonusWithdrawalStatus) : undefined, pageFromHeaders(headers));
  }

  /**
   * Asks the bank how a withdrawal's transfer ended and records it (PAID, or FAILED with the
   * amount back in the balance); answers the withdrawal's result, still PENDING when the bank
   * cannot tell yet. 404 BONUS_WITHDRAWAL_NOT_FOUND; 409 BONUS_WITHDRAWAL_UNTRACEABLE.
   */
  @Put(':id/reconcile')
  @ApiAnswer(200, 'BonusWithdrawalResult')
  async reconcile(@Param('id') id: string, @CommandMeta() metadata: CommandMetadata, @Body() dto: ReconcileBonusWithdrawalDto): Promise<BonusWithdrawalResult> {
    const promoterId = await this.withdrawals.promoterOf(id);
    if (!promoterId) throw new BonusWithdrawalNotFoundError();
    const command: ReconcileBonusWithdrawal = {
      type: 'ReconcileBonusWithdrawal',
      data: { promoterId, withdrawalId: id, memo: dto?.memo?.trim() || null },
      metadata,
    };
    const { position, ...result } = await this.commands.send<BonusWithdrawalResult & { position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return result;
  }
}
