import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CreateShowroomDto,
  ShowroomDto,
  type ShowcaseDeletedResponse,
  type ShowcaseImageResponse,
  type ShowroomListResponse,
  type ShowroomResponse,
  type ShowroomWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea, CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import { ShowcaseImages } from './showcase-images.js';
import { Showrooms } from './showrooms.js';
import { IMAGE_BODY, readImage } from '../../platform/files/image-upload.js';

/**
 * Console showrooms, /api/console/shop/showrooms(/{code}) (spec §7 Console shop showrooms CRUD;
 * §6 showrooms: admin02 and console). Every write is an event naming the staff member.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('showrooms')
@Controller('api/console/shop/showrooms')
export class ShowroomsConsoleController {
  constructor(
    private readonly showrooms: Showrooms,
    private readonly images: ShowcaseImages,
  ) {}

  /** Every showroom, shown or hidden, in the order they were opened, by words of the name, code or address. */
  @Get()
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'ShowroomListResponse')
  list(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: unknown): Promise<ShowroomListResponse> {
    return this.showrooms.list(pageFromHeaders(headers), { hidden: true, searchValue: queryText(searchValue) });
  }

  /** Stores a showroom picture (field `image`, by content, re-encoded as WebP) and answers its URL for the form. */
  @Post('images')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_BODY)
  @ApiAnswer(201, 'ShowcaseImageResponse')
  async upload(@Req() req: FastifyRequest): Promise<ShowcaseImageResponse> {
    return this.images.save(await readImage(req));
  }

  @Get(':code')
  @ApiAnswer(200, 'ShowroomResponse')
  async one(@Param('code') code: string): Promise<ShowroomResponse> {
    return { showroom: await this.showrooms.one(code, true) };
  }

  /** Opens a showroom under a new code; 409 when the code is in use. */
  @Post()
  @ApiAnswer(201, 'ShowroomWrittenResponse')
  async create(@CurrentUser() staff: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: CreateShowroomDto): Promise<ShowroomWrittenResponse> {
    const position = await this.showrooms.create(dto, staff._user, metadata);
    return { showroom: await this.showrooms.one(dto.code, true), position };
  }

  /** Changes a showroom (the whole form); 404 for none. */
  @Put(':code')
  @ApiAnswer(200, 'ShowroomWrittenResponse')
  async edit(
    @CurrentUser() staff: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('code') code: string,
    @Body() dto: ShowroomDto,
  ): Promise<ShowroomWrittenResponse> {
    const position = await this.showrooms.edit(code, dto, staff._user, metadata);
    return { showroom: await this.showrooms.one(code, true), position };
  }

  @Delete(':code')
  @ApiAnswer(200, 'ShowcaseDeletedResponse')
  async remove(@CurrentUser() staff: Principal, @CommandMeta() metadata: CommandMetadata, @Param('code') code: string): Promise<ShowcaseDeletedResponse> {
    return { deleted: code, position: await this.showrooms.remove(code, staff._user, metadata) };
  }
}
