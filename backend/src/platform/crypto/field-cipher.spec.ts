import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maskAccountNumber, maskCashReceiptIdentity } from '@shop/contracts';
import { FIELD_KEY_FILE, FieldCipher, loadFieldKey } from './field-cipher.js';

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
