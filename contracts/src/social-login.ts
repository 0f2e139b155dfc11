/** Kakao and Naver login (spec §2 /login/sns-validate): the providers and the answers of its calls. */

/** The providers a member may sign in with. */
export const SOCIAL_PROVIDERS = ['kakao', 'naver'] as const;
/** A provider of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** The provider's name as shown to people. */
export const SOCIAL_PROVIDER_TEXT: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버' };

/** What the provider told about the person (missing fields are empty), offered as the sign-up's defaults. */
export interface SocialProfile {
  name: string;
  email: string;
  /** Digits only, e.g. 01012345678. */
  phone: string;
}

/** POST /api/v1/social-login/callback when the provider account is linked: the member is signed in (then GET /api/auth/accessToken as after a password login). */
export interface SocialSignedInResponse {
  status: 'SIGNED_IN';
  refreshToken: string;
}

/**
 * POST /api/v1/social-login/callback for a provider account linked to no member yet: the
 * member links an existing account (POST social-login/link) or creates one (POST
 * social-login/join) with `ticket`, good for {@link SOCIAL_TICKET_TTL_MS}.
 */
export interface SocialLinkRequiredResponse {
  status: 'LINK_REQUIRED';
  provider: SocialProvider;
  ticket: string;
  profile: SocialProfile;
}

/** Answer of POST /api/v1/social-login/callback. */
export type SocialCallbackResponse = SocialSignedInResponse | SocialLinkRequiredResponse;

/** POST /api/v1/social-login/link or /join: the account is linked (or created and linked) and the member signed in. */
export interface SocialLinkedResponse {
  refreshToken: string;
  /** The account's ID (for a new account, the one made for it). */
  username: string;
  /** True when the account was created by this call. */
  joined: boolean;
}

/** How long the ticket of a first social login may be used to link or join (ms). */
export const SOCIAL_TICKET_TTL_MS = 30 * 60 * 1000;

/** POST and DELETE /api/v1/me/social-accounts: the member's linked accounts after the change. */
export interface MySocialAccountsResponse {
  socialAccounts: { provider: SocialProvider; linkedAt: string }[];
  position: number;
}
