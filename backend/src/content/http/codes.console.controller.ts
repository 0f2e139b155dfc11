import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { UpdateShopCodesDto, type Setting, type ShopCodesResponse } from '@shop/contracts';
import { ConsoleArea } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { displayCodesOf, shippingCodesOf } from '../application/shop-codes.js';
import { DocumentNotFoundError } from '../content.errors.js';
import { CONTENT, type UpdateDocument } from '../domain/document.decider.js';

/**
 * The display and shipping codes, /api/console/shop/codes (spec §2 console shop/codes; §3 Setting
 * shop.displayCodes and shop.shippingCodes; §6 codes: console only). They live in the shop
 * setting, which shipping already reads (warehouse, areas__available); a PUT replaces each list
 * it sends through the setting's own event, naming the staff member.
 */
@ApiTags('console')
@ApiBearerAuth()
@ConsoleArea('codes')
@Controller('api/console/shop/codes')
export class CodesConsoleController {
  constructor(
    private readonly commands: Commands,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Every display and shipping code with its setting. Throws 404 DOCUMENT_NOT_FOUND when the shop has no setting. */
  @Get()
  @ApiAnswer(200, 'ShopCodesResponse')
  async get(): Promise<ShopCodesResponse> {
    const setting = await this.current();
    return { displayCodes: displayCodesOf(setting), shippingCodes: shippingCodesOf(setting) };
  }

  /**
   * Replaces the lists sent; a warehouse keeps its map point while its address stays, and loses it
   * when the address changes. Answers the codes once the read model shows them.
   */
  @Put()
  @ApiAnswer(200, 'ShopCodesResponse')
  async update(@CommandMeta() metadata: CommandMetadata, @Body() dto: UpdateShopCodesDto): Promise<ShopCodesResponse> {
    const setting = await this.current();
    const fields: Partial<Setting> = {};
    if (dto.displayCodes) fields.displayCodes = dto.displayCodes.map(({ value, text, color, shows }) => ({ value, text: text.trim(), color, shows }));
    if (dto.shippingCodes) {
      const before = new Map(shippingCodesOf(setting).map((c) => [c.value, c]));
      fields.shippingCodes = dto.shippingCodes.map(({ value, text, color, shows, warehouse, areas__available }) => {
        const old = before.get(value)?.warehouse;
        const same = old && warehouse && old.postcode === warehouse.postcode && old.address1 === warehouse.address1;
        return {
          value,
          text: text.trim(),
          color,
          shows,
          warehouse: warehouse
            ? { postcode: warehouse.postcode, address1: warehouse.address1, address2: warehouse.address2, geolocation: same ? old.geolocation : null }
            : null,
          areas__available: areas__available.map((a) => a.trim()).filter(Boolean),
        };
      });
    }
    if (Object.keys(fields).length > 0) {
      const command: UpdateDocument = { type: 'UpdateDocument', data: { collection: CONTENT.setting, documentId: 'shop', fields }, metadata };
      const { position } = await this.commands.send<{ position: number }>(command);
      await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    }
    return this.get();
  }

  private async current(): Promise<Partial<Setting>> {
    const setting = await this.store.collection(CONTENT.setting).findOne({ _id: 'shop' });
    if (!setting) throw new DocumentNotFoundError();
    return setting as Partial<Setting>;
  }
}
