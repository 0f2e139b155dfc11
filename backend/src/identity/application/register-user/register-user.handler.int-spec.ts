import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { ABANDONED_CLAIM_MS, UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import type { TermsQueries } from '../../../content/index.js';
import type { Certifications } from '../certification/certifications.js';
import { RegisterUserHandler, type RegisterUser } from './register-user.handler.js';
import { FieldCipher, type ShopFieldCipher } from '../../../platform/crypto/field-cipher.js';

/** These sign-ups carry no 본인인증: the certifications are never asked. */
const noCertifications = {} as Certifications;
/** Terms facts of a shop that published no terms (the contracts' required terms decide). */
const noTerms = { agreements: async () => ({ agreements: [], required: [] }) } as unknown as TermsQueries;
const cipher = new FieldCipher(Buffer.alloc(32, 1)) as ShopFieldCipher;

let store: PostgresEventStore;
beforeAll(async () => {
  store = await PostgresEventStore.openPglite();
}, 30_000);
afterAll(() => store.close());

const now = '2026-11-22T01:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const signUp = (userId: string, username: string, at = now): RegisterUser => ({
  type: 'RegisterUser',
  data: {
    userId,
    username,
    password: 'Bath2026!',
    name: '김세라',
    email: 'sera@example.kr',
    phone: '01012345678',
    type: 'PERSON',
    level: 'PERSON',
    scope: [],
    terms: ['service', 'privacy'],
  },
  metadata: { userId: null, now: at },
});

describe('registering a user across the username claim and the account', () => {
  it('gives the username back when the account cannot be written', async () => {
    const runner = new CommandRunner(store);
    const unique = new UniqueValues(store);
    const failing = Object.create(runner) as CommandRunner;
    failing.handle = async () => {
      throw new Error('the event store refused the append');
    };
    await expect(new RegisterUserHandler(failing, unique, noCertifications, noTerms, cipher).execute(signUp('u-failed', 'claimfail1'))).rejects.toThrow(
      'refused the append',
    );
    expect(await unique.ownerOf('username', 'claimfail1')).toBeNull();
    await expect(new RegisterUserHandler(runner, unique, noCertifications, noTerms, cipher).execute(signUp('u-second', 'claimfail1'))).resolves.toMatchObject({
      userId: 'u-second',
    });
    expect(await unique.ownerOf('username', 'claimfail1')).toBe('u-second');
  });

  it('takes over a claim left by a crash once it is old enough, never a live one', async () => {
    const runner = new CommandRunner(store);
    const unique = new UniqueValues(store);
    // A process claimed the name and died before writing the account.
    await unique.reserve('username', 'crashed1', 'u-dead', { userId: null, now }, () => new Error('taken') as never);
    const handler = new RegisterUserHandler(runner, unique, noCertifications, noTerms, cipher);
    await expect(handler.execute(signUp('u-early', 'crashed1', later(1_000)))).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
    await expect(handler.execute(signUp('u-late', 'crashed1', later(ABANDONED_CLAIM_MS + 1_000)))).resolves.toMatchObject({ userId: 'u-late' });
    // A name whose account exists is never taken over, however old.
    await expect(handler.execute(signUp('u-thief', 'crashed1', later(10 * ABANDONED_CLAIM_MS)))).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
  });
});
