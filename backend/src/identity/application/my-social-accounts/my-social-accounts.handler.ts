import { Injectable } from '@nestjs/common';
import type { SocialProvider } from '@shop/contracts';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { userDecider, userStream, type DetachSocialAccount } from '../../domain/user.decider.js';
import { SocialTicketInvalidError } from '../../identity.errors.js';
import { attachSocialAccount } from '../link-social-account/link-social-account.handler.js';
import { socialKind } from '../sign-in-with-social/sign-in-with-social.handler.js';
import { SocialTickets } from '../social-login/social-tickets.js';

/** The signed-in member `userId` links the provider account of a first social login's `ticket` (from /mypage/myinfo's 연결하기). */
export type LinkMySocialAccount = Command<'LinkMySocialAccount', { userId: string; ticket: string }>;
/** The signed-in member `userId` unlinks their account of `provider`. */
export type UnlinkSocialAccount = Command<'UnlinkSocialAccount', { userId: string; provider: SocialProvider }>;

/**
 * Links a Kakao or Naver account to the member who is signed in: no password is asked, the
 * session proves the account. SocialTicketInvalidError for a forged or expired ticket;
 * SocialAccountTakenError when another member holds the provider account; SocialAlreadyLinkedError
 * when the member has another account of that provider. Answers the log position.
 */
@Injectable()
export class LinkMySocialAccountHandler implements UseCaseHandler<LinkMySocialAccount, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly tickets: SocialTickets,
  ) {}

  async execute({ data, metadata }: LinkMySocialAccount): Promise<{ position: number }> {
    const ticket = await this.tickets.readTicket(data.ticket, Date.parse(metadata.now));
    if (!ticket) throw new SocialTicketInvalidError();
    return { position: await attachSocialAccount(this.runner, this.unique, data.userId, ticket, metadata) };
  }
}

/**
 * Unlinks the member's account of a provider (SocialNotLinkedError when none; SocialLastSignInError
 * when it is their last way in), then gives back the provider member number's reservation so it may
 * be linked again or join. Answers the log position.
 */
@Injectable()
export class UnlinkSocialAccountHandler implements UseCaseHandler<UnlinkSocialAccount, { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
  ) {}

  async execute({ data, metadata }: UnlinkSocialAccount): Promise<{ position: number }> {
    const detach: DetachSocialAccount = { type: 'DetachSocialAccount', data, metadata };
    const result = await this.runner.handle(userStream(data.userId), userDecider, detach);
    const unlinked = result.events.find((e) => e.type === 'SocialAccountUnlinked');
    if (unlinked?.type === 'SocialAccountUnlinked') await this.unique.release(socialKind(data.provider), unlinked.data.providerUserId, data.userId, metadata);
    return { position: result.position };
  }
}
