import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { QUESTION_CATEGORIES, questionCategoryOf, type CenterPostListResponse, type CenterPostResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { CachedAnswer } from '../../platform/http/answer-cache.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { queryText } from '../../platform/http/query-text.js';
import { CenterPosts } from './center-posts.js';
import { CENTER_POSTS } from './center-posts.projection.js';

/** The shop's notices and FAQs (spec §2 /center/notice, /center/notice/{_notification}, /center/faq; §7 Center notifications, faqs). */
@ApiTags('center')
@Public()
@Controller('api/v1/center')
export class CenterPostsPublicController {
  constructor(private readonly posts: CenterPosts) {}

  /** One page of shown notices, pinned first, then newest (headers limit/skip), by words in title or content. */
  @Get('notifications')
  @CachedAnswer([CENTER_POSTS])
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'CenterPostListResponse')
  notices(@Headers() headers: Record<string, string>, @Query('searchValue') searchValue?: unknown): Promise<CenterPostListResponse> {
    return this.posts.list('NOTICE', { searchValue: queryText(searchValue) }, pageFromHeaders(headers));
  }

  /** One shown notice with its neighbours (이전글/다음글); 404 for a missing or hidden one. */
  @Get('notifications/:id')
  @CachedAnswer([CENTER_POSTS])
  @ApiAnswer(200, 'CenterPostResponse')
  notice(@Param('id') id: string): Promise<CenterPostResponse> {
    return this.posts.one('NOTICE', id);
  }

  /** The shown FAQs of one §9 category or all, in staff's order (headers limit/skip), by words in the question or answer. */
  @Get('faqs')
  @CachedAnswer([CENTER_POSTS])
  @ApiPaging()
  @ApiQuery({ name: 'category', required: false, enum: QUESTION_CATEGORIES })
  @ApiQuery({ name: 'searchValue', required: false })
  @ApiAnswer(200, 'CenterPostListResponse')
  faqs(
    @Headers() headers: Record<string, string>,
    @Query('category') category?: unknown,
    @Query('searchValue') searchValue?: unknown,
  ): Promise<CenterPostListResponse> {
    return this.posts.list('FAQ', { category: questionCategoryOf(queryText(category)), searchValue: queryText(searchValue) }, pageFromHeaders(headers));
  }
}
