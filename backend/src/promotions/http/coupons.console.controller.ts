import { BadRequestException, Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CouponDto,
  CouponIssueType,
  IssueUserCouponDto,
  type ConsoleUserCouponListResponse,
  type ConsoleUserCouponWrittenResponse,
  type CouponIssueType as IssueType,
  type CouponListResponse,
  type CouponResponse,
  type CouponWrittenResponse,
} from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { Coupons } from '../application/coupons.js';

const ISSUE_TYPE_MESSAGE = '발급 방식은 instant 또는 request로 조회해주세요';
const ACTIVE_MESSAGE = '사용 여부는 true 또는 false로 조회해주세요';

/** Console coupons, /api/console/shop/coupons (spec §7 shop CRUD coupons; §6: console and admin02). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('coupons')
@Controller('api/console/shop/coupons')
export class CouponsConsoleController {
  constructor(
    private readonly coupons: Coupons,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiAnswer(200, 'CouponListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the name or code (first 50 characters)' })
  @ApiQuery({ name: 'issueType', required: false, enum: Object.values(CouponIssueType) })
  @ApiQuery({ name: 'isActive', required: false, enum: ['true', 'false'] })
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('issueType') issueType?: string,
    @Query('isActive') isActive?: string,
  ): Promise<CouponListResponse> {
    if (issueType && !(Object.values(CouponIssueType) as string[]).includes(issueType)) throw new BadRequestException(ISSUE_TYPE_MESSAGE);
    if (isActive && isActive !== 'true' && isActive !== 'false') throw new BadRequestException(ACTIVE_MESSAGE);
    return this.coupons.list(
      {
        searchValue: typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined,
        issueType: (issueType || undefined) as IssueType | undefined,
        isActive: isActive ? isActive === 'true' : undefined,
      },
      pageFromHeaders(headers),
    );
  }

  @Get(':id')
  @ApiAnswer(200, 'CouponResponse')
  async one(@Param('id') id: string): Promise<CouponResponse> {
    return { coupon: await this.coupons.one(id) };
  }

  /** Creates a coupon; a download code is claimed among coupons (409 COUPON_CODE_TAKEN). */
  @Post()
  @ApiAnswer(201, 'CouponWrittenResponse')
  async create(@CommandMeta() metadata: CommandMetadata, @Body() dto: CouponDto): Promise<CouponWrittenResponse> {
    const { id, position } = await this.coupons.create(dto, metadata);
    return this.answer(id, position);
  }

  /** Replaces a coupon; members' coupons already issued keep what they were issued with. */
  @Put(':id')
  @ApiAnswer(200, 'CouponWrittenResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string, @Body() dto: CouponDto): Promise<CouponWrittenResponse> {
    return this.answer(id, (await this.coupons.update(id, dto, metadata)).position);
  }

  /** Deletes a coupon: no more issues; members' coupons stay usable. */
  @Delete(':id')
  @ApiAnswer(200, 'CouponWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<CouponWrittenResponse> {
    return this.answer(id, (await this.coupons.remove(id, metadata)).position);
  }

  private async answer(id: string, position: number): Promise<CouponWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { coupon: await this.coupons.one(id).catch(() => null), position };
  }
}

/** Console members' coupons, /api/console/user-coupons and users/{id}/coupons (spec §2 user-coupons; §6: console only). */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('userCoupons')
@Controller('api/console')
export class UserCouponsConsoleController {
  constructor(
    private readonly coupons: Coupons,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get('user-coupons')
  @ApiAnswer(200, 'ConsoleUserCouponListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'searchValue', required: false, description: 'Words in the coupon name, member username or name (first 50 characters)' })
  @ApiQuery({ name: 'coupon', required: false, description: 'Only the members’ coupons of this coupon id' })
  list(
    @Headers() headers: Record<string, string>,
    @Query('searchValue') searchValue?: string,
    @Query('coupon') coupon?: string,
  ): Promise<ConsoleUserCouponListResponse> {
    return this.coupons.consoleList(
      {
        searchValue: typeof searchValue === 'string' ? searchValue.slice(0, 50) : undefined,
        couponId: typeof coupon === 'string' && coupon ? coupon : undefined,
      },
      pageFromHeaders(headers),
    );
  }

  /** One member's coupons (spec §7 users with nested coupons). */
  @Get('users/:id/coupons')
  @ApiAnswer(200, 'ConsoleUserCouponListResponse')
  @ApiPaging()
  ofMember(@Headers() headers: Record<string, string>, @Param('id') id: string): Promise<ConsoleUserCouponListResponse> {
    return this.coupons.consoleList({ userId: id }, pageFromHeaders(headers));
  }

  /** Issues a coupon to a member by username (any coupon; only its shop-wide limits apply). */
  @Post('user-coupons')
  @ApiAnswer(201, 'ConsoleUserCouponWrittenResponse')
  async issue(@CommandMeta() metadata: CommandMetadata, @Body() dto: IssueUserCouponDto): Promise<ConsoleUserCouponWrittenResponse> {
    const { userCouponIds, position } = await this.coupons.issueTo(dto.coupon, dto.username, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { userCoupons: await this.coupons.consoleByIds(userCouponIds), position };
  }

  /** Deletes a member's coupon. */
  @Delete('user-coupons/:id')
  @ApiAnswer(200, 'ConsoleUserCouponWrittenResponse')
  async remove(@CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<ConsoleUserCouponWrittenResponse> {
    const { position } = await this.coupons.removeUserCoupon(null, id, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { userCoupons: [], position };
  }
}
