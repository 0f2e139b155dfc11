import { BadRequestException, Body, Controller, Delete, Get, Headers, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  COUPON_MESSAGES,
  ChooseCouponProductDto,
  ChooseCouponShippingCodeDto,
  DownloadCouponDto,
  USER_COUPON_TABS,
  UserCouponTab,
  type DownloadableCouponListResponse,
  type UserCouponListResponse,
  type UserCouponWrittenResponse,
} from '@shop/contracts';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { ApiPaging, pageFromHeaders } from '../../platform/http/paging.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { Coupons } from '../application/coupons.js';

/** The member's coupons (spec §7 me/coupons): another member's coupon is 404, never shown or used. */
@ApiTags('coupons')
@ApiBearerAuth()
@Controller('api/v1/me/coupons')
export class CouponsMeController {
  constructor(
    private readonly coupons: Coupons,
    private readonly runner: ProjectionRunner,
  ) {}

  /** One page of the member's coupons of a tab (available by default), newest first, with each tab's count. */
  @Get()
  @ApiAnswer(200, 'UserCouponListResponse')
  @ApiPaging()
  @ApiQuery({ name: 'tab', required: false, enum: USER_COUPON_TABS })
  list(
    @CurrentUser() user: Principal,
    @CommandMeta() meta: CommandMetadata,
    @Headers() headers: Record<string, string>,
    @Query('tab') tab?: string,
  ): Promise<UserCouponListResponse> {
    if (tab !== undefined && tab !== '' && !(USER_COUPON_TABS as string[]).includes(tab)) throw new BadRequestException(COUPON_MESSAGES.TAB);
    return this.coupons.mine(user._user, (tab || UserCouponTab.AVAILABLE) as UserCouponTab, pageFromHeaders(headers), meta.now);
  }

  /** Downloads a coupon by id or by code (request coupons; the issue limits hold under concurrent downloads). */
  @Post()
  @ApiAnswer(201, 'UserCouponWrittenResponse')
  async download(@CurrentUser() user: Principal, @CommandMeta() meta: CommandMetadata, @Body() dto: DownloadCouponDto): Promise<UserCouponWrittenResponse> {
    const { userCouponIds, position } = await this.coupons.download(user._user, dto, meta);
    return this.answer(user._user, userCouponIds, position);
  }

  /** Chooses the product a product-price coupon applies to (null: every target line). */
  @Put(':id/product')
  @ApiAnswer(200, 'UserCouponWrittenResponse')
  async product(
    @CurrentUser() user: Principal,
    @CommandMeta() meta: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: ChooseCouponProductDto,
  ): Promise<UserCouponWrittenResponse> {
    const { position } = await this.coupons.chooseProduct(user._user, id, dto.product ?? null, meta);
    return this.answer(user._user, [id], position);
  }

  /** Chooses the shipping group a delivery-fare coupon applies to (null: all). */
  @Put(':id/shippingCode')
  @ApiAnswer(200, 'UserCouponWrittenResponse')
  async shippingCode(
    @CurrentUser() user: Principal,
    @CommandMeta() meta: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: ChooseCouponShippingCodeDto,
  ): Promise<UserCouponWrittenResponse> {
    const { position } = await this.coupons.chooseShippingCode(user._user, id, dto.shippingCode ?? null, meta);
    return this.answer(user._user, [id], position);
  }

  /** Deletes one of the member's coupons. */
  @Delete(':id')
  @ApiAnswer(200, 'UserCouponWrittenResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() meta: CommandMetadata, @Param('id') id: string): Promise<UserCouponWrittenResponse> {
    const { position } = await this.coupons.removeUserCoupon(user._user, id, meta);
    return this.answer(user._user, [], position);
  }

  private async answer(userId: string, ids: string[], position: number): Promise<UserCouponWrittenResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { coupons: ids.length ? await this.coupons.mineByIds(userId, ids) : [], position };
  }
}

/** Coupons anyone may see and members download (spec §7 GET coupons). */
@ApiTags('coupons')
@Controller('api/v1/coupons')
export class CouponsController {
  constructor(private readonly coupons: Coupons) {}

  /** Download coupons open now; for a signed-in member, which of them they hold. */
  @Get()
  @Public()
  @ApiAnswer(200, 'DownloadableCouponListResponse')
  async list(@CurrentUser() user: Principal | undefined, @CommandMeta() meta: CommandMetadata): Promise<DownloadableCouponListResponse> {
    return { coupons: await this.coupons.downloadable(user?._user ?? null, meta.now) };
  }
}
