import {
  SOCIAL_PROVIDER_TEXT,
  UserType,
  digitsOnly,
  isBusinessNumber,
  type SocialProvider,
  type UserEvent,
  type UserInfoChanged,
  type UserRegistered,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import {
  BusinessRegistrationRequiredError,
  MemberNotFoundError,
  MemberTypeInvalidError,
  SocialAlreadyLinkedError,
  SocialLastSignInError,
  SocialMemberWithdrawnError,
  SocialNotLinkedError,
  UserExistsError,
} from '../identity.errors.js';
import { registrationRefusal } from './registration.js';

/** Opens the account of a registering user, its password already hashed (by the RegisterUser use case). */
export type CreateAccount = Command<'CreateAccount', Omit<UserRegistered['data'], 'registeredAt'>>;
/**
 * Changes the member's name, e-mail or phone (the member, or staff: `changedBy`); fields left out
 * stay. The member may also set a new password (`passwordHash`, already hashed), which ends every
 * other session: `keptSessionId` is the one it is changed in.
 */
export type ChangeUserInfo = Command<
  'ChangeUserInfo',
  { userId: string; name?: string; email?: string; phone?: string; passwordHash?: string; keptSessionId?: string | null; changedBy: string | null }
>;
/** Staff change a member's type (spec §7 PUT users/{id}/type); COMPANY needs a business registration number. */
export type ChangeUserType = Command<'ChangeUserType', { userId: string; to: UserType; businessRegistration: string | null; changedBy: string }>;
/** The member leaves the shop with a reason (POST me/withdraw). */
export type WithdrawUser = Command<'WithdrawUser', { userId: string; reason: string }>;
/**
 * Links the member's Kakao or Naver account (its member number `providerUserId`) after the
 * LinkSocialAccount or JoinWithSocial use case claimed that number for this account.
 */
export type AttachSocialAccount = Command<'AttachSocialAccount', { userId: string; provider: SocialProvider; providerUserId: string }>;
/** The member unlinks their account of `provider` (/mypage/myinfo). */
export type DetachSocialAccount = Command<'DetachSocialAccount', { userId: string; provider: SocialProvider }>;
export type UserCommand = CreateAccount | ChangeUserInfo | ChangeUserType | WithdrawUser | AttachSocialAccount | DetachSocialAccount;

/**
 * The account as its stream has it: the registration with every change since applied, and the
 * last password change (sessions started before it end, but the one it was made in).
 */
export type UserState =
  | { status: 'absent' }
  | {
      status: 'active';
      user: UserRegistered['data'];
      passwordChange?: { at: string; keptSessionId: string | null };
      /** The provider accounts linked, by provider: their member numbers. */
      social?: Partial<Record<SocialProvider, string>>;
      /** False while a member who joined with a provider has set no password of their own. */
      passwordKnown: boolean;
    }
  | { status: 'withdrawn'; userId: string; withdrawnAt: string };

/**
 * Whether a session of the account started at `startedAt` is still good after the account's
 * last password change (issue 11: "a change ends the other sessions").
 */
export function sessionSurvivesPasswordChange(state: UserState, sessionId: string, startedAt: string): boolean {
  if (state.status !== 'active' || !state.passwordChange) return true;
  const { at, keptSessionId } = state.passwordChange;
  return sessionId === keptSessionId || startedAt > at;
}

/** The stream of one account. */
export const userStream = (userId: string) => `user-${userId}`;

const INFO_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * The user aggregate (stream `user-{userId}`). The username's uniqueness is claimed before, in
 * the reservation stream `username-{username}` (UniqueValues). Refuses a second registration
 * and a registration that breaks the sign-up rules (required terms, company number). Info
 * changes record only what differs (none: nothing happens); a type change is for members
 * (PERSON ↔ COMPANY, spec §6), COMPANY with a 10-digit business registration number. A member
 * who withdrew is gone: nothing more is decided on the account (and no session of it is open).
 * A member links at most one account per provider (/login/sns-validate); linking the same one
 * again changes nothing, and a withdrawn member links none. Unlinking needs the account linked,
 * and is refused when it is the member's last way in (joined with a provider, no password set).
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    if (event.type === 'UserRegistered') return { status: 'active', user: event.data, passwordKnown: !event.data.joinedWith };
    if (state.status !== 'active') return state;
    switch (event.type) {
      case 'UserInfoChanged': {
        const { name, email, phone } = event.data;
        return { ...state, user: { ...state.user, name, email, phone } };
      }
      case 'PasswordChanged':
        return {
          ...state,
          user: { ...state.user, passwordHash: event.data.passwordHash },
          passwordKnown: true,
          passwordChange: { at: event.data.changedAt, keptSessionId: event.data.keptSessionId },
        };
      case 'UserTypeChanged': {
        const { to, businessRegistration } = event.data;
        return { ...state, user: { ...state.user, userType: to, businessRegistration } };
      }
      case 'UserWithdrew':
        return { status: 'withdrawn', userId: event.data.userId, withdrawnAt: event.data.withdrawnAt };
      case 'SocialAccountLinked':
        return { ...state, social: { ...state.social, [event.data.provider]: event.data.providerUserId } };
      case 'SocialAccountUnlinked': {
        const { [event.data.provider]: _gone, ...social } = state.social ?? {};
        return { ...state, social };
      }
    }
  },
  decide(command, state) {
    if (command.type === 'CreateAccount') {
      if (state.status !== 'absent') throw new UserExistsError();
      const refusal = registrationRefusal(command.data);
      if (refusal) throw refusal;
      return [{ type: 'UserRegistered', data: { ...command.data, registeredAt: command.metadata.now } }];
    }
    if (command.type === 'AttachSocialAccount' && state.status === 'withdrawn') throw new SocialMemberWithdrawnError();
    if (state.status !== 'active' || state.user.userType === UserType.OPERATOR) throw new MemberNotFoundError();
    const user = state.user;
    if (command.type === 'AttachSocialAccount') {
      const { provider, providerUserId } = command.data;
      const linked = state.social?.[provider];
      if (linked === providerUserId) return [];
      if (linked) throw new SocialAlreadyLinkedError(SOCIAL_PROVIDER_TEXT[provider]);
      return [{ type: 'SocialAccountLinked', data: { userId: user.userId, provider, providerUserId, linkedAt: command.metadata.now } }];
    }
    if (command.type === 'DetachSocialAccount') {
      const { provider } = command.data;
      const providerUserId = state.social?.[provider];
      if (!providerUserId) throw new SocialNotLinkedError(SOCIAL_PROVIDER_TEXT[provider]);
      const othersLinked = Object.keys(state.social ?? {}).length > 1;
      if (!state.passwordKnown && !othersLinked) throw new SocialLastSignInError();
      return [{ type: 'SocialAccountUnlinked', data: { userId: user.userId, provider, providerUserId, unlinkedAt: command.metadata.now } }];
    }
    if (command.type === 'WithdrawUser') {
      return [
        { type: 'UserWithdrew', data: { userId: user.userId, username: user.username, reason: command.data.reason.trim(), withdrawnAt: command.metadata.now } },
      ];
    }
    if (command.type === 'ChangeUserInfo') {
      const next = {
        name: command.data.name?.trim() ?? user.name,
        email: command.data.email?.trim() ?? user.email,
        phone: command.data.phone !== undefined ? digitsOnly(command.data.phone) : user.phone,
      };
      const fields = INFO_FIELDS.filter((f) => next[f] !== user[f]);
      const events: UserEvent[] = [];
      const { changedBy } = command.data;
      const changedAt = command.metadata.now;
      if (fields.length > 0) {
        const changed: UserInfoChanged = { type: 'UserInfoChanged', data: { userId: user.userId, ...next, fields, changedBy, changedAt } };
        events.push(changed);
      }
      if (command.data.passwordHash) {
        const keptSessionId = command.data.keptSessionId ?? null;
        events.push({ type: 'PasswordChanged', data: { userId: user.userId, passwordHash: command.data.passwordHash, keptSessionId, changedBy, changedAt } });
      }
      return events;
    }
    const { to } = command.data;
    if (to !== UserType.PERSON && to !== UserType.COMPANY) throw new MemberTypeInvalidError();
    const businessRegistration = to === UserType.COMPANY ? digitsOnly(command.data.businessRegistration ?? '') : null;
    if (to === UserType.COMPANY && !isBusinessNumber(businessRegistration ?? '')) throw new BusinessRegistrationRequiredError();
    if (to === user.userType && businessRegistration === user.businessRegistration) return [];
    return [
      {
        type: 'UserTypeChanged',
        data: { userId: user.userId, from: user.userType, to, businessRegistration, changedBy: command.data.changedBy, changedAt: command.metadata.now },
      },
    ];
  },
};
