import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AddCartLineDto, UpdateCartLineDto } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { AddCartLine, ChangeCartLineAmount, RemoveCartLine } from '../application/cart.commands.js';
import { OrderingQueries } from '../application/ordering.queries.js';

const meta = (user: Principal) => ({ userId: user._user, now: new Date().toISOString() });

/** The member's cart, /api/v1/me/carts (spec §7 Me). Lines of other members are never reachable. */
@ApiTags('me')
@ApiBearerAuth()
@Controller('api/v1/me/carts')
export class CartMeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrderingQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  @Get()
  async list(@CurrentUser() user: Principal) {
    return { carts: await this.queries.cart(user._user) };
  }

  @Post()
  async add(@CurrentUser() user: Principal, @Body() dto: AddCartLineDto) {
    const { lineId, position } = await this.commands.execute(new AddCartLine(user._user, randomUUID(), dto.product, dto.option ?? {}, dto.amount, meta(user)));
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { cart: await this.queries.cartLine(user._user, lineId), position };
  }

  @Put(':id')
  async change(@CurrentUser() user: Principal, @Param('id') id: string, @Body() dto: UpdateCartLineDto) {
    const { position } = await this.commands.execute(new ChangeCartLineAmount(user._user, id, dto.amount, meta(user)));
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const cart = await this.queries.cartLine(user._user, id);
    if (!cart) throw new NotFoundException('장바구니에 없는 상품입니다');
    return { cart, position };
  }

  @Delete(':id')
  async remove(@CurrentUser() user: Principal, @Param('id') id: string) {
    const { position } = await this.commands.execute(new RemoveCartLine(user._user, id, meta(user)));
    return { position };
  }
}
