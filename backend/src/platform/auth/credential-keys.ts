import { createECDH, hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { compactDecrypt, decodeProtectedHeader, importJWK } from 'jose';
import type { CredentialKeyResponse } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** How long one credential key is handed out (ms); the one before it is still accepted, so a key lives 2 h at most. */
export const CREDENTIAL_KEY_PERIOD_MS = 60 * 60_000;
/** How far a sealed credential's `iat` may be from the server's clock (ms): an old capture does not sign in. */
export const CREDENTIAL_MAX_AGE_MS = 5 * 60_000;
/** The JWE algorithms (RFC 7518 §4.6, §5.3): ECDH-ES on P-256 straight to an AES-256-GCM key. */
export const CREDENTIAL_ALG = 'ECDH-ES';
export const CREDENTIAL_ENC = 'A256GCM';

/** What a sealed credential holds once opened. */
export interface OpenedCredentials {
  username: string;
  password: string;
}

const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * Short-lived P-256 keys for credentials sent encrypted (spec §7 Auth: "basic authorization
 * carrying encrypted credentials", §10: no secret baked into the frontend). The shop hands out
 * the public half of the current period's key (`GET /api/auth/credentialKey`); the browser seals
 * `{ username, password, iat }` to it as a compact JWE (ECDH-ES + A256GCM, with Web Crypto
 * through `jose`) and sends that in the Basic header. Each period's key is derived from the token
 * secret with HKDF, so every shop process behind one load balancer holds the same keys and none
 * is stored.
 */
@Injectable()
export class CredentialKeys {
  private readonly keys = new Map<number, { publicJwk: CredentialKeyResponse['key']; privateKey: ReturnType<typeof importJWK> }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The public key to seal with now: its id (`kid`), JWK and the instant (ISO) it stops being handed out. */
  current(nowMs: number = Date.now()): CredentialKeyResponse {
    const period = Math.floor(nowMs / CREDENTIAL_KEY_PERIOD_MS);
    return {
      kid: `c${period}`,
      key: this.keyOf(period).publicJwk,
      alg: CREDENTIAL_ALG,
      enc: CREDENTIAL_ENC,
      expiresAt: new Date((period + 1) * CREDENTIAL_KEY_PERIOD_MS).toISOString(),
    };
  }

  /**
   * Opens a compact JWE sealed to this or the previous period's key; null when the key is
   * unknown or too old, the algorithms are not the ones above, the ciphertext was changed, its
   * `iat` (ms) is more than CREDENTIAL_MAX_AGE_MS from now, or the payload lacks a username or
   * password.
   */
  async open(jwe: string, nowMs: number = Date.now()): Promise<OpenedCredentials | null> {
    try {
      const { kid, alg, enc } = decodeProtectedHeader(jwe);
      const period = typeof kid === 'string' && /^c\d{1,12}$/.test(kid) ? Number(kid.slice(1)) : NaN;
      const now = Math.floor(nowMs / CREDENTIAL_KEY_PERIOD_MS);
      if (!(period === now || period === now - 1) || alg !== CREDENTIAL_ALG || enc !== CREDENTIAL_ENC) return null;
      const { plaintext } = await compactDecrypt(jwe, await this.keyOf(period).privateKey, {
        keyManagementAlgorithms: [CREDENTIAL_ALG],
        contentEncryptionAlgorithms: [CREDENTIAL_ENC],
      });
      const body = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<{ username: unknown; password: unknown; iat: unknown }>;
      if (typeof body.username !== 'string' || typeof body.password !== 'string' || typeof body.iat !== 'number') return null;
      if (Math.abs(nowMs - body.iat) > CREDENTIAL_MAX_AGE_MS) return null;
      return { username: body.username, password: body.password };
    } catch {
      return null;
    }
  }

  /** The key pair of one period, derived once: HKDF-SHA-256 of the token secret to a P-256 scalar (re-derived in the rare case it is out of range). */
  private keyOf(period: number) {
    const known = this.keys.get(period);
    if (known) return known;
    let d: Buffer | undefined;
    for (let attempt = 0; !d; attempt += 1) {
      const candidate = Buffer.from(hkdfSync('sha256', this.config.tokenSecret, 'ceramaison-credential-key', `${period}:${attempt}`, 32));
      const n = BigInt(`0x${candidate.toString('hex')}`);
      if (n > 0n && n < P256_ORDER) d = candidate;
    }
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey();
    const publicJwk: CredentialKeyResponse['key'] = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
      kid: `c${period}`,
      use: 'enc',
      alg: CREDENTIAL_ALG,
    };
    const entry = { publicJwk, privateKey: importJWK({ ...publicJwk, d: d.toString('base64url') }, CREDENTIAL_ALG) };
    this.keys.set(period, entry);
    for (const old of this.keys.keys()) if (old < period - 1) this.keys.delete(old);
    return entry;
  }
}
