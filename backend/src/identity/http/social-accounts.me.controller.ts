import { Body, Controller, Delete, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { LinkMySocialAccountDto, SOCIAL_PROVIDERS, type MySocialAccountsResponse, type SocialProvider } from '@shop/contracts';
import { CurrentUser } from '../../platform/auth/auth.guard.js';
import type { Principal } from '../../platform/auth/tokens.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { CommandMeta } from '../../platform/http/command-metadata.js';
import { ApiAnswer } from '../../platform/http/openapi.js';
import { COMMAND_READ_TIMEOUT_MS, ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { IdentityQueries } from '../application/identity.queries.js';
import type { LinkMySocialAccount, UnlinkSocialAccount } from '../application/my-social-accounts/my-social-accounts.handler.js';

/**
 * The member's own Kakao and Naver links (/mypage/myinfo): link the account of a first social
 * login started from my-page, or unlink one. The list itself is part of GET me/info. Both answer
 * once the read model shows the change.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('api/v1/me/social-accounts')
export class MySocialAccountsController {
  constructor(
    private readonly commands: Commands,
    private readonly queries: IdentityQueries,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Links the ticket's provider account to the signed-in member. 400 SOCIAL_TICKET_INVALID; 409 SOCIAL_ACCOUNT_TAKEN or SOCIAL_ALREADY_LINKED. */
  @Post()
  @ApiAnswer(201, 'MySocialAccountsResponse')
  async link(@CurrentUser() user: Principal, @CommandMeta() metadata: CommandMetadata, @Body() dto: LinkMySocialAccountDto): Promise<MySocialAccountsResponse> {
    const command: LinkMySocialAccount = { type: 'LinkMySocialAccount', data: { userId: user._user, ticket: dto.ticket }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    return this.answer(user._user, position);
  }

  /** Unlinks the member's `kakao` or `naver` account. 404 SOCIAL_NOT_LINKED (or another provider); 409 SOCIAL_LAST_SIGN_IN. */
  @Delete(':provider')
  @ApiAnswer(200, 'MySocialAccountsResponse')
  async unlink(
    @CurrentUser() user: Principal,
    @CommandMeta() metadata: CommandMetadata,
    @Param('provider') provider: string,
  ): Promise<MySocialAccountsResponse> {
    if (!SOCIAL_PROVIDERS.includes(provider as SocialProvider)) throw new NotFoundException('지원하지 않는 로그인 방식입니다');
    const command: UnlinkSocialAccount = { type: 'UnlinkSocialAccount', data: { userId: user._user, provider: provider as SocialProvider }, metadata };
    const { position } = await this.commands.send<{ position: number }>(command);
    return this.answer(user._user, position);
  }

  private async answer(userId: string, position: number): Promise<MySocialAccountsResponse> {
    await this.runner.waitFor(position, COMMAND_READ_TIMEOUT_MS);
    const info = await this.queries.meInfo(userId);
    return { socialAccounts: info?.socialAccounts ?? [], position };
  }
}
