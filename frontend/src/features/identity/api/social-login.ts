import {
  API,
  type MySocialAccountsResponse,
  type SocialCallbackResponse,
  type SocialJoinDto,
  type SocialLinkDto,
  type SocialLinkedResponse,
  type SocialProvider,
} from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';

/** Where the browser starts a Kakao or Naver login (the server redirects to the provider); `redirect` is where to land once signed in. */
export function socialAuthorizeHref(provider: SocialProvider, redirect?: string): string {
  const query = redirect ? `?${new URLSearchParams({ redirect })}` : '';
  return `${API.public}/social-login/${provider}/authorize${query}`;
}

/** What /login/sns-validate got back from the provider. */
export interface SocialCallbackBody {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}

/** POST social-login/callback: signed in, or a ticket to link or join with; `returnTo` is where the login started. */
export function socialCallback(body: SocialCallbackBody): Promise<SocialCallbackResponse & { returnTo: string }> {
  return apiFetch(`${API.public}/social-login/callback`, { method: 'POST', body });
}

/** POST social-login/link: links the provider account to the member of this ID and password. */
export function socialLink(body: Pick<SocialLinkDto, 'ticket' | 'username' | 'password'>): Promise<SocialLinkedResponse> {
  return apiFetch(`${API.public}/social-login/link`, { method: 'POST', body });
}

/** POST social-login/join: a new PERSON member linked to the provider account. */
export function socialJoin(body: Pick<SocialJoinDto, 'ticket' | 'name' | 'email' | 'phone' | '_terms'>): Promise<SocialLinkedResponse> {
  return apiFetch(`${API.public}/social-login/join`, { method: 'POST', body });
}

/** POST me/social-accounts: links the provider account of a first social login to the signed-in member. */
export function linkMySocialAccount(ticket: string): Promise<MySocialAccountsResponse> {
  return apiFetch(`${API.me}/social-accounts`, { method: 'POST', body: { ticket } });
}

/** DELETE me/social-accounts/{provider}: unlinks the member's account of that provider. */
export function unlinkMySocialAccount(provider: SocialProvider): Promise<MySocialAccountsResponse> {
  return apiFetch(`${API.me}/social-accounts/${provider}`, { method: 'DELETE' });
}
