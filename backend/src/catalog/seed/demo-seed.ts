import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LevelCode, Scope, UserType, type Setting } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../../platform/event-store/event-store.port.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import { DomainError, type Command, type CommandMetadata } from '../../platform/event-sourcing/decider.js';
import type { CreateBrand, CreateCategory, CreateProduct } from '../index.js';
import { CONTENT, type CreateDocument } from '../../content/index.js';
import type { RegisterUser } from '../../identity/index.js';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog.js';
import { writeDemoImages } from './demo-images.js';

/** The operator account the seed creates (README states it). */
export const ROOT_ACCOUNT = { username: 'root', password: 'Ceramaison!2026', name: '최고관리자' } as const;

/** The shop's public settings: bank-transfer account line (spec §2 footer, §9) and company info. */
export const DEMO_SETTING: Setting = {
  shopName: '세라메종',
  bankAccountLine: '우리은행 1005-804-219370 (예금주: 주식회사 세라메종)',
  company: {
    name: '주식회사 세라메종',
    ceo: '한지원',
    address: '서울특별시 강남구 학동로 311, 세라메종 빌딩 3층',
    tel: '1588-0427',
    email: 'help@ceramaison.kr',
    businessNumber: '214-88-40215',
    mailOrderNumber: '2026-서울강남-03112',
  },
};

const SEED_STREAM = 'seed-demo';

/** Ignores refusals that mean "already there", so an interrupted seed can run again. */
async function idempotent(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (e instanceof DomainError && /_EXISTS$|_TAKEN$/.test(e.code)) return;
    throw e;
  }
}

/**
 * Creates the demo catalogue through commands, so it lives in the event store like any other
 * change: categories, brand collections, products with generated images, banners, settings and
 * the ROOT operator. Runs once per event store (marker stream `seed-demo`).
 */
@Injectable()
export class DemoSeed {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly commands: Commands,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when the demo data was already created in this event store. */
  async isDone(): Promise<boolean> {
    return (await this.events.readStream(SEED_STREAM)).revision >= 0;
  }

  /** Creates the demo data unless it exists. Returns the number of products created. */
  async run(): Promise<number> {
    const images = await writeDemoImages(join(this.config.dataDir, 'files', 'demo'), '/files/demo');
    if (await this.isDone()) return 0;
    const started = Date.now();
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    const send = <C extends Command>(command: C) => idempotent(() => this.commands.send(command));
    const image = (key: string) => {
      const url = images[key];
      if (!url) throw new Error(`demo image ${key} missing`);
      return { url };
    };

    for (const [index, c] of DEMO_CATEGORIES.entries()) {
      await send<CreateCategory>({
        type: 'CreateCategory',
        data: {
          categoryId: randomUUID(),
          code: c.code,
          name: c.name,
          parentCode: c.parentCode,
          depth: c.parentCode ? 2 : 1,
          index,
          ...(c.color ? { color: c.color } : {}),
          visual: images[`category:${c.code}`] ? { url: images[`category:${c.code}`]! } : null,
        },
        metadata: meta,
      });
    }
    for (const [index, b] of DEMO_BRANDS.entries()) {
      await send<CreateBrand>({ type: 'CreateBrand', data: { ...b, image: image(`collection:${b.code}`), index }, metadata: meta });
    }
    const categoryIds = new Map<string, string>();
    for (const c of DEMO_CATEGORIES) {
      const { events } = await this.events.readStream(`category-${c.code}`);
      categoryIds.set(c.code, String((events[0]?.data as { categoryId: string }).categoryId));
    }
    for (const [index, p] of DEMO_PRODUCTS.entries()) {
      const shots = [0, 1, 2].map((v) => image(`product:${p.code}:${v}`));
      // Spread creation times so "latest" has a meaningful order.
      const createdMeta = { ...meta, now: new Date(Date.parse(meta.now) - (DEMO_PRODUCTS.length - index) * 3_600_000).toISOString() };
      await send<CreateProduct>({
        type: 'CreateProduct',
        data: {
          productId: randomUUID(),
          stock: p.stock,
          fields: {
              code: p.code,
              name: p.name,
              type: 'normal',
              _category: categoryIds.get(p.categoryCode)!,
              _brand: p.brandCode,
              price: p.price,
              discount: p.discount,
              sells: p.sells,
              shows: p.shows,
              options: p.options,
              groups: p.groups,
              hashtags: p.hashtags,
              content: p.content,
              size: p.size,
              origin: p.origin,
              manufacturer: p.manufacturer,
              properties: p.properties,
              shippingCode: p.shippingCode,
              shippingBundleType: p.shippingBundleType,
              thumb: shots[0]!,
              images: shots,
              index,
          },
        },
        metadata: createdMeta,
      });
    }

    await send<CreateDocument>({ type: 'CreateDocument', data: { collection: CONTENT.setting, documentId: 'shop', fields: { ...DEMO_SETTING } }, metadata: meta });
    const slides = [
      { code: 'MAIN_1', key: 'MAIN_1', subject: '고요한 아침을 위한 욕실', content: '자연에서 온 세라믹, 오래 머물고 싶은 공간을 완성합니다.', url: '/shop?category=Bath_and_Wellness', btnText: '욕실 컬렉션 보기' },
      { code: 'MAIN_1', key: 'MAIN_2', subject: '매일의 요리를 위한 세라믹 싱크', content: '단단하고 위생적인 세라믹 싱크볼과 주방 수전을 만나보세요.', url: '/shop?category=Kitchen', btnText: '주방 제품 보기' },
    ];
    for (const [index, s] of slides.entries()) {
      await send<CreateDocument>({
        type: 'CreateDocument',
        data: { collection: CONTENT.banners, documentId: `${s.code}-${index + 1}`, fields: { code: s.code, index, shows: true, image: image(`banner:${s.key}:pc`), imageMb: image(`banner:${s.key}:mobile`), subject: s.subject, content: s.content, url: s.url, btnText: s.btnText } },
        metadata: meta,
      });
    }
    await send<CreateDocument>({
      type: 'CreateDocument',
      data: { collection: CONTENT.bandBanners, documentId: 'main-welcome', fields: { code: 'main', index: 0, shows: true, href: '/join', text: '신규 회원 가입 시 첫 주문 무료배송 · 전 제품 정품 보증', imagePc: null, imageMb: null } },
      metadata: meta,
    });
    await send<RegisterUser>({
      type: 'RegisterUser',
      data: { userId: randomUUID(), username: ROOT_ACCOUNT.username, password: ROOT_ACCOUNT.password, name: ROOT_ACCOUNT.name, email: 'root@ceramaison.kr', phone: '01000000000', type: UserType.OPERATOR, level: LevelCode.ROOT, scope: [Scope.CONSOLE, Scope.ADMIN02, Scope.ADMIN03], terms: [] },
      metadata: meta,
    });
    try {
      await this.events.appendToStream(SEED_STREAM, [{ id: randomUUID(), type: 'DemoSeeded', data: { products: DEMO_PRODUCTS.length }, metadata: { userId: null, at: meta.now } }], 'no_stream');
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
    this.logger.log(`demo catalogue created: ${DEMO_PRODUCTS.length} products in ${Date.now() - started} ms`);
    return DEMO_PRODUCTS.length;
  }
}
