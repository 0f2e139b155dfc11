import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AdjustUserBonusDto,
  BONUS_TYPES,
  SalesBonusRatesDto,
  staffBonusTypeOf,
  type BonusType,
  type ConsoleBonusListResponse,
  type ConsoleBonusWrittenResponse,
  type ConsoleUserBonusesResponse,
  type SalesBonusRatesResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import type { AccrueBonus, AdjustBonus } from '../bonuses/bonus-ledger.decider.js';
import { BonusQueries } from '../bonuses/bonus.queries.js';
import { SalesBonusRates } from '../bonuses/sales-bonus-rates.js';
import type { SetSalesBonusRates } from '../bonuses/sales-bonus-rates.decider.js';
import { BonusPromoterNotFoundError } from '../promoters.errors.js';

const TYPES: readonly string[] = [...BONUS_TYPES, 'WITHDRAWAL'];
const typeOf = (type?: string) => (type && TYPES.includes(type) ? (type as BonusType | 'WITHDRAWAL') : undefined);

/**
 * Promoters' bonuses in the console (spec §2 console `user-bonuses`, §6 bonuses console only, §7
 * Users "with nested bonuses", §9 bonus types): every promoter's lines, one promoter's balance and
 * lines, staff grants (관리자 지급) and debits (차감), and the sales bonus rates (적립률).
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userBonuses')
@Controller('api/console')
export class UserBonusesConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly bonuses: BonusQueries,
    private readonly promoters: PromoterQueries,
    private readonly rates: SalesBonusRates,
    private readonly runner: ProjectionRunner,
  ) {}

  /** All promoters' bonus lines, newest first (headers limit/skip), of one `type` or all, of promoters whose username or name holds `searchValue`. */
  @Get('user-bonuses')
  @ApiAnswer(200, 'ConsoleBonusListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: "Words in the promoter's username or name (first 50 characters)" })
  @ApiQuery({ name: 'type', required: false, description: `${TYPES.join(' | ')}` })
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('type') type?: string,
  ): Promise<ConsoleBonusListResponse> {
    return this.bonuses.all({ searchValue: searchValue?.trim().slice(0, 50) || undefined, type: typeOf(type) }, pageFromHeaders(headers));
  }

  /** One promoter's balance (원) and lines, newest first (headers limit/skip), of one `type` or all; a member with none answers balance 0. */
  @Get('users/:id/bonuses')
  @ApiAnswer(200, 'ConsoleUserBonusesResponse')
  @ApiPaging()
  @ApiQuery({ name: 'type', required: false, description: `${TYPES.join(' | ')}` })
  userBonuses(@Param('id') id: string, @Headers() headers: Record<string, string>, @Query('type') type?: string): Promise<ConsoleUserBonusesResponse> {
    return this.bonuses.bonuses(id, typeOf(type), pageFromHeaders(headers));
  }

  /**
   * Grants (amount > 0) or debits (amount < 0, 차감) the promoter's bonus with a reason, once per
   * `adjustmentId` (the client's, or a new one); answers the balance after it. A goods (상품 보너스)
   * or grade (등급 보너스) bonus is credited as earned (AccrueBonus, counted as accrued in the
   * month's settlement); a plain grant (관리자 지급) or a debit is an adjustment (spec §9 bonus
   * types). 404 BONUS_PROMOTER_NOT_FOUND for a member who is not an approved promoter; 409
   * BONUS_INSUFFICIENT for a debit beyond the balance (nothing is written).
   */
  @Post('users/:id/bonuses')
  @ApiAnswer(201, 'ConsoleBonusWrittenResponse')
  async adjust(@Param('id') id: string, @CommandMeta() metadata: CommandMetadata, @Body() dto: AdjustUserBonusDto): Promise<ConsoleBonusWrittenResponse> {
    if (!(await this.promoters.isPromoter(id))) throw new BonusPromoterNotFoundError();
    const adjustmentId = dto.adjustmentId ?? randomUUID();
    const type = staffBonusTypeOf(dto.amount, dto.type);
    const reason = dto.reason.trim();
    const command: AdjustBonus | AccrueBonus =
      type === 'GOODS' || type === 'GRADE'
        ? {
            type: 'AccrueBonus',
            data: {
              promoterId: id,
              accrualId: `${type.toLowerCase()}:${adjustmentId}`,
              bonusType: type,
              amount: dto.amount,
              promoteeId: null,
              purchaseId: null,
              reason,
            },
            metadata,
          }
        : { type: 'AdjustBonus', data: { promoterId: id, adjustmentId, amount: dto.amount, reason, adjustedBy: metadata.userId ?? '' }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const { balance } = await this.bonuses.bonuses(id, undefined, { limit: 1, skip: 0 });
    return { adjustmentId, balance, position };
  }

  /** The sales bonus rates in force (percents): default, per member level, per product category; 3% by default before any were set. */
  @Get('sales-bonus-rates')
  @ApiAnswer(200, 'SalesBonusRatesResponse')
  salesBonusRates(): Promise<SalesBonusRatesResponse> {
    return this.rates.answer();
  }

  /**
   * Replaces the whole table of sales bonus rates (0–100, one decimal at most; a level or category
   * once). From then on a promotee's confirmed line earns its category's rate, else the promoter's
   * level's, else the default. 400 on a bad percent or a repeated level or category.
   */
  @Put('sales-bonus-rates')
  @ApiAnswer(200, 'SalesBonusRatesResponse')
  async setSalesBonusRates(@CommandMeta() metadata: CommandMetadata, @Body() dto: SalesBonusRatesDto): Promise<SalesBonusRatesResponse> {
    const command: SetSalesBonusRates = {
      type: 'SetSalesBonusRates',
      data: { defaultPercent: dto.defaultPercent, byLevel: dto.byLevel, byCategory: dto.byCategory, setBy: metadata.userId ?? '' },
      metadata,
    };
    await this.commands.send(command);
    return this.rates.answer();
  }
}
