import { randomUUID } from 'node:crypto';
import { Controller, Delete, Get, Headers, HttpCode, Ip, UnauthorizedException } from '@nestjs/common';
import { ApiBasicAuth, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessTokenResponse, CredentialKeyResponse, RefreshTokenResponse } from '@shop/contracts';
import { Public } from '../../platform/auth/auth.guard.js';
import { CredentialKeys, type OpenedCredentials } from '../../platform/auth/credential-keys.js';
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
  constructor(
    private readonly commands: Commands,
    private readonly keys: CredentialKeys,
  ) {}

  /** The public key the shop's pages seal credentials to before sending them (changes hourly). */
  @Get('credentialKey')
  @ApiAnswer(200, 'CredentialKeyResponse')
  credentialKey(@CommandMeta() metadata: CommandMetadata): CredentialKeyResponse {
    return this.keys.current(Date.parse(metadata.now));
  }

  /**
   * `Authorization: Basic base64(jwe)` with the credentials sealed to the credential key (what the
   * shop's pages send), or `Basic base64(username:password)` (API clients over TLS) →
   * `{ refreshToken }`. 401 "아이디 또는 비밀번호를 확인해주세요" for anything that does not open.
   */
  @Get('refreshToken')
  @ApiBasicAuth()
  @ApiAnswer(200, 'RefreshTokenResponse')
  async refreshToken(
    @CommandMeta() metadata: CommandMetadata,
    @Ip() clientAddress: string,
    @Headers('authorization') authorization?: string,
  ): Promise<RefreshTokenResponse> {
    if (!authorization?.startsWith('Basic ')) throw new UnauthorizedException(LOGIN_FAILED);
    const credentials = await this.credentialsOf(authorization.slice(6), Date.parse(metadata.now));
    if (!credentials) throw new UnauthorizedException(LOGIN_FAILED);
    const { refreshToken } = await this.commands.send<{ refreshToken: string }>({
      type: 'SignIn',
      data: { username: credentials.username.slice(0, 100), password: credentials.password.slice(0, 200), sessionId: randomUUID(), clientAddress },
      metadata,
    });
    return { refreshToken };
  }

  /** The username and password of a Basic value: a sealed JWE (five dot-separated parts, no colon) is opened, else split at the first colon. */
  private async credentialsOf(basic: string, nowMs: number): Promise<OpenedCredentials | null> {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0 && decoded.split('.').length === 5) return this.keys.open(decoded, nowMs);
    return colon > 0 ? { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) } : null;
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
