import { Injectable } from '@nestjs/common';
import { SOCIAL_PROVIDER_TEXT, type SocialLinkedResponse } from '@shop/contracts';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { Commands, type UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command, CommandMetadata } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { userDecider, userStream, type AttachSocialAccount } from '../../domain/user.decider.js';
import { BadCredentialsError, SocialAccountTakenError, SocialTicketInvalidError } from '../../identity.errors.js';
import type { SignIn } from '../sign-in/sign-in.handler.js';
import { socialKind } from '../sign-in-with-social/sign-in-with-social.handler.js';
import { SocialTickets, type SocialTicket } from '../social-login/social-tickets.js';

/** Links the provider account of a first social login's `ticket` to the member who proves the account with username and password. */
export type LinkSocialAccount = Command<'LinkSocialAccount', { ticket: string; username: string; password: string; sessionId: string; clientAddress: string }>;

/**
 * Links a Kakao or Naver account to an existing member, then signs them in:
 * 1. reads the ticket (SocialTicketInvalidError when forged or expired);
 * 2. signs in with the username and password (the SignIn use case: its refusals, throttling and
 *    timing), opening the session;
 * 3. claims the provider member number for the account (`social-{provider}-{id}`;
 *    SocialAccountTakenError when another member holds it);
 * 4. records SocialAccountLinked on the account (SocialAlreadyLinkedError when it has another
 *    account of the provider), releasing the claim if this fails.
 * Compensation: when 3 or 4 fail, the session of 2 is ended (SignOut) before the refusal is answered.
 */
@Injectable()
export class LinkSocialAccountHandler implements UseCaseHandler<LinkSocialAccount, SocialLinkedResponse & { position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly commands: Commands,
    private readonly tickets: SocialTickets,
  ) {}

  async execute({ data, metadata }: LinkSocialAccount): Promise<SocialLinkedResponse & { position: number }> {
    const ticket = await this.tickets.readTicket(data.ticket, Date.parse(metadata.now));
    if (!ticket) throw new SocialTicketInvalidError();
    const signIn: SignIn = {
      type: 'SignIn',
      data: { username: data.username, password: data.password, sessionId: data.sessionId, clientAddress: data.clientAddress },
      metadata,
    };
    const { refreshToken } = await this.commands.send<{ refreshToken: string }>(signIn);
    const userId = await this.unique.ownerOf('username', data.username);
    if (!userId) throw new BadCredentialsError();
    try {
      const position = await attachSocialAccount(this.runner, this.unique, userId, ticket, metadata);
      return { refreshToken, username: data.username, joined: false, position };
    } catch (e) {
      await this.commands.send({ type: 'SignOut', data: { refreshToken }, metadata });
      throw e;
    }
  }
}

/**
 * Claims the ticket's provider member number for `userId` and records SocialAccountLinked on the
 * account; gives the claim back when the account refuses. Answers the log position.
 */
export async function attachSocialAccount(
  runner: CommandRunner,
  unique: UniqueValues,
  userId: string,
  ticket: SocialTicket,
  metadata: CommandMetadata,
): Promise<number> {
  const kind = socialKind(ticket.provider);
  await unique.reserve(kind, ticket.providerUserId, userId, metadata, () => new SocialAccountTakenError(SOCIAL_PROVIDER_TEXT[ticket.provider]));
  try {
    const command: AttachSocialAccount = {
      type: 'AttachSocialAccount',
      data: { userId, provider: ticket.provider, providerUserId: ticket.providerUserId },
      metadata,
    };
    return (await runner.handle(userStream(userId), userDecider, command)).position;
  } catch (e) {
    await unique.release(kind, ticket.providerUserId, userId, metadata);
    throw e;
  }
}
