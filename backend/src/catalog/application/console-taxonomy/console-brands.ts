import { Inject, Injectable } from '@nestjs/common';
import type { BrandChanges, ConsoleBrand, CreateBrandDto, UpdateBrandDto } from '@shop/contracts';
import type { CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import type { CommandResult } from '../../../platform/event-sourcing/command-runner.js';
import { Commands } from '../../../platform/event-sourcing/commands.js';
import { READ_STORE, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { CATALOG, type BrandDoc, type ProductDoc } from '../../projections/catalog.projection.js';
import { BrandNotFoundError } from '../../catalog.errors.js';
import type { CreateBrand, DeleteBrand, EditBrand } from '../../domain/taxonomy.decider.js';

/**
 * The console's brands (spec §2 console shop/brands; §3 Brand; §7 Console shop brands CRUD):
 * reads from the read models, writes as commands of the brand's stream naming the staff member.
 */
@Injectable()
export class ConsoleBrands {
  constructor(
    private readonly commands: Commands,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Every brand by its order number, with how many products (not deleted) use each. */
  async list(): Promise<ConsoleBrand[]> {
    const [docs, products] = await Promise.all([
      this.store.collection<BrandDoc>(CATALOG.brands).find({}, { sort: { index: 1 } }),
      this.store.collection<ProductDoc>(CATALOG.products).find({ deleted: { $ne: true } }),
    ]);
    const counts = new Map<string, number>();
    for (const p of products) if (p._brand) counts.set(p._brand, (counts.get(p._brand) ?? 0) + 1);
    return docs.map((d) => toConsole(d, counts.get(d._id) ?? 0));
  }

  /** One brand by code; throws BrandNotFoundError (404). */
  async one(code: string): Promise<ConsoleBrand> {
    return toConsole(await this.find(code), await this.productCount(code));
  }

  /** Creates a brand (last in order unless `index` is sent). Throws BrandExistsError (409). */
  async create(dto: CreateBrandDto, metadata: CommandMetadata): Promise<number> {
    const index = dto.index ?? (await this.store.collection(CATALOG.brands).count({}));
    const command: CreateBrand = {
      type: 'CreateBrand',
      data: {
        code: dto.code,
        name: dto.name.trim(),
        description: dto.description ?? '',
        area: dto.area,
        image: { url: dto.image?.url ?? '' },
        index,
        shows: dto.shows ?? true,
      },
      metadata,
    };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** Changes the fields sent. Throws BrandNotFoundError (404). */
  async update(code: string, dto: UpdateBrandDto, metadata: CommandMetadata): Promise<number> {
    await this.find(code);
    const changes: BrandChanges = {};
    // A field sent as null is not sent: a brand has no empty name, order or flag.
    if (dto.name != null) changes.name = dto.name.trim();
    if (dto.description != null) changes.description = dto.description;
    if (dto.area != null) changes.area = dto.area;
    if (dto.image != null) changes.image = { url: dto.image.url };
    if (dto.index != null) changes.index = dto.index;
    if (dto.shows != null) changes.shows = dto.shows;
    const command: EditBrand = { type: 'EditBrand', data: { code, changes }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  /** Deletes a brand no product uses. Throws BrandNotFoundError (404), BrandInUseError (409) naming how many products use it. */
  async remove(code: string, metadata: CommandMetadata): Promise<number> {
    await this.find(code);
    const command: DeleteBrand = { type: 'DeleteBrand', data: { code, productCount: await this.productCount(code) }, metadata };
    return (await this.commands.send<CommandResult>(command)).position;
  }

  private async find(code: string): Promise<BrandDoc> {
    const doc = await this.store.collection<BrandDoc>(CATALOG.brands).findOne({ _id: code });
    if (!doc) throw new BrandNotFoundError();
    return doc;
  }

  private productCount(code: string): Promise<number> {
    return this.store.collection<ProductDoc>(CATALOG.products).count({ _brand: code, deleted: { $ne: true } });
  }
}

function toConsole(d: BrandDoc, productCount: number): ConsoleBrand {
  return {
    code: d.code,
    name: d.name,
    description: d.description,
    area: d.area,
    image: d.image,
    index: d.index,
    shows: d.shows !== false,
    productCount,
  };
}
