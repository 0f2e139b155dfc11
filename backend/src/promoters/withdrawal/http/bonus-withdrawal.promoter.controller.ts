import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { BANK_CODES, WithdrawBonusDto, type BonusWithdrawalResult, type BonusWithdrawalTerms } from '@shop/contracts';
import { CurrentUser } from '../../../platform/auth/auth.guard.js';
import type { Principal } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { PromoterBanks } from '../../bank-verification/promoter-banks.js';
import { bonusLedgerDecider, bonusLedgerStream } from '../../bonuses/bonus-ledger.decider.js';
import { PromoterOnly } from '../../http/promoter-only.guard.js';
import type { WithdrawPromoterBonus } from '../application/withdraw-bonus.handler.js';
import { BonusWithdrawalSettings } from '../bonus-withdrawal-settings.js';

/**
 * The promoter's bonus withdrawal, /api/v1/promoter/bonuses/withdraw (spec §3 Bonus withdrawal,
 * §4 steps, §7 Promoter POST bonuses/withdraw). Always the caller's own balance and account; an
 * approved promoter's only (403 NOT_PROMOTER otherwise).
 */
@ApiTags('promoter')
@ApiBearerAuth()
@PromoterOnly()
@Controller('api/v1/promoter/bonuses/withdraw')
export class BonusWithdrawalPromoterController {
  constructor(
    private readonly commands: Commands,
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionRunner,
    private readonly banks: PromoterBanks,
    private readonly settings: BonusWithdrawalSettings,
  ) {}

  /** What the steps show: the balance from the ledger itself (원), the minimum and fee in force, and the verified account (masked) or null. */
  @Get()
  @ApiAnswer(200, 'BonusWithdrawalTerms')
  async terms(@CurrentUser() user: Principal): Promise<BonusWithdrawalTerms> {
    const [{ state }, settings, { account }] = await Promise.all([
      this.runner.load(bonusLedgerStream(user._user), bonusLedgerDecider),
      this.settings.current(),
      this.banks.view(user._user),
    ]);
    return {
      balance: Math.max(0, state.balance),
      ...settings,
      account: account && {
        bankCode: account.bankCode,
        bankName: BANK_CODES[account.bankCode] ?? account.bankName,
        accountHolder: account.accountHolder,
        accountNumberMasked: account.accountNumberMasked,
        verifiedAt: account.verifiedAt,
      },
    };
  }

  /**
   * Withdraws `amount` 원 with the step-3 본인인증 and answers the deposit result (PAID, FAILED with
   * the amount back in the balance, or PENDING). Each needs a fresh 본인인증, spent by it, which
   * is what limits how often a member may ask.
   */
  @Post()
  @ApiAnswer(201, 'BonusWithdrawalResult')
  async withdraw(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: WithdrawBonusDto): Promise<BonusWithdrawalResult> {
    const command: WithdrawPromoterBonus = {
      type: 'WithdrawPromoterBonus',
      data: { userId: user._user, certification: dto._certification, amount: dto.amount, withdrawalId: dto.withdrawalId },
      metadata,
    };
    const { position, ...result } = await this.commands.send<BonusWithdrawalResult & { position: number }>(command);
    await this.projections.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return result;
  }
}
