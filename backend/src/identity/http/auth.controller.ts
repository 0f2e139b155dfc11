import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, Headers, HttpCode, Ip, UnauthorizedException } from '@nestjs/common';
import { ApiBasicAuth, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessTokenResponse, RefreshTokenResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import type { AccessGrant } from '../application/refresh-access-token/refresh-access-token.handler.js';

const LOGIN_FAILED = '아이디 또는 비밀번호를 확인해주세요';

/** The token flow of spec §7 Auth: Basic credentials → refresh token → access token. */
@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AuthController {
  constructor(private readonly commands: Commands) {}

  /** `Authorization: Basic base64(username:password)` → `{ refreshToken }`. */
  @Get('refreshToken')
  @ApiBasicAuth()
  @ApiAnswer(200, 'RefreshTokenResponse')
  async refreshToken(
    @CommandMeta() metadata: CommandMetadata,
    @Ip() clientAddress: string,
    @Headers('authorization') authorization?: string,
  ): Promise<RefreshTokenResponse> {
    if (!authorization?.startsWith('Basic ')) throw new UnauthorizedException(LOGIN_FAILED);
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new UnauthorizedException(LOGIN_FAILED);
    const { refreshToken } = await this.commands.send<{ refreshToken: string }>({
      type: 'SignIn',
      data: { username: decoded.slice(0, colon).slice(0, 100), password: decoded.slice(colon + 1).slice(0, 200), sessionId: randomUUID(), clientAddress },
      metadata,
    });
    return { refreshToken };
  }

  /** `Authorization: Bearer <refreshToken>` → `{ accessToken, refreshToken (rotated), expiresIn }`. */
  @Get('accessToken')
  @ApiBearerAuth()
  @ApiAnswer(200, 'AccessTokenResponse')
  accessToken(@CommandMeta() metadata: CommandMetadata, @Headers('authorization') authorization?: string): Promise<AccessTokenResponse> {
    if (!authorization?.startsWith('Bearer ')) throw new UnauthorizedException('로그인 후 이용 가능합니다');
    return this.commands.send<AccessGrant>({ type: 'RefreshAccessToken', data: { refreshToken: authorization.slice(7) }, metadata });
  }

  /** Logout: revokes the session of the bearer refresh token. */
  @Delete('refreshToken')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiAnswer(204)
  async revoke(@CommandMeta() metadata: CommandMetadata, @Headers('authorization') authorization?: string) {
    if (authorization?.startsWith('Bearer ')) await this.commands.send({ type: 'SignOut', data: { refreshToken: authorization.slice(7) }, metadata });
  }
}
