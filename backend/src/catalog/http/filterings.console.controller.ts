import { Body, Controller, Delete, Get, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  CreateFilteringDto,
  DisplayCode,
  PickDisplayProductsDto,
  ReorderFilteringsDto,
  UpdateFilteringDto,
  type ConsoleFilteringListResponse,
  type ConsoleFilteringWrittenResponse,
  type HomeDisplayPicksResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ConsoleDisplays } from '../application/console-taxonomy/console-displays.js';
import { ConsoleFilterings } from '../application/console-taxonomy/console-filterings.js';
import { settled } from './taxonomy.console.controller.js';

/**
 * The filterings editor, /api/console/shop/filterings (spec §2 console shop/filtering; §7 Console
 * shop filterings CRUD; §6 filtering: admin02 and console): the facets the shop's product lists
 * offer. Each write is an event of the filtering's stream naming the staff member, answered once
 * the read models show it.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('filtering')
@Controller('api/console/shop/filterings')
export class FilteringsConsoleController {
  constructor(
    private readonly filterings: ConsoleFilterings,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Every filtering in the shop's order, and the product property names in use to pick from. */
  @Get()
  @ApiAnswer(200, 'ConsoleFilteringListResponse')
  list(): Promise<ConsoleFilteringListResponse> {
    return this.filterings.list();
  }

  /** Creates a filtering; 409 for a code in use. */
  @Post()
  @ApiAnswer(201, 'ConsoleFilteringWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CreateFilteringDto): Promise<ConsoleFilteringWrittenResponse> {
    const position = await this.filterings.create(dto, metadata);
    await settled(this.runner, position);
    return { filtering: await this.filterings.one(dto.code), position };
  }

  /** Puts the filterings in the order of `codes`; 404 when a code names none. */
  @Put('order')
  @ApiAnswer(200, 'ConsoleFilteringListResponse')
  async reorder(@CommandMeta() metadata: CommandMetadata, @Body() dto: ReorderFilteringsDto): Promise<ConsoleFilteringListResponse> {
    await settled(this.runner, await this.filterings.reorder(dto.codes, metadata));
    return this.filterings.list();
  }

  /** Changes the fields sent (name, property, values, order, enabled). 404 for an unknown filtering. */
  @Put(':code')
  @ApiAnswer(200, 'ConsoleFilteringWrittenResponse')
  async update(
    @CommandMeta() metadata: CommandMetadata,
    @Param('code') code: string,
    @Body() dto: UpdateFilteringDto,
  ): Promise<ConsoleFilteringWrittenResponse> {
    const position = await this.filterings.update(code, dto, metadata);
    await settled(this.runner, position);
    return { filtering: await this.filterings.one(code), position };
  }

  /** Deletes a filtering. 404 for an unknown one. */
  @Delete(':code')
  @ApiAnswer(200, 'ConsoleFilteringWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string): Promise<ConsoleFilteringWrittenResponse> {
    const position = await this.filterings.remove(code, metadata);
    await settled(this.runner, position);
    return { filtering: null, position };
  }
}

const DISPLAY_CODES = new Set<string>(Object.values(DisplayCode));

/** A display code of spec §9, else 404. */
function displayCodeOf(code: string): DisplayCode {
  if (!DISPLAY_CODES.has(code)) throw new NotFoundException({ statusCode: 404, code: 'NOT_FOUND', message: '디스플레이 코드를 찾을 수 없습니다' });
  return code as DisplayCode;
}

/**
 * The products of a home display block, /api/console/main/displays/{code} (spec §2 console
 * main/display/{code}; §6 display: admin02 and console): staff pick and order them. Mirrors
 * main/reviews/{code} and writes the display group of the code (console shop/display), which
 * the home's product lists read; 404 for a code that is not one of spec §9's display codes.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('display')
@Controller('api/console/main/displays')
export class HomeDisplaysConsoleController {
  constructor(
    private readonly displays: ConsoleDisplays,
    private readonly runner: ProjectionRunner,
  ) {}

  /** The products the home block shows, in order (staff's picks, else the products flagged with the code). */
  @Get(':code')
  @ApiAnswer(200, 'HomeDisplayPicksResponse')
  async get(@Param('code') code: string): Promise<HomeDisplayPicksResponse> {
    const checked = displayCodeOf(code);
    return { code: checked, ...(await this.displays.homePicks(checked)), position: 0 };
  }

  /** Sets the block's products in order (at most 200, each once). 404 for an unknown product. */
  @Put(':code')
  @ApiAnswer(200, 'HomeDisplayPicksResponse')
  async put(@CommandMeta() metadata: CommandMetadata, @Param('code') code: string, @Body() dto: PickDisplayProductsDto): Promise<HomeDisplayPicksResponse> {
    const checked = displayCodeOf(code);
    const position = await this.displays.pickForHome(checked, dto.productIds, metadata);
    await settled(this.runner, position);
    return { code: checked, ...(await this.displays.homePicks(checked)), position };
  }
}
