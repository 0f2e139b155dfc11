import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CenterPostDto,
  RestoreVersionDto,
  QUESTION_CATEGORIES,
  type CenterPostKind,
  type CenterPostListResponse,
  type CenterPostResponse,
  type CenterPostWrittenResponse,
  questionCategoryOf,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import { ContentHistory, HistoryRoute, RestoreRoute } from '../../content/index.js';
import { centerPostSource } from './center-post-history.js';
import { CenterPosts } from './center-posts.js';

/**
 * The console controller of one kind of post at `path` under the §6 `area` (notices and FAQs share
 * the calls; each gets a class of its own so its routes, guard area and API tags are its own).
 */
function centerPostsConsoleController(kind: CenterPostKind, path: string, area: 'notices' | 'faqs') {
  @ApiTags('console')
  @ApiBearerAuth()
  @ConsoleArea(area)
  @Controller(path)
  class CenterPostsConsoleController {
    constructor(
      readonly posts: CenterPosts,
      readonly versions: ContentHistory,
    ) {}

    /** Every post of the kind, hidden ones too, in the shop's order (headers limit/skip), by words and (FAQ) category. */
    @Get()
    @ApiPaging()
    @ApiQuery({ name: 'searchValue', required: false })
    @ApiQuery({ name: 'category', required: false, enum: QUESTION_CATEGORIES })
    @ApiAnswer(200, 'CenterPostListResponse')
    list(
      @Headers() headers: Record<string, string>,
      @Query('searchValue') searchValue?: unknown,
      @Query('category') category?: unknown,
    ): Promise<CenterPostListResponse> {
      return this.posts.list(
        kind,
        { searchValue: queryText(searchValue), category: questionCategoryOf(queryText(category)), includeHidden: true },
        pageFromHeaders(headers),
      );
    }

    /** One post, hidden or not (404 when missing). */
    @Get(':id')
    @ApiAnswer(200, 'CenterPostResponse')
    one(@Param('id') id: string): Promise<CenterPostResponse> {
      return this.posts.one(kind, id, true);
    }

    /** Publishes a post; the event names the staff member. */
    @Post()
    @ApiAnswer(201, 'CenterPostWrittenResponse')
    publish(@CommandMeta() metadata: CommandMetadata, @Body() dto: CenterPostDto): Promise<CenterPostWrittenResponse> {
      return this.posts.publish(kind, dto, metadata);
    }

    /** Rewrites a post whole (404 when missing). */
    @Put(':id')
    @ApiAnswer(200, 'CenterPostWrittenResponse')
    edit(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: CenterPostDto): Promise<CenterPostWrittenResponse> {
      return this.posts.edit(kind, id, dto, metadata);
    }

    /** Deletes a post (404 when missing); answers `post: null`. */
    @Delete(':id')
    @ApiAnswer(200, 'CenterPostWrittenResponse')
    remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<CenterPostWrittenResponse> {
      return this.posts.remove(kind, id, metadata);
    }

    /** The post's versions, newest first, with their authors (issue 14); 404 for none or a post of the other kind. */
    @HistoryRoute() history(@Param('id') id: string) {
      return this.versions.listOf(centerPostSource(kind, id));
    }

    /** Brings the post back to its fields as of `version` (issue 14); 404 for no post or version, 409 once deleted or changed since `current`. */
    @RestoreRoute() restore(
      @CommandMeta() metadata: CommandMetadata,
      @Param('id') id: string,
      @Param('version') version: string,
      @Body() dto: RestoreVersionDto,
    ) {
      return this.versions.restoreOf(centerPostSource(kind, id), version, metadata, dto);
    }
  }
  return CenterPostsConsoleController;
}

/** Console notices, /api/console/center/notifications (spec §7 Console "CRUD for center … notifications"; §6 notices: admin02 and console). */
export const NoticesConsoleController = centerPostsConsoleController('NOTICE', 'api/console/center/notifications', 'notices');

/** Console FAQs, /api/console/center/faqs (spec §7 Console "CRUD for center faqs"; §6 faqs: admin02 and console). */
export const FaqsConsoleController = centerPostsConsoleController('FAQ', 'api/console/center/faqs', 'faqs');
