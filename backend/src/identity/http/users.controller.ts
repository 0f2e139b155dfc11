import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, NotFoundException, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SignUpDto, type MeInfoResponse, type SignUpResponse } from '@shop/contracts';
import { CurrentUser, Public } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { RateLimited } from '../../platform/throttle/rate-limit.guard.js';
import { IdentityQueries } from '../application/identity.queries.js';
import type { RegisterUser } from '../application/register-user/register-user.handler.js';
import { WelcomeLevel } from '../application/welcome-level.js';
import { memberDefaults } from '../domain/registration.js';

/** Sign-up (POST /api/v1/users) and the member's own info (GET /api/v1/me/info). */
@ApiTags('users')
@Controller('api/v1')
export class UsersController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: IdentityQueries,
    private readonly welcome: WelcomeLevel,
  ) {}

  /** Creates a PERSON or COMPANY member and puts them at their first level. 400 with the spec §5 message; 409 USERNAME_TAKEN. */
  @Public()
  @RateLimited({ name: 'sign-up-address', per: 'address', limit: (l) => l.signUpsPerAddressPerHour, windowMs: 3_600_000, what: '가입 요청이' })
  @Post('users')
  @ApiAnswer(201, 'SignUpResponse')
  async signUp(@CommandMeta() metadata: CommandMetadata, @Body() dto: SignUpDto): Promise<SignUpResponse> {
    const { username, password, name, email, phone, type, _terms, businessRegistration, referrer } = dto;
    const command: RegisterUser = {
      type: 'RegisterUser',
      data: { userId: randomUUID(), username, password, name, email, phone, type, ...memberDefaults(type), terms: _terms, businessRegistration, referrer },
      metadata,
    };
    const { userId, position } = await this.commands.send<{ userId: string; position: number }>(command);
    await this.welcome.assign(userId, type, metadata);
    return { user: { _id: userId, username: dto.username }, position };
  }

  @ApiBearerAuth()
  @Get('me/info')
  @ApiAnswer(200, 'MeInfoResponse')
  async me(@CurrentUser() user: Principal): Promise<MeInfoResponse> {
    const info = await this.queries.meInfo(user._user);
    if (!info) throw new NotFoundException('회원 정보를 찾을 수 없습니다');
    return { user: info };
  }
}
