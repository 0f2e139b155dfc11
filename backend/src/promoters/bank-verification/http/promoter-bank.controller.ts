import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequestHoldVerificationDto, VerifyHoldDto, type HoldVerificationResponse, type PromoterBankResponse } from '@shop/contracts';
import { CurrentUser } from '../../../platform/auth/auth.guard.js';
import type { Principal } from '../../../platform/auth/tokens.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { RateLimited } from '../../../platform/throttle/rate-limit.guard.js';
import { BankVerificationNotFoundError, BankVerificationCodeMismatchError } from '../../promoters.errors.js';
import type { RequestHoldVerification } from '../application/request-hold-verification/request-hold-verification.handler.js';
import type { VerifyHoldCode, VerifyHoldOutcome } from '../application/verify-hold/verify-hold.handler.js';
import { BankVerificationClock } from '../bank-verification.clock.js';
import { PromoterOnly } from '../../http/promoter-only.guard.js';
import { PromoterBanks } from '../promoter-banks.js';

/** Most 1원 requests of one member in {@link HOLD_REQUEST_WINDOW_MS}: each sends money and costs a transfer fee. */
export const HOLD_REQUESTS_PER_WINDOW = 10;
export const HOLD_REQUEST_WINDOW_MS = 60 * 60_000;

/**
 * The promoter's bank account hold verification (1원 인증, spec §3, §4, §7). Always the caller's
 * own, from the token; account numbers only ever masked, codes never shown. An approved
 * promoter's only (403 NOT_PROMOTER otherwise).
 */
@ApiTags('promoter')
@ApiBearerAuth()
@PromoterOnly()
@Controller('api/v1/promoter/bank')
export class PromoterBankController {
  constructor(
    private readonly commands: Commands,
    private readonly banks: PromoterBanks,
    private readonly runner: ProjectionRunner,
    private readonly clock: BankVerificationClock,
  ) {}

  /** The caller's verified account and latest verification (stage INPUT when both are null). */
  @Get()
  @ApiAnswer(200, 'PromoterBankResponse')
  view(@CurrentUser() user: Principal): Promise<PromoterBankResponse> {
    return this.banks.view(user._user);
  }

  /** Sends 1원 to the account with a code in its sender name and opens stage VERIFY (replacing an open verification); at most 10 an hour per member (429). */
  @Post('hold-verifications')
  @RateLimited({ name: 'bank-hold-requests', per: 'member', limit: () => HOLD_REQUESTS_PER_WINDOW, windowMs: HOLD_REQUEST_WINDOW_MS, what: '1원 인증 요청이' })
  @ApiAnswer(201, 'HoldVerificationResponse')
  async request(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Body() dto: RequestHoldVerificationDto,
  ): Promise<HoldVerificationResponse> {
    const command: RequestHoldVerification = {
      type: 'RequestHoldVerification',
      data: { userId: user._user, bankCode: dto.bank.code, accountHolder: dto.bank.accountHolder, accountNumber: dto.bank.accountNumber },
      metadata: this.timed(metadata),
    };
    const { verificationId, position } = await this.commands.send<{ verificationId: string; position: number }>(command);
    return this.answer(user._user, verificationId, position);
  }

  /** Checks the code of the 1원's sender name: SUCCESS, or 422 with the attempts left. */
  @Put('hold-verifications/:id/verify')
  @ApiAnswer(200, 'HoldVerificationResponse')
  async verify(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: VerifyHoldDto,
  ): Promise<HoldVerificationResponse> {
    const command: VerifyHoldCode = {
      type: 'VerifyHoldCode',
      data: { userId: user._user, verificationId: id, code: dto.code.trim() },
      metadata: this.timed(metadata),
    };
    const outcome = await this.commands.send<VerifyHoldOutcome>(command);
    if (!outcome.verified) {
      await this.runner.waitFor(outcome.position, COMMAND_READ_TIMEOUT_MS);
      throw new BankVerificationCodeMismatchError(outcome.attemptsLeft);
    }
    return this.answer(user._user, id, outcome.position);
  }

  private timed(metadata: CommandMetadata): CommandMetadata {
    return { ...metadata, now: this.clock.now().toISOString() };
  }

  private async answer(userId: string, verificationId: string, position: number): Promise<HoldVerificationResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const [verification, { account }] = await Promise.all([this.banks.verification(userId, verificationId), this.banks.view(userId)]);
    if (!verification) throw new BankVerificationNotFoundError();
    return { verification, account, position };
  }
}
