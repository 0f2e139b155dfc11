import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Inject, NotFoundException, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SignUpDto, type MeInfo } from '@shop/contracts';
import { memberDefaults } from '../domain/registration.js';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { RegisterUser } from '../application/identity.commands.js';
import { USERS } from '../projections/users.projection.js';

/** Sign-up (POST /api/v1/users) and the member's own info (GET /api/v1/me/info). */
@ApiTags('users')
@Controller('api/v1')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Creates a PERSON or COMPANY member. 400 with the spec §5 message; 409 USERNAME_TAKEN. */
  @Public()
  @Post('users')
  async signUp(@Body() dto: SignUpDto) {
    const { userId, position } = await this.commands.execute(
      new RegisterUser(
        randomUUID(),
        { ...dto, ...memberDefaults(dto.type), terms: dto._terms },
        { userId: null, now: new Date().toISOString() },
      ),
    );
    return { user: { _id: userId, username: dto.username }, position };
  }

  @ApiBearerAuth()
  @Get('me/info')
  async me(@CurrentUser() user: Principal) {
    const doc = await this.store.collection<MeInfo & { _position?: number }>(USERS).findOne({ _id: user._user });
    if (!doc) throw new NotFoundException('회원 정보를 찾을 수 없습니다');
    const { _position, ...info } = doc;
    return { user: info };
  }
}
