import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LevelCode, Scope, UserType, type ProductItem } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config.js';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../platform/event-store/event-store.port.js';
import { Commands } from '../platform/event-sourcing/commands.js';
import { DomainError, type Command, type CommandMetadata } from '../platform/event-sourcing/decider.js';
import { CatalogQueries, type CreateBrand, type CreateCategory, type CreateFiltering, type CreateProduct } from '../catalog/index.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../platform/projections/projection-runner.js';
import { CONTENT, type CreateDocument } from '../content/index.js';
import { demoPageCommands, loadDemoPages } from './demo-pages.js';
import { WelcomeLevel, type CreateLevel, type RegisterUser } from '../identity/index.js';
import type { CreatePointPolicy } from '../promotions/index.js';
import { DEMO_FILTERINGS, DEMO_PRICE_FILTERING, loadDemoData } from './demo-data.js';
import { writeDemoImages } from './demo-images.js';
import { demoCouponCommands } from './demo-coupons.js';
import { demoShippingCommands } from './demo-shipping.js';
import { DEMO_SHOWCASE_PRODUCT_CODES, demoShowcaseCommands } from './demo-showcases.js';
import { demoCenterCommands } from './demo-center.js';
import { demoBoardCommands, writeDemoBoardImages } from './demo-boards.js';
import { demoFormCommands } from './demo-forms.js';
import { demoInquiryCommands } from './demo-inquiries.js';
import { demoMemberCommands } from './demo-members.js';
import { demoTermsCommands } from './demo-terms.js';

/** The operator account the seed creates (README states it). */
export const ROOT_ACCOUNT = { username: 'root', password: 'Ceramaison!2026', name: '최고관리자' } as const;

/**
 * Staff accounts with one narrower scope each (spec §6: admin02 runs the catalogue and site
 * content, admin03 the purchases, inquiries, reviews and statistics). README lists them.
 */
export const STAFF_ACCOUNTS = [
  { username: 'admin02', password: 'Ceramaison!2026', name: '상품운영자', email: 'admin02@ceramaison.kr', phone: '01000000002', scope: [Scope.ADMIN02] },
  { username: 'admin03', password: 'Ceramaison!2026', name: '주문운영자', email: 'admin03@ceramaison.kr', phone: '01000000003', scope: [Scope.ADMIN03] },
] as const;

const SEED_STREAM = 'seed-demo';
/** Marker of the shipping data (rules and islands), seeded on its own so a shop seeded before it gets it too. */
const SHIPPING_SEED_STREAM = 'seed-shipping';
/** Marker of the demo exhibitions and showrooms, seeded on their own so a shop seeded before them gets them too. */
const SHOWCASES_SEED_STREAM = 'seed-showcases';
/** Marker of the demo notices and FAQs, seeded on their own so a shop seeded before them gets them too. */
const CENTER_SEED_STREAM = 'seed-center';
/** Marker stream: the demo community posts were written (a post staff deleted is not brought back). */
const BOARDS_SEED_STREAM = 'seed-boards';
/** Marker stream of the brand site's pages: each event names the paths it seeded, so a page added to the data later is seeded once too. */
const PAGES_SEED_STREAM = 'seed-pages';

/** Ignores refusals that mean "already there", so an interrupted seed can run again. */
/** A bundled item (spec §3 bundleds) naming product `productId`, `amount` units per bundle. */
const bundledItemOf = (productId: string, amount: number): ProductItem => ({
  _product: productId,
  _option: null,
  _supply: null,
  custom: null,
  enabled: true,
  deleted: false,
  mandatory: false,
  amount,
});

async function idempotent(run: () => Promise<unknown>): Promise<void> {
  await created(run);
}

/** Runs `run`; true when it wrote, false when it was refused as "already there" (any other refusal is thrown). */
async function created(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (e) {
    if (e instanceof DomainError && /_EXISTS$|_TAKEN$/.test(e.code)) return false;
    throw e;
  }
}

/**
 * Creates the demo catalogue through commands, so it lives in the event store like any other
 * change: categories, brand collections, products with their pictures, banners, settings and
 * member levels, point policies and the ROOT operator. The data comes from `seed-data/*.json` (demo-data.ts), the pictures from
 * `images/` (demo-images.ts); every command the seed sends is in `run` below, so a change of
 * the command shapes is adapted here alone. Runs once per event store (marker stream
 * `seed-demo`).
 */
@Injectable()
export class DemoSeed {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly commands: Commands,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
    private readonly catalog: CatalogQueries,
    private readonly welcomeLevel: WelcomeLevel,
  ) {}

  /** True when the demo data was already created in this event store. */
  async isDone(): Promise<boolean> {
    return (await this.events.readStream(SEED_STREAM)).revision >= 0;
  }

  /** Creates the shipping rules and the islands table (demo-shipping.ts) unless they exist. */
  private async seedShipping(): Promise<void> {
    if ((await this.events.readStream(SHIPPING_SEED_STREAM)).revision >= 0) return;
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    const categoryIds = new Map<string, string>();
    for (const c of loadDemoData().categories) {
      const { events } = await this.events.readStream(`category-${c.code}`);
      const id = (events[0]?.data as { categoryId?: string } | undefined)?.categoryId;
      if (id) categoryIds.set(c.code, id);
    }
    for (const command of demoShippingCommands(categoryIds, meta)) await idempotent(() => this.commands.send(command));
    try {
      await this.events.appendToStream(
        SHIPPING_SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoSeeded', data: { shipping: true }, metadata: { userId: null, at: meta.now } }],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }

  /** Creates the demo exhibitions and showrooms (demo-showcases.ts) unless they exist; their products are found by code once the catalogue's read model is current. */
  private async seedShowcases(images: Record<string, string>): Promise<void> {
    if ((await this.events.readStream(SHOWCASES_SEED_STREAM)).revision >= 0) return;
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    await this.runner.waitFor(await this.events.headPosition(), COMMAND_READ_TIMEOUT_MS);
    const productIds = new Map<string, string>();
    for (const code of DEMO_SHOWCASE_PRODUCT_CODES) {
      const product = await this.catalog.getProduct(code);
      if (product) productIds.set(code, product._id);
    }
    const image = (key: string) => {
      const url = images[key];
      if (!url) throw new Error(`demo image ${key} missing`);
      return url;
    };
    for (const command of demoShowcaseCommands(productIds, image, meta)) await idempotent(() => this.commands.send(command));
    try {
      await this.events.appendToStream(
        SHOWCASES_SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoSeeded', data: { showcases: true }, metadata: { userId: null, at: meta.now } }],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }

  /** Publishes the demo terms' versions not published yet (a shop seeded before terms had versions gets them too). */
  private async seedTerms(): Promise<void> {
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    for (const command of demoTermsCommands(meta)) await idempotent(() => this.commands.send(command));
  }

  /**
   * Registers the demo members (demo-members.ts) whose account stream does not exist yet, once the
   * member levels exist, and puts each at their first level as sign-up does; a username taken by
   * someone else is left as it is. An existing account is skipped before its command is sent: registering
   * its id again would be refused only after the username claim, whose compensation would release the name.
   */
  private async seedMembers(): Promise<void> {
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    const commands: RegisterUser[] = [];
    for (const command of demoMemberCommands(meta)) if ((await this.events.readStream(`user-${command.data.userId}`)).revision < 0) commands.push(command);
    if (commands.length === 0) return;
    await this.runner.waitFor(await this.events.headPosition(), COMMAND_READ_TIMEOUT_MS);
    for (const command of commands) {
      if (await created(() => this.commands.send(command))) await this.welcomeLevel.assign(command.data.userId, command.data.type, meta);
    }
  }

  /**
   * Sends the demo forms (demo-forms.ts) not sent yet, and staff's answer to each answered one just
   * sent; each has a fixed id, so one sent, answered otherwise or deleted before is left as it is.
   */
  private async seedForms(): Promise<void> {
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    for (const { send, answer } of demoFormCommands(meta)) {
      if ((await created(() => this.commands.send(send))) && answer) await this.commands.send(answer);
    }
  }

  /**
   * Asks the demo 1:1 inquiries (demo-inquiries.ts) not asked yet, and answers each answered one just
   * asked; each has a fixed id, so one a member deleted or staff changed is left as it is.
   */
  private async seedInquiries(): Promise<void> {
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    for (const { ask, answer } of demoInquiryCommands(meta)) {
      if ((await created(() => this.commands.send(ask))) && answer) await this.commands.send(answer);
    }
  }

  /** Publishes the demo notices and FAQs (demo-center.ts) once per event store (marker `seed-center`); each has a fixed id, so one published or deleted before is left as it is. */
  private async seedCenter(): Promise<void> {
    if ((await this.events.readStream(CENTER_SEED_STREAM)).revision >= 0) return;
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    for (const command of demoCenterCommands(meta)) await idempotent(() => this.commands.send(command));
    try {
      await this.events.appendToStream(
        CENTER_SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoSeeded', data: { center: true }, metadata: { userId: null, at: meta.now } }],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }

  /** Writes the demo community posts with their drawn thumbnails (demo-boards.ts) once per event store (marker `seed-boards`). */
  private async seedBoards(): Promise<void> {
    const urls = await writeDemoBoardImages(join(this.config.dataDir, 'files', 'demo', 'boards'), '/files/demo/boards');
    if ((await this.events.readStream(BOARDS_SEED_STREAM)).revision >= 0) return;
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    for (const command of demoBoardCommands(meta, urls)) await idempotent(() => this.commands.send(command));
    try {
      await this.events.appendToStream(
        BOARDS_SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoSeeded', data: { boards: true }, metadata: { userId: null, at: meta.now } }],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }

  /**
   * Creates the brand site's pages of `seed-data/pages.json` (demo-pages.ts) that this event store
   * has not been seeded with yet (marker `seed-pages`); a page staff deleted is not brought back.
   * Waits for the catalogue's read model first: products blocks name products by code or category.
   */
  private async seedPages(images: Record<string, string>): Promise<void> {
    const marker = await this.events.readStream(PAGES_SEED_STREAM);
    const seeded = new Set(marker.events.flatMap((e) => (e.data as { paths?: string[] }).paths ?? []));
    const missing = loadDemoPages().filter((p) => !seeded.has(p.path));
    if (missing.length === 0) return;
    const meta: CommandMetadata = { userId: null, now: new Date().toISOString() };
    await this.runner.waitFor(await this.events.headPosition(), COMMAND_READ_TIMEOUT_MS);
    const url = (key: string) => {
      const found = images[key];
      if (!found) throw new Error(`demo image ${key} missing`);
      return found;
    };
    const products = {
      idOf: async (code: string) => (await this.catalog.getProduct(code))?._id,
      firstOf: async (category: string, limit: number) => (await this.catalog.listProducts({ category, limit, skip: 0 })).products.map((p) => p._id),
    };
    for (const command of await demoPageCommands(missing, url, products, meta)) await idempotent(() => this.commands.send(command));
    try {
      await this.events.appendToStream(
        PAGES_SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoSeeded', data: { paths: missing.map((p) => p.path) }, metadata: { userId: null, at: meta.now } }],
        marker.revision >= 0 ? marker.revision : 'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }

  /**
   * The demo data that needs the catalogue and the member levels: shipping, showcases, pages, the
   * demo members, then their forms and 1:1 inquiries. The members come before what they asked, so
   * the answer-notice process, hearing an answer on the bus, finds whom to tell at the first start
   * (asked before them, the answers were told only when the relay replayed the log later).
   */
  private async seedAfterCatalogue(images: Record<string, string>): Promise<void> {
    await this.seedShipping();
    await this.seedShowcases(images);
    await this.seedPages(images);
    await this.seedMembers();
    await this.seedForms();
    await this.seedInquiries();
  }

  /** Creates the demo data unless it exists. Returns the number of products created. */
  async run(): Promise<number> {
    const images = await writeDemoImages(join(this.config.dataDir, 'files', 'demo'), '/files/demo');
    await this.seedTerms();
    await this.seedCenter();
    await this.seedBoards();
    if (await this.isDone()) {
      await this.seedAfterCatalogue(images);
      return 0;
    }
    const started = Date.now();
    const {
      categories: DEMO_CATEGORIES,
      brands: DEMO_BRANDS,
      products: DEMO_PRODUCTS,
      setting: DEMO_SETTING,
      banners: slides,
      bandBanner: { id: bandBannerId, ...bandBanner },
      levels,
      pointPolicies,
    } = loadDemoData();
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
          // The drawings are 600 × 400 px (scripts/seed/generate-demo-images.mjs).
          visual: images[`category:${c.code}`] ? { url: images[`category:${c.code}`]!, width: 600, height: 400 } : null,
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
    const productIds = new Map<string, string>();
    for (const [index, p] of DEMO_PRODUCTS.entries()) {
      productIds.set(p.code, randomUUID());
      const shots = [0, 1, 2].map((v) => image(`product:${p.code}:${v}`));
      // Spread creation times so "latest" has a meaningful order.
      const createdMeta = { ...meta, now: new Date(Date.parse(meta.now) - (DEMO_PRODUCTS.length - index) * 3_600_000).toISOString() };
      const variations = p.variations?.map(({ stock: _units, ...v }) => v);
      await send<CreateProduct>({
        type: 'CreateProduct',
        data: {
          productId: productIds.get(p.code)!,
          stock: p.stock,
          ...(p.variations ? { variationStock: Object.fromEntries(p.variations.map((v) => [v.code, v.stock])) } : {}),
          fields: {
            code: p.code,
            name: p.name,
            type: p.bundle ? 'bundle' : 'normal',
            ...(p.bundle ? { bundleds: p.bundle.map((part) => bundledItemOf(productIds.get(part.code)!, part.amount)) } : {}),
            _category: categoryIds.get(p.categoryCode)!,
            _brand: p.brandCode,
            price: p.price,
            discount: p.discount,
            sells: p.sells,
            shows: p.shows,
            options: p.options,
            ...(variations ? { variations } : {}),
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

    for (const [index, f] of DEMO_FILTERINGS.entries()) {
      await send<CreateFiltering>({ type: 'CreateFiltering', data: { ...f, values: [], index, enabled: true }, metadata: meta });
    }
    await send<CreateFiltering>({
      type: 'CreateFiltering',
      data: { ...DEMO_PRICE_FILTERING, values: [...DEMO_PRICE_FILTERING.values], index: DEMO_FILTERINGS.length, enabled: true },
      metadata: meta,
    });

    await send<CreateDocument>({
      type: 'CreateDocument',
      data: { collection: CONTENT.setting, documentId: 'shop', fields: { ...DEMO_SETTING } },
      metadata: meta,
    });
    for (const [index, s] of slides.entries()) {
      await send<CreateDocument>({
        type: 'CreateDocument',
        data: {
          collection: CONTENT.banners,
          documentId: `${s.code}-${index + 1}`,
          fields: {
            code: s.code,
            index,
            shows: true,
            image: image(s.picture ?? `banner:${s.key}:pc`),
            imageMb: image(s.picture ?? `banner:${s.key}:mobile`),
            subject: s.subject,
            content: s.content,
            url: s.url,
            btnText: s.btnText,
          },
        },
        metadata: meta,
      });
    }
    await send<CreateDocument>({
      type: 'CreateDocument',
      data: { collection: CONTENT.bandBanners, documentId: bandBannerId, fields: { ...bandBanner } },
      metadata: meta,
    });
    for (const { code, ...fields } of levels) await send<CreateLevel>({ type: 'CreateLevel', data: { code, fields }, metadata: meta });
    for (const [index, fields] of pointPolicies.entries()) {
      await send<CreatePointPolicy>({ type: 'CreatePointPolicy', data: { pointId: `demo-point-${index + 1}`, fields }, metadata: meta });
    }
    await send<RegisterUser>({
      type: 'RegisterUser',
      data: {
        userId: randomUUID(),
        username: ROOT_ACCOUNT.username,
        password: ROOT_ACCOUNT.password,
        name: ROOT_ACCOUNT.name,
        email: 'root@ceramaison.kr',
        phone: '01000000000',
        type: UserType.OPERATOR,
        level: LevelCode.ROOT,
        scope: [Scope.CONSOLE, Scope.ADMIN02, Scope.ADMIN03],
        terms: [],
      },
      metadata: meta,
    });
    for (const staff of STAFF_ACCOUNTS) {
      await send<RegisterUser>({
        type: 'RegisterUser',
        data: {
          userId: randomUUID(),
          username: staff.username,
          password: staff.password,
          name: staff.name,
          email: staff.email,
          phone: staff.phone,
          type: UserType.OPERATOR,
          level: LevelCode.ADMIN,
          scope: [...staff.scope],
          terms: [],
        },
        metadata: meta,
      });
    }
    for (const coupon of demoCouponCommands(meta)) await send(coupon);
    try {
      await this.events.appendToStream(
        SEED_STREAM,
        [{ id: randomUUID(), type: 'DemoSeeded', data: { products: DEMO_PRODUCTS.length }, metadata: { userId: null, at: meta.now } }],
        'no_stream',
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
    await this.seedAfterCatalogue(images);
    this.logger.log(`demo catalogue created: ${DEMO_PRODUCTS.length} products in ${Date.now() - started} ms`);
    return DEMO_PRODUCTS.length;
  }
}
