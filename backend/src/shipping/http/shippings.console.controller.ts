import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SaveShippingDto, ShippingTargetType, type ShippingListResponse, type ShippingResponse, type ShippingWrittenResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { ShippingRules } from '../application/shipping-rules.js';

const TARGET_TYPES = Object.values(ShippingTargetType) as string[];

/** Console shipping rules with their options, /api/console/shop/shippings (spec §7 Shop; §6: console and admin02). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('shippings')
@Controller('api/console/shop/shippings')
export class ShippingsConsoleController {
  constructor(
    private readonly rules: ShippingRules,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiAnswer(200, 'ShippingListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the name (first 50 characters)' })
  @ApiQuery({ name: 'targetType', required: false, enum: TARGET_TYPES })
  @ApiQuery({ name: 'isActive', required: false, enum: ['true', 'false'] })
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('targetType') targetType?: string,
    @Query('isActive') isActive?: string,
  ): Promise<ShippingListResponse> {
    return this.rules.list(
      {
        searchValue: typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined,
        targetType: TARGET_TYPES.includes(targetType ?? '') ? (targetType as ShippingTargetType) : undefined,
        isActive: isActive === 'true' ? true : isActive === 'false' ? false : undefined,
      },
      pageFromHeaders(headers),
    );
  }

  @Get(':id')
  @ApiAnswer(200, 'ShippingResponse')
  async one(@Param('id') id: string): Promise<ShippingResponse> {
    return { shipping: await this.rules.one(id) };
  }

  /** Creates a rule. */
  @Post()
  @ApiAnswer(201, 'ShippingWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: SaveShippingDto): Promise<ShippingWrittenResponse> {
    const { id, position } = await this.rules.create(dto, metadata);
    return this.answer(id, position);
  }

  /** Replaces a rule's fields and options. */
  @Put(':id')
  @ApiAnswer(200, 'ShippingWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: SaveShippingDto): Promise<ShippingWrittenResponse> {
    return this.answer(id, (await this.rules.update(id, dto, metadata)).position);
  }

  /** Deletes a rule. */
  @Delete(':id')
  @ApiAnswer(200, 'ShippingWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ShippingWrittenResponse> {
    return this.answer(id, (await this.rules.remove(id, metadata)).position);
  }

  private async answer(id: string, position: number): Promise<ShippingWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { shipping: await this.rules.one(id).catch(() => null), position };
  }
}
