import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TOKEN_ISSUER } from './tokens.js';

/**
 * Short-lived signed tokens for one purpose each (a password-reset link): a JWT (HS256, the
 * shop's token secret) whose audience names the purpose, so it is never taken for an access
 * token or for another purpose. What makes one single-use is in its claims (e.g. a fingerprint
 * of the password it replaces), checked by the caller.
 */
@Injectable()
export class PurposeTokens {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = new TextEncoder().encode(config.tokenSecret);
  }

  /** A token for `purpose` about `subject`, with `claims`, valid `ttlMs` from `nowMs`. */
  sign(purpose: string, subject: string, claims: Record<string, string>, ttlMs: number, nowMs: number = Date.now()): Promise<string> {
    const iat = Math.floor(nowMs / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(`ceramaison-${purpose}`)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(Math.floor((nowMs + ttlMs) / 1000))
      .sign(this.key);
  }

  /** The subject and claims of a live token for `purpose`; null when it is malformed, forged, expired or for another purpose. */
  async verify(purpose: string, token: string): Promise<{ subject: string; claims: JWTPayload } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: `ceramaison-${purpose}`,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return { subject: payload.sub!, claims: payload };
    } catch {
      return null;
    }
  }
}
