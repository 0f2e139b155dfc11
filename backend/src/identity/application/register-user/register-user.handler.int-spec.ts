import type { BusinessCertificates } from '../business-certificates/business-certificates.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store.js';
import { CommandRunner } from '../../../platform/event-sourcing/command-runner.js';
import { ABANDONED_CLAIM_MS, UniqueValues } from '../../../platform/event-sourcing/unique-values.js';
import type { TermsQueries } from '../../../content/index.js';
import type { Certifications } from '../certification/certifications.js';
import { userDecider, type WithdrawUser } from '../../domain/user.decider.js';
import type { VerifiedPerson } from '../certification/certifications.js';
import { RegisterUserHandler, type RegisterUser } from './register-user.handler.js';
import { FieldCipher, type ShopFieldCipher } from '../../../platform/crypto/field-cipher.js';

/** These sign-ups carry no 본인인증: the certifications are never asked. */
const noCertifications = {} as Certifications;
/** Terms facts of a shop that published no terms (the contracts' required terms decide). */
const noTerms = { agreements: async () => ({ agreements: [], required: [] }) } as unknown as TermsQueries;
/** The sign-ups here are PERSON members: no 사업자등록증 is ever looked up. */
const noCertificates = {} as BusinessCertificates;
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
    await expect(
      new RegisterUserHandler(failing, unique, noCertifications, noTerms, cipher, noCertificates).execute(signUp('u-failed', 'claimfail1')),
    ).rejects.toThrow('refused the append');
    expect(await unique.ownerOf('username', 'claimfail1')).toBeNull();
    await expect(
      new RegisterUserHandler(runner, unique, noCertifications, noTerms, cipher, noCertificates).execute(signUp('u-second', 'claimfail1')),
    ).resolves.toMatchObject({
      userId: 'u-second',
    });
    expect(await unique.ownerOf('username', 'claimfail1')).toBe('u-second');
  });

  it('takes over a claim left by a crash once it is old enough, never a live one', async () => {
    const runner = new CommandRunner(store);
    const unique = new UniqueValues(store);
    // A process claimed the name and died before writing the account.
    await unique.reserve('username', 'crashed1', 'u-dead', { userId: null, now }, () => new Error('taken') as never);
    const handler = new RegisterUserHandler(runner, unique, noCertifications, noTerms, cipher, noCertificates);
    await expect(handler.execute(signUp('u-early', 'crashed1', later(1_000)))).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
    await expect(handler.execute(signUp('u-late', 'crashed1', later(ABANDONED_CLAIM_MS + 1_000)))).resolves.toMatchObject({ userId: 'u-late' });
    // A name whose account exists is never taken over, however old.
    await expect(handler.execute(signUp('u-thief', 'crashed1', later(10 * ABANDONED_CLAIM_MS)))).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
  });
});

describe('one verified person, one account, and joining again after leaving', () => {
  const person: VerifiedPerson = {
    certificationId: 'cert',
    name: '김세라',
    phone: '01012345678',
    birthDay: '19900101',
    ci: 'ci-of-sera',
    di: 'di-of-sera',
    ciHash: 'hash-of-sera',
    certifiedAt: now,
  };
  /** Every certification opens as the same person; spending and sealing do nothing of note here. */
  const samePerson = {
    open: async () => person,
    spend: async () => undefined,
    sealForMember: () => ({ ci: 'sealed', di: 'sealed', ciHash: person.ciHash, birthDay: person.birthDay, certifiedAt: now }),
  } as unknown as Certifications;
  const verified = (userId: string, username: string, at: string): RegisterUser => {
    const command = signUp(userId, username, at);
    return { ...command, data: { ...command.data, certification: 'cert' } };
  };

  it('refuses the person a second account, and a new one until 30 days after they left, then lets them join', async () => {
    const runner = new CommandRunner(store);
    const handler = new RegisterUserHandler(runner, new UniqueValues(store), samePerson, noTerms, cipher, noCertificates);
    await handler.execute(verified('u-first', 'rejoin1', now));
    await expect(handler.execute(verified('u-twin', 'rejoin2', later(60_000)))).rejects.toMatchObject({ code: 'IDENTITY_TAKEN' });

    const leftAt = later(24 * 3_600_000); // 2026-11-23 10:00 KST
    const leave: WithdrawUser = { type: 'WithdrawUser', data: { userId: 'u-first', reason: '기타' }, metadata: { userId: 'u-first', now: leftAt } };
    await runner.handle('user-u-first', userDecider, leave);
    const day = 86_400_000;
    await expect(handler.execute(verified('u-soon', 'rejoin3', later(day + 29 * day)))).rejects.toMatchObject({
      code: 'REJOIN_TOO_SOON',
      message: '탈퇴 후 30일이 지나야 다시 가입하실 수 있습니다 (2026-12-23부터 가능)',
    });
    await expect(handler.execute(verified('u-back', 'rejoin4', later(day + 30 * day + 1_000)))).resolves.toMatchObject({ userId: 'u-back' });
    // The person is held by the new account again.
    await expect(handler.execute(verified('u-third', 'rejoin5', later(day + 31 * day)))).rejects.toMatchObject({ code: 'IDENTITY_TAKEN' });
  });
});
