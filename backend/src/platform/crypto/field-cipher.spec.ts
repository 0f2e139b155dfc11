import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maskAccountNumber, maskCashReceiptIdentity } from '@shop/contracts';
import { FIELD_KEY_FILE, FieldCipher, loadFieldKey, loadFieldKeyRing } from './field-cipher.js';

const cipher = new FieldCipher(Buffer.alloc(32, 7));

describe('field encryption (AES-256-GCM)', () => {
  it('gives the account number back only with the same key and context, and never shows it in the ciphertext', () => {
    const sealed = cipher.encrypt('12345678989', 'refund-account:u1:accountNumber');
    expect(sealed).not.toContain('12345678989');
    expect(sealed).not.toContain(Buffer.from('12345678989').toString('base64url'));
    expect(cipher.decrypt(sealed, 'refund-account:u1:accountNumber')).toBe('12345678989');
    expect(() => cipher.decrypt(sealed, 'refund-account:u2:accountNumber')).toThrow();
    expect(() => new FieldCipher(Buffer.alloc(32, 8)).decrypt(sealed, 'refund-account:u1:accountNumber')).toThrow();
  });

  it('draws a fresh IV each time and refuses a changed ciphertext', () => {
    const a = cipher.encrypt('004', 'c');
    const b = cipher.encrypt('004', 'c');
    expect(a).not.toBe(b);
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'), 'c')).toThrow();
  });

  it('keeps its key in the data directory (0600), or takes FIELD_ENCRYPTION_KEY', () => {
    const dir = mkdtempSync(join(tmpdir(), 'field-key-'));
    const key = loadFieldKey(dir, {});
    expect(key).toHaveLength(32);
    expect(loadFieldKey(dir, {})).toEqual(key);
    expect(statSync(join(dir, FIELD_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(join(dir, FIELD_KEY_FILE), 'utf8'), 'base64')).toEqual(key);
    const given = Buffer.alloc(32, 3).toString('base64');
    expect(loadFieldKey(dir, { FIELD_ENCRYPTION_KEY: given })).toEqual(Buffer.alloc(32, 3));
    expect(() => loadFieldKey(dir, { FIELD_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow('32 bytes');
  });
});

describe('key rotation', () => {
  const old = Buffer.alloc(32, 1);
  const newer = Buffer.alloc(32, 2);

  it('encrypts with the newest key, names it in the ciphertext and still decrypts what older keys sealed', () => {
    const before = new FieldCipher(old).encrypt('9001011234568', 'promoter:u1:rrn');
    const ring = new FieldCipher({ current: 'k2', keys: { v1: old, k2: newer } });
    expect(before.startsWith('v1.')).toBe(true);
    expect(ring.decrypt(before, 'promoter:u1:rrn')).toBe('9001011234568');
    const resealed = ring.reseal(before, 'promoter:u1:rrn');
    expect(ring.keyIdOf(resealed)).toBe('k2');
    expect(new FieldCipher({ current: 'k2', keys: { k2: newer } }).decrypt(resealed, 'promoter:u1:rrn')).toBe('9001011234568');
    expect(ring.reseal(resealed, 'promoter:u1:rrn')).toBe(resealed);
    expect(() => new FieldCipher({ current: 'k2', keys: { k2: newer } }).decrypt(before, 'promoter:u1:rrn')).toThrow();
  });

  it('takes rotated keys from FIELD_ENCRYPTION_KEYS, the last one encrypting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'field-ring-'));
    const ring = loadFieldKeyRing(dir, { FIELD_ENCRYPTION_KEYS: `k2:${newer.toString('base64')}, k3:${old.toString('base64')}` });
    expect(ring.current).toBe('k3');
    expect(Object.keys(ring.keys)).toEqual(['v1', 'k2', 'k3']);
    expect(() => loadFieldKeyRing(dir, { FIELD_ENCRYPTION_KEYS: 'k2:c2hvcnQ=' })).toThrow('32 bytes');
    expect(() => loadFieldKeyRing(dir, { FIELD_ENCRYPTION_KEYS: 'no.dots:abc' })).toThrow();
  });
});

describe('masking', () => {
  it('shows at most five digits of an account number', () => {
    expect(maskAccountNumber('12345678989')).toBe('123-****-**89');
    expect(maskAccountNumber('110-123-456789')).toBe('110-****-***89');
    expect(maskAccountNumber('1234567890').replace(/\D/g, '')).toHaveLength(5);
  });

  it('masks a cash receipt phone and business number', () => {
    expect(maskCashReceiptIdentity('PERSON', '01012345678')).toBe('010-****-5678');
    expect(maskCashReceiptIdentity('COMPANY', '1234567891')).toBe('123-45-*****');
  });
});
