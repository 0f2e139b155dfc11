import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, NotFoundException, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ChangeMyInfoDto,
  SignUpDto,
  VerifyPasswordDto,
  WithdrawDto,
  type MeWithdrawResponse,
  type MeInfoResponse,
  type MeInfoWrittenResponse,
  type MeVerifyResponse,
  type SignUpResponse,
} from '@shop/contracts';
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
import { MyAccount } from '../application/my-account/my-account.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { memberDefaults } from '../domain/registration.js';

/** Sign-up (POST /api/v1/users) and the member's own info (GET and PUT /api/v1/me/info, POST me/verify). */
@ApiTags('users')
@Controller('api/v1')
export class UsersController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: IdentityQueries,
    private readonly welcome: WelcomeLevel,
    private readonly account: MyAccount,
    private readonly runner: ProjectionRunner,
  ) {}

  /**
   * Creates a PERSON or COMPANY member (with a 본인인증: its name and phone, one account per
   * person) at their first level, and answers once the read models show the member (so staff can
   * find them at once). 400 with the spec §5 message; 400 PROMOTER_CODE_UNKNOWN; 409 USERNAME_TAKEN / IDENTITY_TAKEN; 422
   * CERTIFICATION_INVALID.
   */
  @Public()
  @RateLimited({ name: 'sign-up-address', per: 'address', limit: (l) => l.signUpsPerAddressPerHour, windowMs: 3_600_000, what: '가입 요청이' })
  @Post('users')
  @ApiAnswer(201, 'SignUpResponse')
  async signUp(@CommandMeta() metadata: CommandMetadata, @Body() dto: SignUpDto): Promise<SignUpResponse> {
    const { username, password, name, email, phone, type, _terms, businessRegistration, businessCertificate, referrer, certification, promoterCode, bank } =
      dto;
    const command: RegisterUser = {
      type: 'RegisterUser',
      data: {
        userId: randomUUID(),
        username,
        password,
        name,
        email,
        phone,
        type,
        ...memberDefaults(type),
        terms: _terms,
        businessRegistration,
        businessCertificate,
        referrer,
        promoterCode,
        bank,
        certification,
      },
      metadata,
    };
    const { userId, position } = await this.commands.send<{ userId: string; position: number }>(command);
    await this.welcome.assign(userId, type, metadata);
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
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

  /** Checks the password typed again before the info is shown for editing (10 guesses per 15 minutes); answers a proof for PUT me/info. */
  @ApiBearerAuth()
  @Post('me/verify')
  @HttpCode(200)
  @RateLimited({ name: 'me-verify', per: 'member', limit: () => 10, windowMs: 15 * 60_000, what: '비밀번호 확인이' })
  @ApiAnswer(200, 'MeVerifyResponse')
  verify(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: VerifyPasswordDto): Promise<MeVerifyResponse> {
    return this.account.verify(user, dto.password, Date.parse(metadata.now));
  }

  /** Changes the member's name, e-mail, phone and (not empty) password with the proof of me/verify; a new password ends the other sessions. */
  @ApiBearerAuth()
  @Put('me/info')
  @ApiAnswer(200, 'MeInfoWrittenResponse')
  async change(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: ChangeMyInfoDto): Promise<MeInfoWrittenResponse> {
    const position = await this.account.change(user, dto, metadata);
    if (position) await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const info = await this.queries.meInfo(user._user);
    if (!info) throw new NotFoundException('회원 정보를 찾을 수 없습니다');
    return { user: info, position };
  }

  /** The member leaves the shop with a reason, given the proof of me/verify: sign-in and every session end, personal details are anonymised. */
  @ApiBearerAuth()
  @Post('me/withdraw')
  @HttpCode(200)
  @ApiAnswer(200, 'MeWithdrawResponse')
  async withdraw(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: WithdrawDto): Promise<MeWithdrawResponse> {
    const answer = await this.account.withdraw(user, dto, metadata);
    await this.runner.waitFor(answer.position, COMMAND_READ_TIMEOUT_MS);
    return answer;
  }
}
