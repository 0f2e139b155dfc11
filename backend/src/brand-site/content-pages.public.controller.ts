import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ContentPageListResponse, ContentPageResponse } from '@shop/contracts';
import { CATALOG } from '../catalog/index.js';
import { Public } from '../platform/auth/auth.guard.js';
import { CachedAnswer } from '../platform/http/answer-cache.js';
import { ApiAnswer } from '../platform/http/openapi.js';
import { queryText } from '../platform/http/query-text.js';
import { CONTENT } from '../content/index.js';
import { ContentPages } from './content-pages.js';

/**
 * The brand site's pages (issue 14; spec §2 Ideas, Company and Info routes): one page by its
 * path, and the list of every shown page. Answers are kept by the answer cache until a page or a
 * product moves (a products block shows product cards).
 */
@ApiTags('content')
@Public()
@Controller('api/v1')
export class ContentPagesPublicController {
  constructor(private readonly pages: ContentPages) {}

  @Get('page')
  @CachedAnswer([CONTENT.pages, CATALOG.products])
  @ApiQuery({ name: 'path', required: true, description: 'The page’s path, e.g. /ideas/bathroom/planning' })
  @ApiAnswer(200, 'ContentPageResponse')
  async page(@Query('path') path: unknown): Promise<ContentPageResponse> {
    return { page: await this.pages.page(queryText(path, 200) ?? '') };
  }

  @Get('pages')
  @CachedAnswer([CONTENT.pages])
  @ApiAnswer(200, 'ContentPageListResponse')
  async list(): Promise<ContentPageListResponse> {
    return { pages: await this.pages.list() };
  }
}
