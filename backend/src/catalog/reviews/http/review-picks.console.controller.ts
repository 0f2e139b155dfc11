import { Body, Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PickReviewsDto, type ReviewPicksResponse } from '@shop/contracts';
import { ConsoleArea } from '../../../platform/auth/auth.guard.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import type { PickReviews } from '../review-picks.decider.js';
import { ReviewQueries } from '../review.queries.js';

/** A display code: lowercase letters, digits and dashes, 1 to 40. */
const CODE = /^[a-z0-9-]{1,40}$/;

function checkedCode(code: string): string {
  if (!CODE.test(code)) throw new NotFoundException({ statusCode: 404, code: 'NOT_FOUND', message: '디스플레이 코드를 찾을 수 없습니다' });
  return code;
}

/** The reviews picked for a home display, /api/console/main/reviews/{code} (spec §2 console main/review/{code}; reviews area of §6). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('reviews')
@Controller('api/console/main/reviews')
export class ReviewPicksConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: ReviewQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The picked reviews in order (hidden ones too, marked; deleted ones left out). */
  @Get(':code')
  @ApiAnswer(200, 'ReviewPicksResponse')
  async get(@Param('code') code: string): Promise<ReviewPicksResponse> {
    return { code, reviews: await this.queries.picked(checkedCode(code), true), position: 0 };
  }

  /** Sets the picked reviews, in order (at most 20, each once). 404 for an id naming no review. */
  @Put(':code')
  @ApiAnswer(200, 'ReviewPicksResponse')
  async put(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: PickReviewsDto): Promise<ReviewPicksResponse> {
    checkedCode(code);
    const command: PickReviews = { type: 'PickReviews', data: { code, reviewIds: dto.reviews, known: await this.queries.existing(dto.reviews) }, metadata };
    const { position } = await this.commands.send(command);
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { code, reviews: await this.queries.picked(code, true), position };
  }
}
