import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SOCIAL_PROVIDERS, SOCIAL_TICKET_TTL_MS, type SocialProfile, type SocialProvider } from '@shop/contracts';
import { SignJWT, jwtVerify } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

/** How long a started social login may come back to /login/sns-validate (ms). */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;

/** A started social login, kept in the browser's cookie: the provider, the `state` nonce sent to it, the redirect URI used, and where to go after. */
export interface SocialLoginStart {
  provider: SocialProvider;
  nonce: string;
  redirectUri: string;
  returnTo: string;
}

/** A person signed in at the provider whose account is linked to no member yet: who they are there and what the provider told. */
export interface SocialTicket extends SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
}

const ISSUER = 'ceramaison';
const isProvider = (v: unknown): v is SocialProvider => SOCIAL_PROVIDERS.includes(v as SocialProvider);

/**
 * Signs and reads the two short-lived proofs of a social login (HS256 under a key derived from
 * the token secret, each with its own audience): the started login kept in an HttpOnly cookie
 * (CSRF: the callback's `state` must be its nonce), and the ticket a first login answers, with
 * which the member links or joins within {@link SOCIAL_TICKET_TTL_MS}. Reading answers null for
 * anything forged, expired or of the other kind.
 */
@Injectable()
export class SocialTickets {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.tokenSecret).update('social-login').digest();
  }

  /** The cookie value of a started login, good for SOCIAL_STATE_TTL_MS from `nowMs`. */
  signStart(start: SocialLoginStart, nowMs: number): Promise<string> {
    return this.sign({ ...start }, 'social-login-start', SOCIAL_STATE_TTL_MS, nowMs);
  }

  /** The started login of a cookie value, or null. */
  async readStart(token: string | undefined, nowMs: number): Promise<SocialLoginStart | null> {
    const p = await this.read(token, 'social-login-start', nowMs);
    if (!p || !isProvider(p.provider) || typeof p.nonce !== 'string' || typeof p.redirectUri !== 'string') return null;
    return { provider: p.provider, nonce: p.nonce, redirectUri: p.redirectUri, returnTo: typeof p.returnTo === 'string' ? p.returnTo : '/' };
  }

  /** The ticket of a first social login, good for SOCIAL_TICKET_TTL_MS from `nowMs`. */
  signTicket(ticket: SocialTicket, nowMs: number): Promise<string> {
    return this.sign({ ...ticket }, 'social-login-ticket', SOCIAL_TICKET_TTL_MS, nowMs);
  }

  /** The ticket, or null when forged or expired. */
  async readTicket(token: string, nowMs: number): Promise<SocialTicket | null> {
    const p = await this.read(token, 'social-login-ticket', nowMs);
    if (!p || !isProvider(p.provider) || typeof p.providerUserId !== 'string' || !p.providerUserId) return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return { provider: p.provider, providerUserId: p.providerUserId, name: text(p.name), email: text(p.email), phone: text(p.phone) };
  }

  private sign(claims: Record<string, unknown>, audience: string, ttlMs: number, nowMs: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(Math.floor(nowMs / 1000))
      .setExpirationTime(Math.floor((nowMs + ttlMs) / 1000))
      .sign(this.key);
  }

  private async read(token: string | undefined, audience: string, nowMs: number): Promise<Record<string, unknown> | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience, currentDate: new Date(nowMs) });
      return payload;
    } catch {
      return null;
    }
  }
}
