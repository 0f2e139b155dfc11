import { queryText } from '../../../platform/http/query-text.js';
import { Body, Controller, Delete, Get, Headers, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ConsoleReviewDto, type ConsoleReviewListResponse, type ReviewWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { ReviewQueries } from '../review.queries.js';
import { Reviews } from '../reviews.js';

/** Console reviews, /api/console/shop/reviews (spec §7 Console shop reviews GET, PUT, DELETE; §6 admin03 with console). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('reviews')
@Controller('api/console/shop/reviews')
export class ReviewsConsoleController {
  constructor(
    private readonly reviews: Reviews,
    private readonly queries: ReviewQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Every review, hidden ones too, newest first; search words, stars, hidden, product; headers limit/skip. */
  @Get()
  @ApiAnswer(200, 'ConsoleReviewListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'search', required: false, description: 'Words in the subject, content, product name or username' })
  @ApiQuery({ name: 'star', required: false, description: 'Stars 1..5' })
  @ApiQuery({ name: 'hidden', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'product', required: false, description: 'Product id' })
  list(
    @Query('search') search: string | undefined,
    @Query('star') star: string | undefined,
    @Query('hidden') hidden: string | undefined,
    @Query('product') product: string | undefined,
    @Headers() headers: Record<string, string>,
  ): Promise<ConsoleReviewListResponse> {
    const stars = Number(star);
    return this.queries.consolePage(
      {
        search: queryText(search),
        star: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
        hidden: hidden === 'true' ? true : hidden === 'false' ? false : undefined,
        product: queryText(product, 64) || undefined,
      },
      pageFromHeaders(headers),
    );
  }

  /** Hides or shows the review and answers it (an empty reply removes the answer). 404 unknown review. */
  @Put(':id')
  @ApiAnswer(200, 'ReviewWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: ConsoleReviewDto): Promise<ReviewWrittenResponse> {
    return this.answer(id, await this.reviews.moderate(id, { hidden: dto.hidden ?? undefined, reply: dto.reply ?? undefined }, metadata));
  }

  /** Deletes the review. 404 unknown review. */
  @Delete(':id')
  @ApiAnswer(200, 'ReviewWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ReviewWrittenResponse> {
    return this.answer(id, await this.reviews.remove(null, id, metadata));
  }

  private async answer(id: string, position: number): Promise<ReviewWrittenResponse> {
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { review: await this.queries.consoleOne(id), position };
  }
}
