import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DecidePromoterRequestDto, type ConsolePromoterRequestResponse, type PromoterRequestWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import type { DecidePromoterRequest } from '../application/decide-promoter-request/decide-promoter-request.handler.js';
import { PromoterQueries } from '../application/promoter.queries.js';
import { PromoterRequestNotFoundError } from '../promoters.errors.js';

/** A member's promoter request in the console, /api/console/users/{id}/promoter (spec §4, §6 users: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('users')
@Controller('api/console/users')
export class PromotersConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: PromoterQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The member's request as staff see it (resident and account numbers masked); null when they never applied. */
  @Get(':id/promoter')
  @ApiAnswer(200, 'ConsolePromoterRequestResponse')
  async request(@Param('id') id: string): Promise<ConsolePromoterRequestResponse> {
    return { request: await this.queries.requestOf(id) };
  }

  /** Approves (a unique promoter code is given) or rejects (reason required, 400) an awaiting request; 404 none, 409 not awaiting. */
  @Put(':id/promoter')
  @ApiAnswer(200, 'PromoterRequestWrittenResponse')
  async decide(
    @Param('id') id: string,
    @CommandMeta() metadata: CommandMetadata,
    @Body() dto: DecidePromoterRequestDto,
  ): Promise<PromoterRequestWrittenResponse> {
    const command: DecidePromoterRequest = {
      type: 'DecidePromoterRequest',
      data: { userId: id, status: dto.status, reason: dto.reason?.trim() || null, decidedBy: metadata.userId ?? '' },
      metadata,
    };
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const request = await this.queries.requestOf(id);
    if (!request) throw new PromoterRequestNotFoundError();
    return { request, position };
  }
}
