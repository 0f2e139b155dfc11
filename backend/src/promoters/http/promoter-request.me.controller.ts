import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PromoterRequestDto, type MyPromoterRequestResponse, type PromoterRequestWrittenResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import type { ApplyForPromoter } from '../application/apply-for-promoter/apply-for-promoter.handler.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import { PromoterRequestNotFoundError } from '../promoters.errors.js';

/** The member's own promoter request, /api/v1/me/promoter-request (spec §3 Promoter approval request, §4). */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/promoter-request')
export class PromoterRequestMeController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: PromoterQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The member's request: status, staff's reason, the promoter code once approved, the masked resident and account numbers; null when none. */
  @Get()
  @ApiAnswer(200, 'MyPromoterRequestResponse')
  async mine(@CurrentUser() user: Principal): Promise<MyPromoterRequestResponse> {
    return { request: await this.queries.requestOf(user._user) };
  }

  /**
   * Applies with a fresh 본인인증: 201 with the request AWAITING; 400 with the spec §5 or
   * resident-number message; 409 PROMOTER_REQUEST_OPEN / ALREADY_PROMOTER; 422 CERTIFICATION_INVALID
   * or PROMOTER_IDENTITY_MISMATCH.
   */
  @Post()
  @ApiAnswer(201, 'PromoterRequestWrittenResponse')
  async apply(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Body() dto: PromoterRequestDto,
  ): Promise<PromoterRequestWrittenResponse> {
    const command: ApplyForPromoter = {
      type: 'ApplyForPromoter',
      data: {
        userId: user._user,
        terms: dto._terms,
        type: dto.type,
        certification: dto.certification,
        phone: dto.phone,
        bank: dto.bank,
        residentRegistrationNumber: dto.residentRegistrationNumber,
      },
      metadata,
    };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const request = await this.queries.requestOf(user._user);
    if (!request) throw new PromoterRequestNotFoundError();
    return { request, position };
  }
}
