import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BandBanner, BandBannerListResponse, Popup, PopupListResponse, Setting, SettingResponse, Slide, SlideListResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { CachedAnswer } from '../../platform/http/answer-cache.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { CONTENT } from '../domain/document.decider.js';

const strip = <T>({ _position, ...rest }: Record<string, unknown>) => rest as T;

/** Public content calls under /api/v1 (spec §7 Public): setting, band banners, banners, popups. */
@ApiTags('content')
@Public()
@Controller('api/v1')
export class ContentPublicController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @Get('setting')
  @CachedAnswer([CONTENT.setting])
  @ApiAnswer(200, 'SettingResponse')
  async setting(): Promise<SettingResponse> {
    const setting = await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' });
    if (!setting) throw new NotFoundException('설정을 찾을 수 없습니다');
    return { setting: strip<Setting>(setting) };
  }

  @Get('band-banners')
  @CachedAnswer([CONTENT.bandBanners])
  @ApiAnswer(200, 'BandBannerListResponse')
  @ApiQuery({ name: 'code', required: false, description: 'Where the band banners show (default main)' })
  async bandBanners(@Query('code') code = 'main'): Promise<BandBannerListResponse> {
    const docs = await this.store.collection(CONTENT.bandBanners).find({ code, shows: true }, { sort: { index: 1 } });
    return { bandBanners: docs.map((d) => strip<BandBanner>(d)) };
  }

  @Get('banners/:code')
  @CachedAnswer([CONTENT.banners])
  @ApiAnswer(200, 'SlideListResponse')
  async banners(@Param('code') code: string): Promise<SlideListResponse> {
    const docs = await this.store.collection(CONTENT.banners).find({ code, shows: true }, { sort: { index: 1 } });
    return { slides: docs.map((d) => strip<Slide>(d)) };
  }

  @Get('popups')
  @CachedAnswer([CONTENT.popups])
  @ApiAnswer(200, 'PopupListResponse')
  async popups(): Promise<PopupListResponse> {
    const docs = await this.store.collection(CONTENT.popups).find({ shows: true }, { sort: { index: 1 } });
    return { popups: docs.map((d) => strip<Popup>(d)) };
  }
}
