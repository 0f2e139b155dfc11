import { randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SOCIAL_PROVIDER_TEXT, UserType, digitsOnly, type SocialLinkedResponse, type SocialProvider } from '@shop/contracts';
import { TokenService } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { Commands, type UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { memberDefaults, registrationRefusal } from '../../domain/registration.js';
import { userDecider, userStream, type AttachSocialAccount } from '../../domain/user.decider.js';
import { SocialAccountTakenError, SocialTicketInvalidError, UsernameTakenError } from '../../identity.errors.js';
import { openSession } from '../open-session.js';
import type { RegisterUser } from '../register-user/register-user.handler.js';
import { socialKind } from '../sign-in-with-social/sign-in-with-social.handler.js';
import { SocialTickets } from '../social-login/social-tickets.js';
import { WelcomeLevel } from '../welcome-level.js';

/** Creates a PERSON member `userId` from a first social login's `ticket`, with the terms agreed and the fields the provider did not give, and signs them in. */
export type JoinWithSocial = Command<
  'JoinWithSocial',
  { ticket: string; userId: string; name: string; email: string; phone: string; terms: string[]; sessionId: string }
>;

/** How many generated IDs are tried before giving up (each is 5 letters and 8 digits: a clash is all but impossible). */
const USERNAME_TRIES = 3;

/**
 * Joins with a Kakao or Naver account (spec §3 User sign-up, type PERSON):
 * 1. reads the ticket (SocialTicketInvalidError) and checks the sign-up rules (TermsRequiredError);
 * 2. claims the provider member number for the new account (SocialAccountTakenError);
 * 3. registers the account (RegisterUser) under a generated ID (`kakao12345678`) with an unusable
 *    random password: the member signs in with the provider, or sets a password with
 *    find-password;
 * 4. records SocialAccountLinked, puts the member at the welcome level and opens the session.
 * Compensation: when 3 fails, the claim of 2 is given back.
 */
@Injectable()
export class JoinWithSocialHandler implements UseCaseHandler<JoinWithSocial, SocialLinkedResponse & { userId: string; position: number }> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly commands: Commands,
    private readonly tokens: TokenService,
    private readonly tickets: SocialTickets,
    private readonly welcome: WelcomeLevel,
  ) {}

  async execute({ data, metadata }: JoinWithSocial): Promise<SocialLinkedResponse & { userId: string; position: number }> {
    const ticket = await this.tickets.readTicket(data.ticket, Date.parse(metadata.now));
    if (!ticket) throw new SocialTicketInvalidError();
    const refusal = registrationRefusal({ userType: UserType.PERSON, terms: data.terms, businessRegistration: null });
    if (refusal) throw refusal;
    const kind = socialKind(ticket.provider);
    await this.unique.reserve(kind, ticket.providerUserId, data.userId, metadata, () => new SocialAccountTakenError(SOCIAL_PROVIDER_TEXT[ticket.provider]));
    let username: string;
    try {
      username = await this.register(data, ticket.provider, metadata);
    } catch (e) {
      await this.unique.release(kind, ticket.providerUserId, data.userId, metadata);
      throw e;
    }
    const attach: AttachSocialAccount = {
      type: 'AttachSocialAccount',
      data: { userId: data.userId, provider: ticket.provider, providerUserId: ticket.providerUserId },
      metadata,
    };
    await this.runner.handle(userStream(data.userId), userDecider, attach);
    await this.welcome.assign(data.userId, UserType.PERSON, metadata);
    const { refreshToken, position } = await openSession(this.runner, this.tokens, data.userId, data.sessionId, metadata);
    return { refreshToken, username, joined: true, userId: data.userId, position };
  }

  private async register(data: JoinWithSocial['data'], provider: SocialProvider, metadata: JoinWithSocial['metadata']): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const username = `${provider}${randomInt(10_000_000, 100_000_000)}`;
      const command: RegisterUser = {
        type: 'RegisterUser',
        data: {
          userId: data.userId,
          username,
          password: randomBytes(32).toString('base64url'),
          name: data.name,
          email: data.email,
          phone: digitsOnly(data.phone),
          type: UserType.PERSON,
          ...memberDefaults(UserType.PERSON),
          terms: data.terms,
          joinedWith: provider,
        },
        metadata,
      };
      try {
        await this.commands.send(command);
        return username;
      } catch (e) {
        if (!(e instanceof UsernameTakenError) || attempt >= USERNAME_TRIES) throw e;
      }
    }
  }
}
