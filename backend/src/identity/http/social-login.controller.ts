import { randomBytes, randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Ip, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  SOCIAL_PROVIDERS,
  SocialCallbackDto,
  SocialJoinDto,
  SocialLinkDto,
  type SocialCallbackResponse,
  type SocialLinkedResponse,
  type SocialProvider,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../platform/auth/auth.guard.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { RateLimited } from '../../platform/throttle/rate-limit.guard.js';
import type { OAuthClient } from '../../platform/social-login/social-login.client.js';
import { OAUTH_CLIENTS, SOCIAL_LOGIN_CONFIG } from '../../platform/social-login/social-login.module.js';
import type { SocialLoginConfig } from '../../platform/social-login/social-login.config.js';
import type { JoinWithSocial } from '../application/join-with-social/join-with-social.handler.js';
import type { LinkSocialAccount } from '../application/link-social-account/link-social-account.handler.js';
import type { SignInWithSocial, SocialSignInResult } from '../application/sign-in-with-social/sign-in-with-social.handler.js';
import { SOCIAL_STATE_TTL_MS, SocialTickets } from '../application/social-login/social-tickets.js';

/** The cookie holding the started social login (HttpOnly, only sent to these routes). */
const START_COOKIE = 'sns_login';
const COOKIE_PATH = '/api/v1/social-login';
/** The front-end route the providers send the browser back to (spec §2). */
const CALLBACK_ROUTE = '/login/sns-validate';

/** A path of this shop to return to after signing in (never another origin). */
const safeReturn = (to: unknown) => (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to.slice(0, 500) : '/');

function cookieOf(req: FastifyRequest, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Kakao and Naver login (spec §2 /login/sns-validate): start at the provider with a CSRF
 * `state` bound to this browser, take the provider's answer back, and for a first login link an
 * existing account (ID and password) or join as a new PERSON member. Signed in, the member has
 * the same refresh token as after a password login (then GET /api/auth/accessToken).
 */
@ApiTags('auth')
@Public()
@Controller('api/v1/social-login')
export class SocialLoginController {
  constructor(
    private readonly commands: Commands,
    private readonly tickets: SocialTickets,
    @Inject(OAUTH_CLIENTS) private readonly clients: Record<SocialProvider, OAuthClient>,
    @Inject(SOCIAL_LOGIN_CONFIG) private readonly socialConfig: SocialLoginConfig,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionRunner,
  ) {}

  /**
   * 303 to the provider's authorize page, `state` a fresh nonce also kept (signed, 10 minutes)
   * in an HttpOnly cookie; `redirect` is where to go once signed in. 404 for another provider.
   */
  @Get(':provider/authorize')
  @ApiResponse({ status: 303, description: '제공자의 로그인 화면으로 이동' })
  async authorize(@Param('provider') provider: string, @Query('redirect') redirect: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    if (!SOCIAL_PROVIDERS.includes(provider as SocialProvider)) throw new NotFoundException('지원하지 않는 로그인 방식입니다');
    const p = provider as SocialProvider;
    // A real provider calls back only to the registered address (PUBLIC_URL); the simulator to the origin the browser is on.
    const origin = this.socialConfig[p].simulated ? `${req.protocol}://${req.host}` : this.config.publicUrl;
    const redirectUri = `${origin}${CALLBACK_ROUTE}`;
    const nonce = randomBytes(24).toString('base64url');
    const start = await this.tickets.signStart({ provider: p, nonce, redirectUri, returnTo: safeReturn(redirect) }, Date.now());
    const secure = redirectUri.startsWith('https:') ? '; Secure' : '';
    return reply
      .code(303)
      .header('set-cookie', `${START_COOKIE}=${start}; Path=${COOKIE_PATH}; Max-Age=${SOCIAL_STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`)
      .header('cache-control', 'no-store')
      .header('location', this.clients[p].authorizeUrl(redirectUri, nonce))
      .send();
  }

  /**
   * The provider's answer as /login/sns-validate received it: signs the member in (SIGNED_IN) or
   * answers a ticket to link or join with (LINK_REQUIRED). The started login is used up.
   * 400 SOCIAL_STATE_INVALID, 422 SOCIAL_LOGIN_DENIED or SOCIAL_LOGIN_FAILED, 403 SOCIAL_MEMBER_WITHDRAWN.
   */
  @Post('callback')
  @HttpCode(200)
  @ApiAnswer(200, 'SocialCallbackResponse')
  async callback(
    @CommandMeta() metadata: CommandMetadata,
    @Body() dto: SocialCallbackDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SocialCallbackResponse & { returnTo: string }> {
    reply.header('set-cookie', `${START_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
    const command: SignInWithSocial = {
      type: 'SignInWithSocial',
      data: { state: dto.state, code: dto.code, error: dto.error, start: cookieOf(req, START_COOKIE), sessionId: randomUUID() },
      metadata,
    };
    const { position: _position, ...answer } = await this.commands.send<SocialSignInResult>(command);
    return answer;
  }

  /** Links the ticket's provider account to the member of `username` and `password`, and signs them in. 401 BAD_CREDENTIALS, 409 SOCIAL_ACCOUNT_TAKEN or SOCIAL_ALREADY_LINKED. */
  @Post('link')
  @HttpCode(200)
  @ApiAnswer(200, 'SocialLinkedResponse')
  async link(@CommandMeta() metadata: CommandMetadata, @Ip() clientAddress: string, @Body() dto: SocialLinkDto): Promise<SocialLinkedResponse> {
    const command: LinkSocialAccount = {
      type: 'LinkSocialAccount',
      data: { ticket: dto.ticket, username: dto.username.trim(), password: dto.password, sessionId: randomUUID(), clientAddress },
      metadata,
    };
    const { refreshToken, username, joined, position } = await this.commands.send<SocialLinkedResponse & { position: number }>(command);
    // The member's first read (me/info with the new token) carries no position: answer once the read models show the link.
    await this.projections.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { refreshToken, username, joined };
  }

  /** Creates a PERSON member linked to the ticket's provider account (required terms agreed) and signs them in. 400 TERMS_REQUIRED, 409 SOCIAL_ACCOUNT_TAKEN. */
  @Post('join')
  @RateLimited({ name: 'sign-up-address', per: 'address', limit: (l) => l.signUpsPerAddressPerHour, windowMs: 3_600_000, what: '가입 요청이' })
  @ApiAnswer(201, 'SocialLinkedResponse')
  async join(@CommandMeta() metadata: CommandMetadata, @Body() dto: SocialJoinDto): Promise<SocialLinkedResponse> {
    const command: JoinWithSocial = {
      type: 'JoinWithSocial',
      data: {
        ticket: dto.ticket,
        userId: randomUUID(),
        name: dto.name.trim(),
        email: dto.email.trim(),
        phone: dto.phone,
        terms: dto._terms,
        sessionId: randomUUID(),
      },
      metadata,
    };
    const { refreshToken, username, joined, position } = await this.commands.send<SocialLinkedResponse & { position: number }>(command);
    // The member's first read (me/info with the new token) carries no position: answer once the read models show the link.
    await this.projections.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    return { refreshToken, username, joined };
  }
}
