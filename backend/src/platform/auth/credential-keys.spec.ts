import { CompactEncrypt, importJWK } from 'jose';
import type { AppConfig } from '../config/app-config.js';
import { CREDENTIAL_KEY_PERIOD_MS, CREDENTIAL_MAX_AGE_MS, CredentialKeys } from './credential-keys.js';

const config = { tokenSecret: 'a-test-secret-of-enough-length-0123456789' } as AppConfig;
const NOW = Date.parse('2026-11-27T09:20:00Z');

/** What the shop's login page does: seals the credentials to the key it was handed. */
async function seal(keys: CredentialKeys, body: object, at = NOW, header: Record<string, string> = {}): Promise<string> {
  const handed = keys.current(at);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: handed.alg, enc: handed.enc, kid: handed.kid, ...header })
    .encrypt(await importJWK(handed.key, handed.alg));
}

describe('credentials sealed to the credential key (spec §7 Auth)', () => {
  const credentials = { username: 'sera2026', password: '한글도됩니다:1!', iat: NOW };

  it('open with the same key on every shop process sharing the token secret, and nowhere else', async () => {
    const jwe = await seal(new CredentialKeys(config), credentials);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('sera2026');
    const elsewhere = new CredentialKeys(config);
    expect(await elsewhere.open(jwe, NOW)).toEqual({ username: 'sera2026', password: '한글도됩니다:1!' });
    expect(await new CredentialKeys({ tokenSecret: 'another-secret-of-enough-length-987654321' } as AppConfig).open(jwe, NOW)).toBeNull();
  });

  it('hands out one key per hour and accepts it for one hour more', async () => {
    const keys = new CredentialKeys(config);
    const first = keys.current(NOW);
    expect(keys.current(NOW + 1_000)).toEqual(first);
    expect(Date.parse(first.expiresAt) - NOW).toBeLessThanOrEqual(CREDENTIAL_KEY_PERIOD_MS);
    expect(keys.current(NOW + CREDENTIAL_KEY_PERIOD_MS).kid).not.toBe(first.kid);

    const sealedEarlier = await seal(keys, { ...credentials, iat: NOW + CREDENTIAL_KEY_PERIOD_MS }, NOW);
    expect(await keys.open(sealedEarlier, NOW + CREDENTIAL_KEY_PERIOD_MS)).not.toBeNull();
    const stale = await seal(keys, { ...credentials, iat: NOW + 2 * CREDENTIAL_KEY_PERIOD_MS }, NOW);
    expect(await keys.open(stale, NOW + 2 * CREDENTIAL_KEY_PERIOD_MS)).toBeNull();
  });

  it('refuses a capture replayed later, a changed ciphertext, another algorithm and a payload without both fields', async () => {
    const keys = new CredentialKeys(config);
    expect(await keys.open(await seal(keys, credentials), NOW + CREDENTIAL_MAX_AGE_MS + 1)).toBeNull();
    const jwe = await seal(keys, credentials);
    const parts = jwe.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await keys.open(parts.join('.'), NOW)).toBeNull();
    expect(await keys.open(await seal(keys, credentials, NOW, { enc: 'A128GCM' }), NOW)).toBeNull();
    expect(await keys.open(await seal(keys, { username: 'sera2026', iat: NOW }), NOW)).toBeNull();
    expect(await keys.open('not.a.jwe.at.all', NOW)).toBeNull();
  });
});
