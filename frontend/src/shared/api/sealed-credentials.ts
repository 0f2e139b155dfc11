import { CompactEncrypt, importJWK } from 'jose';
import type { CredentialKeyResponse } from '@shop/contracts';

let handed: CredentialKeyResponse | null = null;

/**
 * Seals a username and password to the shop's credential key (spec §7 Auth: the Basic header
 * carries encrypted credentials; no secret lives in this bundle): a compact JWE (ECDH-ES on
 * P-256, A256GCM, Web Crypto through `jose`) of `{ username, password, iat }` with `iat` in ms.
 * The key is fetched from `{authBase}/credentialKey` and kept until its `expiresAt`.
 * Throws when the key cannot be fetched (the caller shows its network message).
 */
export async function sealCredentials(authBase: string, username: string, password: string, nowMs: number = Date.now()): Promise<string> {
  if (!handed || Date.parse(handed.expiresAt) <= nowMs + 60_000) {
    const res = await fetch(`${authBase}/credentialKey`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`credential key: ${res.status}`);
    handed = (await res.json()) as CredentialKeyResponse;
  }
  const key = await importJWK(handed.key, handed.alg);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ username, password, iat: nowMs })))
    .setProtectedHeader({ alg: handed.alg, enc: handed.enc, kid: handed.kid })
    .encrypt(key);
}
