import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Inject, NotFoundException, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/event-sourcing/decider.js';
import { LevelCode, REQUIRED_TERMS, SignUpDto, type MeInfo } from '@shop/contracts';
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
    const missing = REQUIRED_TERMS.filter((t) => !dto._terms.includes(t));
    if (missing.length) throw new DomainError('TERMS_REQUIRED', '필수 약관에 동의해주세요', 400);
    if (dto.type === 'COMPANY' && !dto.businessRegistration?.replace(/\D/g, '').match(/^\d{10}$/)) {
      throw new DomainError('BUSINESS_REGISTRATION_REQUIRED', '사업자등록번호 10자리를 입력해주세요', 400);
    }
    const { userId, position } = await this.commands.execute(
      new RegisterUser(
        randomUUID(),
        {
          ...dto,
          level: dto.type === 'COMPANY' ? LevelCode.COMPANY : LevelCode.PERSON,
          scope: [],
          terms: dto._terms,
          businessRegistration: dto.businessRegistration?.replace(/\D/g, '') ?? null,
        },
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
