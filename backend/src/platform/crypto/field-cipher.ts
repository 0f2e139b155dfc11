import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Name of the key file under DATA_DIR (made on first use, like the token-signing secret). */
export const FIELD_KEY_FILE = 'field-encryption-key';
/** The key id of the first key (the key file or FIELD_ENCRYPTION_KEY): every ciphertext written before key rotation names it. */
export const FIRST_KEY_ID = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 32-byte field key: env FIELD_ENCRYPTION_KEY (base64 of 32 bytes; set it in production and
 * keep it with the backups), else `{dataDir}/field-encryption-key`, created with mode 0600 when
 * missing. Throws on a key of another length.
 */
export function loadFieldKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = env.FIELD_ENCRYPTION_KEY?.trim();
  const file = join(dataDir, FIELD_KEY_FILE);
  let raw = given;
  if (!raw) {
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    raw = readFileSync(file, 'utf8').trim();
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error(`FIELD_ENCRYPTION_KEY must be 32 bytes in base64 (${given ? 'env' : file})`);
  return key;
}

/** Keys by id and the id of the newest, which encrypts; the others still decrypt. */
export interface FieldKeyRing {
  current: string;
  keys: Record<string, Buffer>;
}

/**
 * The key ring: the first key ({@link loadFieldKey}) as `v1`, then the rotated keys of env
 * FIELD_ENCRYPTION_KEYS, `id:base64,id:base64` oldest first (ids of letters, digits and dashes);
 * the last one encrypts. Rotation: add a key at the end, restart, then reseal what is stored
 * (the promoters' `ResealPromoterSecrets`); drop an old key only once nothing names it.
 * Throws on a malformed entry or a key of another length.
 */
export function loadFieldKeyRing(dataDir: string, env: NodeJS.ProcessEnv = process.env): FieldKeyRing {
  const keys: Record<string, Buffer> = { [FIRST_KEY_ID]: loadFieldKey(dataDir, env) };
  let current = FIRST_KEY_ID;
  for (const entry of (env.FIELD_ENCRYPTION_KEYS ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [id, raw] = entry.split(':');
    if (!id || !raw || !/^[A-Za-z0-9-]{1,20}$/.test(id)) throw new Error('FIELD_ENCRYPTION_KEYS entries are id:base64');
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error(`FIELD_ENCRYPTION_KEYS key ${id} must be 32 bytes in base64`);
    keys[id] = key;
    current = id;
  }
  return { current, keys };
}

/**
 * Encrypts single values kept in events (bank account numbers and codes, ARCHITECTURE §7) with
 * AES-256-GCM: a fresh 96-bit IV per value and the 128-bit tag, so a changed ciphertext is
 * refused. `context` (e.g. `refund-account:{userId}:accountNumber`) is bound as additional data:
 * a ciphertext copied onto another member or field does not decrypt. Keys come in a ring
 * ({@link FieldKeyRing}): the newest encrypts, every one decrypts what names it.
 * Format: `{keyId}.{iv}.{tag}.{ciphertext}` in base64url (`v1` for the first key).
 */
export class FieldCipher {
  private readonly ring: FieldKeyRing;

  constructor(keys: Buffer | FieldKeyRing) {
    this.ring = Buffer.isBuffer(keys) ? { current: FIRST_KEY_ID, keys: { [FIRST_KEY_ID]: keys } } : keys;
    if (!this.ring.keys[this.ring.current]) throw new Error('the current field key is missing');
    if (Object.values(this.ring.keys).some((k) => k.length !== 32)) throw new Error('the field key must be 32 bytes');
  }

  /** The id of the key that encrypts now. */
  get currentKeyId(): string {
    return this.ring.current;
  }

  /** The ciphertext of `plain` for `context`, under the newest key. */
  encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.ring.keys[this.ring.current]!, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [this.ring.current, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The id of the key `sealed` was encrypted with. */
  keyIdOf(sealed: string): string {
    return sealed.split('.')[0] ?? '';
  }

  /** `sealed` encrypted again under the newest key (unchanged when it already is). Throws like {@link decrypt}. */
  reseal(sealed: string, context: string): string {
    if (this.keyIdOf(sealed) === this.ring.current) return sealed;
    return this.encrypt(this.decrypt(sealed, context), context);
  }

  /** The plain text of `sealed` for `context`. Throws when it was changed, is for another context or names a key not in the ring. */
  decrypt(sealed: string, context: string): string {
    const [keyId, iv, tag, body] = sealed.split('.');
    const key = keyId ? this.ring.keys[keyId] : undefined;
    if (!key || !iv || !tag || body === undefined) throw new Error('not a field ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The shop's {@link FieldCipher}, keyed by {@link loadFieldKeyRing} from the configuration's data directory and environment. */
@Injectable()
export class ShopFieldCipher extends FieldCipher {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(loadFieldKeyRing(config.dataDir));
  }
}
