import { Body, Controller, Delete, Get, Headers, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RefundAccountDto, type ReceiptListResponse, type RefundAccountResponse, type RefundAccountWrittenResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ReceiptQueries } from '../application/receipts.queries.js';
import { RefundAccounts, type SaveRefundAccount } from '../application/refund-accounts/refund-accounts.js';
import type { DeleteRefundAccount } from '../domain/refund-account.decider.js';

/**
 * The member's receipts (/mypage/receipt: card 매출전표 and 현금영수증) and refund account
 * (/mypage/refund-account), spec §2. Always the caller's own, from the token; account numbers
 * only ever masked.
 */
@ApiTags('receipts')
@ApiBearerAuth()
@Controller('api/v1/me')
export class ReceiptsMeController {
  constructor(
    private readonly commands: Commands,
    private readonly receipts: ReceiptQueries,
    private readonly refundAccounts: RefundAccounts,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The caller's card and cash receipts, newest first (headers limit/skip). */
  @Get('receipts')
  @ApiAnswer(200, 'ReceiptListResponse')
  @ApiPaging()
  list(@CurrentUser() user: Principal, @Headers() headers: Record<string, string>): Promise<ReceiptListResponse> {
    return this.receipts.memberReceipts(user._user, pageFromHeaders(headers));
  }

  /** The caller's refund account, number masked; null when none is registered. */
  @Get('refund-account')
  @ApiAnswer(200, 'RefundAccountResponse')
  async refundAccount(@CurrentUser() user: Principal): Promise<RefundAccountResponse> {
    return { refundAccount: await this.refundAccounts.view(user._user) };
  }

  /** Registers or replaces the caller's refund account (bank code and number encrypted at rest). */
  @Put('refund-account')
  @ApiAnswer(200, 'RefundAccountWrittenResponse')
  async saveRefundAccount(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Body() dto: RefundAccountDto,
  ): Promise<RefundAccountWrittenResponse> {
    const command: SaveRefundAccount = {
      type: 'SaveRefundAccount',
      data: { userId: user._user, bankCode: dto.bankCode, accountHolder: dto.accountHolder, accountNumber: dto.accountNumber },
      metadata,
    };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { refundAccount: await this.refundAccounts.view(user._user), position };
  }

  /** Removes the caller's refund account; 404 when there is none. */
  @Delete('refund-account')
  @ApiAnswer(200, 'RefundAccountWrittenResponse')
  async deleteRefundAccount(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata): Promise<RefundAccountWrittenResponse> {
    const command: DeleteRefundAccount = { type: 'DeleteRefundAccount', data: { userId: user._user }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { refundAccount: null, position };
  }
}
