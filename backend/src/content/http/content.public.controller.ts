import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BandBanner, Setting, Slide } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
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
  async setting() {
    const setting = await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' });
    if (!setting) throw new NotFoundException('설정을 찾을 수 없습니다');
    return { setting: strip<Setting>(setting) };
  }

  @Get('band-banners')
  async bandBanners(@Query('code') code = 'main') {
    const docs = await this.store.collection(CONTENT.bandBanners).find({ code, shows: true }, { sort: { index: 1 } });
    return { bandBanners: docs.map((d) => strip<BandBanner>(d)) };
  }

  @Get('banners/:code')
  async banners(@Param('code') code: string) {
    const docs = await this.store.collection(CONTENT.banners).find({ code, shows: true }, { sort: { index: 1 } });
    return { slides: docs.map((d) => strip<Slide>(d)) };
  }

  @Get('popups')
  async popups() {
    const docs = await this.store.collection(CONTENT.popups).find({ shows: true }, { sort: { index: 1 } });
    return { popups: docs.map((d) => strip(d)) };
  }
}
