import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import type { Scope, TokenPayload, UserType } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Lifetimes: access tokens are short; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Issuer and audience of access tokens; a token without both (or without exp and iat) is refused. */
export const TOKEN_ISSUER = 'ceramaison';
export const TOKEN_AUDIENCE = 'ceramaison-shop';
/** Audience of the password re-check proofs of POST me/verify (never accepted as access tokens). */
export const VERIFICATION_AUDIENCE = 'ceramaison-verify';

/** Most verified access tokens kept in memory (about 200 bytes each). */
const VERIFIED_TOKENS = 10_000;

/** The signed-in principal attached to a request. */
export interface Principal extends TokenPayload {
  sessionId: string;
}

/**
 * Access tokens (JWT HS256 carrying the spec §3 token payload) and opaque refresh tokens
 * (`{sessionId}.{secret}`, of which only the SHA-256 of the secret is stored).
 */
@Injectable()
export class TokenService {
  /**
   * The HMAC key, imported once: given as bytes, jose imports it again on every signature and
   * check, which cost about two thirds of each check's CPU.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(config.tokenSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** Signs an access token valid for ACCESS_TOKEN_TTL_S seconds from `nowMs`. */
  async signAccess(p: Principal, nowMs: number = Date.now()): Promise<string> {
    const iat = Math.floor(nowMs / 1000);
    return new SignJWT({ _user: p._user, userType: p.userType, scope: p.scope, sid: p.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .sign(await this.key);
  }

  /**
   * Tokens verified lately, with their principal and `exp` (epoch seconds): a member sends the
   * same token with every request for its 15 minutes, and checking its HMAC again each time (an
   * asynchronous WebCrypto call through the thread pool) cost as much as the rest of the auth.
   * Only valid tokens are kept, each until its `exp`; the least recently added go first.
   */
  private readonly verified = new Map<string, { principal: Principal; exp: number }>();

  /**
   * Verifies an access token (HS256 only; issuer, audience, `exp` and `iat` required); returns
   * its principal, or null when it is invalid, expired or lacks any of them. A token verified
   * before is answered from memory until its `exp`.
   */
  async verifyAccess(token: string): Promise<Principal | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.exp) return { ...known.principal, scope: [...known.principal.scope] };
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sid'],
      });
      const principal: Principal = {
        _user: String(payload._user),
        userType: payload.userType as UserType,
        scope: (payload.scope as Scope[]) ?? [],
        sessionId: String(payload.sid),
      };
      this.verified.set(token, { principal, exp: payload.exp! });
      if (this.verified.size > VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      return { ...principal, scope: [...principal.scope] };
    } catch {
      return null;
    }
  }

  /**
   * Proof that the member of session `sessionId` typed the password again (POST me/verify): a
   * JWT of its own audience, valid `ttlMs` from `nowMs`, good for that member and session only.
   */
  async signVerification(p: Principal, ttlMs: number, nowMs: number = Date.now()): Promise<string> {
    const iat = Math.floor(nowMs / 1000);
    return new SignJWT({ _user: p._user, sid: p.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(VERIFICATION_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(Math.floor((nowMs + ttlMs) / 1000))
      .sign(await this.key);
  }

  /** Whether `token` is a live proof of {@link signVerification} for this member and session. */
  async checkVerification(token: string, p: Principal): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: VERIFICATION_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sid'],
      });
      return payload._user === p._user && payload.sid === p.sessionId;
    } catch {
      return false;
    }
  }

  /** A new refresh token for `sessionId` and the hash to store. */
  newRefreshToken(sessionId: string): { token: string; hash: string } {
    const secret = randomBytes(32).toString('base64url');
    return { token: `${sessionId}.${secret}`, hash: sha256(secret) };
  }

  /** Splits a refresh token into its session id and the hash of its secret; null when malformed. */
  parseRefreshToken(token: string): { sessionId: string; hash: string } | null {
    const dot = token.indexOf('.');
    if (dot <= 0 || dot === token.length - 1) return null;
    return { sessionId: token.slice(0, dot), hash: sha256(token.slice(dot + 1)) };
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
