import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Name of the key file under DATA_DIR (made on first use, like the token-signing secret). */
export const FIELD_KEY_FILE = 'field-encryption-key';
const VERSION = 'v1';
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

/**
 * Encrypts single values kept in events (bank account numbers and codes, ARCHITECTURE §7) with
 * AES-256-GCM: a fresh 96-bit IV per value and the 128-bit tag, so a changed ciphertext is
 * refused. `context` (e.g. `refund-account:{userId}:accountNumber`) is bound as additional data:
 * a ciphertext copied onto another member or field does not decrypt.
 * Format: `v1.{iv}.{tag}.{ciphertext}` in base64url.
 */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the field key must be 32 bytes');
  }

  /** The ciphertext of `plain` for `context`. */
  encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain text of `sealed` for `context`. Throws when it was changed, is for another context or another key. */
  decrypt(sealed: string, context: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a field ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** The shop's {@link FieldCipher}, keyed by {@link loadFieldKey} from the configuration's data directory. */
@Injectable()
export class ShopFieldCipher extends FieldCipher {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(loadFieldKey(config.dataDir));
  }
}
