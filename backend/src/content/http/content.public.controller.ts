import { Controller, Get, Inject, NotFoundException, Param, Query, Req } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  isWithinPeriod,
  nextPeriodBoundary,
  type BandBanner,
  type BandBannerListResponse,
  type MainLinksResponse,
  type Period,
  type Popup,
  type PopupListResponse,
  type Setting,
  type SettingResponse,
  type Slide,
  type SlideListResponse,
} from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import type { TrackingConfig } from '../../platform/tracking/tracking.config.js';
import { TRACKING_CONFIG } from '../../platform/tracking/tracking.tokens.js';
import { CachedAnswer, answerExpiresAt } from '../../platform/http/answer-cache.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { READ_STORE, type Doc, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { mainLinksOf } from '../application/content-views.js';
import { CONTENT } from '../domain/document.decider.js';

const strip = <T>({ _position, ...rest }: Record<string, unknown>) => rest as T;

/**
 * The documents of `docs` within their period at `now` (ms). The answer built from them is true
 * until the next start or end of any of them, so the answer cache is told to drop it then
 * (a cached answer never hides a period boundary).
 */
function current(request: object, docs: Doc[], now: number): Doc[] {
  const periodOf = (d: Doc): Period => ({
    startsAt: typeof d.startsAt === 'string' ? d.startsAt : null,
    endsAt: typeof d.endsAt === 'string' ? d.endsAt : null,
  });
  const next = nextPeriodBoundary(docs.map(periodOf), now);
  if (next !== null) answerExpiresAt(request, next);
  return docs.filter((d) => isWithinPeriod(periodOf(d), now));
}

/** Public content calls under /api/v1 (spec §7 Public): setting, band banners, banners, popups, the home's links. */
@ApiTags('content')
@Public()
@Controller('api/v1')
export class ContentPublicController {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(TRACKING_CONFIG) private readonly tracking: TrackingConfig,
  ) {}

  /** The shop setting (spec §7 Public setting); its tracking ids (issue 14) come with where the storefront loads their scripts from (env TRACKING_SCRIPTS). */
  @Get('setting')
  @CachedAnswer([CONTENT.setting])
  @ApiAnswer(200, 'SettingResponse')
  async setting(): Promise<SettingResponse> {
    const setting = await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' });
    if (!setting) throw new NotFoundException('설정을 찾을 수 없습니다');
    const shown = strip<Setting>(setting);
    return { setting: { ...shown, tracking: { ...shown.tracking, scripts: this.tracking.scripts } } };
  }

  /** The shown band banners of a place (default main) within their period now (an ended or upcoming one is left out), in order. */
  @Get('band-banners')
  @CachedAnswer([CONTENT.bandBanners])
  @ApiAnswer(200, 'BandBannerListResponse')
  @ApiQuery({ name: 'code', required: false, description: 'Where the band banners show (default main)' })
  async bandBanners(@Req() request: object, @Query('code') code = 'main'): Promise<BandBannerListResponse> {
    const docs = await this.store.collection(CONTENT.bandBanners).find({ code, shows: true }, { sort: { index: 1 } });
    return { bandBanners: current(request, docs, Date.now()).map((d) => strip<BandBanner>(d)) };
  }

  /** The slides of a slot (MAIN_1, MAIN_2): shown, with a PC picture, within their period now (spec §3 Banner startsAt, endsAt), in order. */
  @Get('banners/:code')
  @CachedAnswer([CONTENT.banners])
  @ApiAnswer(200, 'SlideListResponse')
  async banners(@Req() request: object, @Param('code') code: string): Promise<SlideListResponse> {
    const docs = await this.store.collection(CONTENT.banners).find({ code, shows: true }, { sort: { index: 1, createdAt: 1 } });
    const slides = current(request, docs, Date.now()).filter((d) => d.image);
    return { slides: slides.map((d) => strip<Slide>(d)) };
  }

  /** The shown popups within their period now, in order. */
  @Get('popups')
  @CachedAnswer([CONTENT.popups])
  @ApiAnswer(200, 'PopupListResponse')
  async popups(@Req() request: object): Promise<PopupListResponse> {
    const docs = await this.store.collection(CONTENT.popups).find({ shows: true }, { sort: { index: 1, createdAt: -1 } });
    return { popups: current(request, docs, Date.now()).map((d) => strip<Popup>(d)) };
  }

  /** The home's design block tiles (spec §2; staff set them in console main/link). */
  @Get('main-links')
  @CachedAnswer([CONTENT.setting])
  @ApiAnswer(200, 'MainLinksResponse')
  async mainLinks(): Promise<MainLinksResponse> {
    return { links: mainLinksOf(await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' })) };
  }
}
