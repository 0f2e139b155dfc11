import { Inject, Injectable } from '@nestjs/common';
import {
  pageBlockProblem,
  type ConsoleContentPage,
  type ConsoleContentPageResponse,
  type ConsoleContentPageSummary,
  type ContentPageDto,
  type PageBlock,
  type PageBlockDto,
  type PageHero,
  type PageImage,
  type PageImageDto,
} from '@shop/contracts';
import { CatalogQueries } from '../catalog/index.js';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config.js';
import { Commands } from '../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import { storeWebp } from '../platform/files/image-upload.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port.js';
import { CONTENT, DocumentExistsError, DocumentNotFoundError, type CreateDocument, type DeleteDocument, type UpdateDocument } from '../content/index.js';
import { ContentPageInvalidError, ContentPageNotFoundError, ContentPagePathTakenError } from './brand-site.errors.js';
import type { ContentPageDoc } from './content-pages.js';

/** Longest side of a stored panorama picture, in px (an equirectangular 4096 × 2048). */
export const PANORAMA_MAX_SIDE = 4096;

/** The products a block names: a products block's and a panorama's hotspots'. */
export const blockProductIds = (b: PageBlock): string[] =>
  b.type === 'products' ? b.productIds : b.type === 'panorama' ? b.hotspots.flatMap((h) => (h.productId ? [h.productId] : [])) : [];

const image = (i: PageImageDto): PageImage => ({ url: i.url, width: i.width, height: i.height, alt: i.alt ?? '' });
const paragraphs = (b: PageBlockDto) => (b.paragraphs ?? []).map((p) => p.trim()).filter(Boolean);

/**
 * A block as stored: only the fields of its kind (anything else sent is dropped), texts trimmed.
 * Throws ContentPageInvalidError (422) with pageBlockProblem's Korean message when the block
 * lacks what its kind needs (contracts rules/content-pages.ts).
 */
export function pageBlockOf(b: PageBlockDto): PageBlock {
  const title = b.title?.trim();
  const block: PageBlock = (() => {
    switch (b.type) {
      case 'text':
        return { type: 'text', ...(title ? { title } : {}), paragraphs: paragraphs(b) };
      case 'imageText':
        return {
          type: 'imageText',
          title: title ?? '',
          paragraphs: paragraphs(b),
          image: b.image ? image(b.image) : { url: '', width: 0, height: 0, alt: '' },
          side: b.side ?? 'left',
        };
      case 'gallery':
        return {
          type: 'gallery',
          ...(title ? { title } : {}),
          images: (b.images ?? []).map((i) => ({ ...image(i), ...(i.caption?.trim() ? { caption: i.caption.trim() } : {}) })),
        };
      case 'products':
        return { type: 'products', title: title ?? '', productIds: [...new Set(b.productIds ?? [])] };
      case 'links':
        return {
          type: 'links',
          ...(title ? { title } : {}),
          links: (b.links ?? []).map((l) => ({ label: l.label.trim(), href: l.href, ...(l.text?.trim() ? { text: l.text.trim() } : {}) })),
        };
      case 'faq':
        return { type: 'faq', ...(title ? { title } : {}), items: (b.items ?? []).map((i) => ({ q: i.q.trim(), a: i.a.trim() })) };
      case 'panorama':
        return {
          type: 'panorama',
          ...(title ? { title } : {}),
          caption: b.caption?.trim() ?? '',
          image: b.image ? image(b.image) : { url: '', width: 0, height: 0, alt: '' },
          hotspots: (b.hotspots ?? []).map((h) => ({ yaw: h.yaw, pitch: h.pitch, label: h.label.trim(), ...(h.productId ? { productId: h.productId } : {}) })),
        };
    }
  })();
  const problem = pageBlockProblem(block);
  if (problem) throw new ContentPageInvalidError(problem);
  return block;
}

/** The fields a page document keeps, from the editor's form (blocks checked by {@link pageBlockOf}). */
function fieldsOf(dto: ContentPageDto): Omit<ConsoleContentPage, 'path' | 'updatedAt'> {
  const hero: PageHero = { title: dto.hero.title.trim(), image: image(dto.hero.image) };
  if (dto.hero.eyebrow?.trim()) hero.eyebrow = dto.hero.eyebrow.trim();
  if (dto.hero.text?.trim()) hero.text = dto.hero.text.trim();
  return { title: dto.title.trim(), description: dto.description.trim(), hero, blocks: dto.blocks.map(pageBlockOf), shows: dto.shows ?? true };
}

/**
 * The console's page editor (issue 14 "pages are content … that staff edit in the console"):
 * pages are content documents of the collection `pages` with their path as id, written through
 * the document decider and answered once the read model shows them.
 */
@Injectable()
export class ConsolePages {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    private readonly catalog: CatalogQueries,
  ) {}

  private get docs() {
    return this.store.collection<ContentPageDoc>(CONTENT.pages);
  }

  /** Every page, shown or not, by path. */
  async list(): Promise<ConsoleContentPageSummary[]> {
    const docs = await this.docs.find({}, { sort: { _id: 1 } });
    return docs.map((d) => ({ path: d.path, title: d.title, shows: d.shows, updatedAt: d.updatedAt ?? d.createdAt }));
  }

  /** The page at `path` as staff edit it, with the cards of the products it names; throws ContentPageNotFoundError (404). */
  async one(path: string): Promise<ConsoleContentPageResponse> {
    const doc = await this.docs.findOne({ _id: path });
    if (!doc) throw new ContentPageNotFoundError();
    const ids = doc.blocks.flatMap(blockProductIds);
    const page: ConsoleContentPage = {
      path: doc.path,
      title: doc.title,
      description: doc.description,
      hero: doc.hero,
      blocks: doc.blocks,
      shows: doc.shows,
      updatedAt: doc.updatedAt ?? doc.createdAt,
    };
    return { page, products: await this.catalog.shownCards([...new Set(ids)], true) };
  }

  /** Creates the page at `path`; throws ContentPagePathTakenError (409) when one has it (or had it), 422 for an incomplete block. */
  async create(path: string, dto: ContentPageDto, metadata: CommandMetadata): Promise<void> {
    const command: CreateDocument = {
      type: 'CreateDocument',
      data: { collection: CONTENT.pages, documentId: path, fields: { path, ...fieldsOf(dto) } },
      metadata,
    };
    await this.send(command).catch((e: unknown) => {
      throw e instanceof DocumentExistsError ? new ContentPagePathTakenError() : e;
    });
  }

  /** Replaces the page at `path` with the editor's form; throws ContentPageNotFoundError (404), 422 for an incomplete block. */
  async edit(path: string, dto: ContentPageDto, metadata: CommandMetadata): Promise<void> {
    const command: UpdateDocument = { type: 'UpdateDocument', data: { collection: CONTENT.pages, documentId: path, fields: fieldsOf(dto) }, metadata };
    await this.send(command).catch(notFound);
  }

  /** Deletes the page at `path` (its address then answers 404); throws ContentPageNotFoundError (404). */
  async remove(path: string, metadata: CommandMetadata): Promise<void> {
    const command: DeleteDocument = { type: 'DeleteDocument', data: { collection: CONTENT.pages, documentId: path }, metadata };
    await this.send(command).catch(notFound);
  }

  /**
   * Stores a page picture (WebP, EXIF dropped) under /files/pages and answers it with its size;
   * a panorama's keeps up to {@link PANORAMA_MAX_SIDE} px, as a 360° viewer shows a quarter of it at a time.
   */
  async saveImage(bytes: Buffer, panorama = false): Promise<PageImage> {
    return { ...(await storeWebp(this.config.dataDir, 'pages', bytes, panorama ? PANORAMA_MAX_SIDE : undefined)), alt: '' };
  }

  private async send(command: CreateDocument | UpdateDocument | DeleteDocument): Promise<void> {
    const { position } = await this.commands.send<{ position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
  }
}

function notFound(e: unknown): never {
  throw e instanceof DocumentNotFoundError ? new ContentPageNotFoundError() : e;
}
