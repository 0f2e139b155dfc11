import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AddCartLineDto, UpdateCartLineDto, type AddCartLineResponse, type CartLineResponse, type CartResponse, type CommandResponse } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { OrderingQueries } from '../application/ordering.queries.js';
import type { AddCartLineRequest, ChangeCartLineAmount, RemoveCartLine } from '../domain/cart.decider.js';
import { CartLineNotFoundError } from '../ordering.errors.js';

/** The member's cart, /api/v1/me/carts (spec §7 Me). Lines of other members are never reachable. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/carts')
export class CartMeController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: OrderingQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  @ApiAnswer(200, 'CartResponse')
  async list(@CurrentUser() user: Principal): Promise<CartResponse> {
    return { carts: await this.queries.cart(user._user) };
  }

  @Post()
  @ApiAnswer(201, 'AddCartLineResponse')
  async add(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: AddCartLineDto): Promise<AddCartLineResponse> {
    const command: AddCartLineRequest = {
      type: 'AddCartLine',
      data: { userId: user._user, lineId: randomUUID(), productId: dto.product, option: dto.option ?? {}, choices: dto.choices ?? [], amount: dto.amount },
      metadata,
    };
    const { lineId, position } = await this.commands.send<{ lineId: string; position: number }>(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { cart: await this.queries.cartLine(user._user, lineId), position };
  }

  @Put(':id')
  @ApiAnswer(200, 'CartLineResponse')
  async change(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('id') id: string,
    @Body() dto: UpdateCartLineDto,
  ): Promise<CartLineResponse> {
    const command: ChangeCartLineAmount = { type: 'ChangeCartLineAmount', data: { userId: user._user, lineId: id, amount: dto.amount }, metadata };
    const { position } = await this.commands.send(command);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const cart = await this.queries.cartLine(user._user, id);
    if (!cart) throw new CartLineNotFoundError();
    return { cart, position };
  }

  @Delete(':id')
  @ApiAnswer(200, 'CommandResponse')
  async remove(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Param('id') id: string): Promise<CommandResponse> {
    const command: RemoveCartLine = { type: 'RemoveCartLine', data: { userId: user._user, lineId: id }, metadata };
    const { position } = await this.commands.send(command);
    return { position };
  }
}
