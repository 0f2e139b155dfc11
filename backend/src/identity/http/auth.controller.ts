import { Controller, Delete, Get, Headers, HttpCode, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBasicAuth, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Public } from '../../platform/auth/auth.guard.js';
import { EndSession, RefreshAccessToken, SignIn } from '../application/identity.commands.js';

const LOGIN_FAILED = '아이디 또는 비밀번호를 확인해주세요';

/** The token flow of spec §7 Auth: Basic credentials → refresh token → access token. */
@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AuthController {
  constructor(private readonly commands: CommandBus) {}

  /** `Authorization: Basic base64(username:password)` → `{ refreshToken }`. */
  @Get('refreshToken')
  @ApiBasicAuth()
  async refreshToken(@Headers('authorization') authorization?: string) {
    if (!authorization?.startsWith('Basic ')) throw new UnauthorizedException(LOGIN_FAILED);
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new UnauthorizedException(LOGIN_FAILED);
    const { refreshToken } = await this.commands.execute(new SignIn(decoded.slice(0, colon), decoded.slice(colon + 1), new Date()));
    return { refreshToken };
  }

  /** `Authorization: Bearer <refreshToken>` → `{ accessToken, refreshToken (rotated), expiresIn }`. */
  @Get('accessToken')
  @ApiBearerAuth()
  accessToken(@Headers('authorization') authorization?: string) {
    if (!authorization?.startsWith('Bearer ')) throw new UnauthorizedException('로그인 후 이용 가능합니다');
    return this.commands.execute(new RefreshAccessToken(authorization.slice(7), new Date()));
  }

  /** Logout: revokes the session of the bearer refresh token. */
  @Delete('refreshToken')
  @HttpCode(204)
  async revoke(@Headers('authorization') authorization?: string) {
    if (authorization?.startsWith('Bearer ')) await this.commands.execute(new EndSession(authorization.slice(7), new Date()));
  }
}
