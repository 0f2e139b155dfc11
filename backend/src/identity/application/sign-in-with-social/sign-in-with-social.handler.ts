import { Inject, Injectable } from '@nestjs/common';
import { SOCIAL_PROVIDER_TEXT, type SocialCallbackResponse } from '@shop/contracts';
import { TokenService } from '../../../platform/auth/tokens.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import type { UseCaseHandler } from '../../../platform/event-sourcing/commands.js';
import type { Command } from '../../../platform/event-sourcing/decider.js';
import { UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import { OAuthRefusedError, OAuthUnavailableError, type OAuthClient } from '../../../platform/social-login/social-login.client.js';
import { OAUTH_CLIENTS } from '../../../platform/social-login/social-login.module.js';
import type { OAuthProfile, OAuthProvider } from '../../../platform/social-login/social-login.protocol.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { SocialLoginDeniedError, SocialLoginFailedError, SocialMemberWithdrawnError, SocialStateInvalidError } from '../../identity.errors.js';
import { openSession } from '../open-session.js';
import { SocialTickets } from '../social-login/social-tickets.js';

/**
 * What the provider sent back to /login/sns-validate (`code` and `state`, or `error`), with the
 * started login of the browser's cookie (`start`), to open session `sessionId`.
 */
export type SignInWithSocial = Command<'SignInWithSocial', { state: string; code?: string; error?: string; start?: string; sessionId: string }>;

/** The answer, with where the member was going when the login started. */
export type SocialSignInResult = SocialCallbackResponse & { returnTo: string; position?: number };

/** The reservation kind of a provider's member numbers: stream `social-{provider}-{providerUserId}`. */
export const socialKind = (provider: OAuthProvider) => `social-${provider}`;

/**
 * The callback of a Kakao or Naver login: checks `state` against the started login of this
 * browser (SocialStateInvalidError otherwise, CSRF), refuses a declined consent
 * (SocialLoginDeniedError), exchanges the code for the person's profile at the provider
 * (SocialLoginFailedError when it refuses or cannot be reached), then signs in the member whose
 * account is linked to that provider account (SocialMemberWithdrawnError if they left), or
 * answers a ticket to link an account or join with.
 */
@Injectable()
export class SignInWithSocialHandler implements UseCaseHandler<SignInWithSocial, SocialSignInResult> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly unique: UniqueValues,
    private readonly tokens: TokenService,
    private readonly tickets: SocialTickets,
    @Inject(OAUTH_CLIENTS) private readonly clients: Record<OAuthProvider, OAuthClient>,
  ) {}

  async execute({ data, metadata }: SignInWithSocial): Promise<SocialSignInResult> {
    const nowMs = Date.parse(metadata.now);
    const start = await this.tickets.readStart(data.start, nowMs);
    if (!start || data.state !== start.nonce) throw new SocialStateInvalidError();
    const providerName = SOCIAL_PROVIDER_TEXT[start.provider];
    if (data.error === 'access_denied') throw new SocialLoginDeniedError(providerName);
    if (data.error || !data.code) throw new SocialLoginFailedError(providerName);
    const profile = await this.profileOf(start.provider, data.code, data.state, start.redirectUri);

    const owner = await this.unique.ownerOf(socialKind(profile.provider), profile.id);
    if (owner) {
      const { state } = await this.runner.load(userStream(owner), userDecider);
      if (state.status === 'withdrawn') throw new SocialMemberWithdrawnError();
      if (state.status === 'active' && state.social?.[profile.provider] === profile.id) {
        const { refreshToken, position } = await openSession(this.runner, this.tokens, owner, data.sessionId, metadata);
        return { status: 'SIGNED_IN', refreshToken, returnTo: start.returnTo, position };
      }
    }
    const { provider, id: providerUserId, name, email, phone } = profile;
    const ticket = await this.tickets.signTicket({ provider, providerUserId, name, email, phone }, nowMs);
    return { status: 'LINK_REQUIRED', provider, ticket, profile: { name, email, phone }, returnTo: start.returnTo };
  }

  private async profileOf(provider: OAuthProvider, code: string, state: string, redirectUri: string): Promise<OAuthProfile> {
    try {
      return await this.clients[provider].signIn(code, state, redirectUri);
    } catch (e) {
      if (e instanceof OAuthRefusedError || e instanceof OAuthUnavailableError) throw new SocialLoginFailedError(SOCIAL_PROVIDER_TEXT[provider]);
      throw e;
    }
  }
}
