import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENEROUS_LIMITS, newMember } from './harness.js';

/**
 * Sign-ups under `kill -9`: a shop process on the embedded engines is killed right after the first
 * of 24 concurrent sign-ups is acknowledged, and a new process starts on the same DATA_DIR. Every acknowledged sign-up can
 * sign in; every unacknowledged one ends either as an account that signs in (the kill came
 * after its append) or as a username that can be registered again once its claim is abandoned
 * (ABANDONED_CLAIM_MS, 30 s): no username stays taken with no account behind it.
 */
const dist = new URL('../dist/main.js', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

// Embedded engines only: the production-like pass of the API suites would repeat it unchanged.
(process.env.E2E_EVENT_STORE_URL ? describe.skip : describe)('sign-ups when the process is killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-signup-'));
  const procs: ChildProcess[] = [];
  afterAll(() => procs.forEach((p) => p.kill('SIGKILL')));

  async function shop(): Promise<{ base: string; proc: ChildProcess }> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...GENEROUS_LIMITS,
      THROTTLE_SIGN_IN_PER_ACCOUNT: '100000',
      THROTTLE_SIGN_IN_PER_ADDRESS: '100000',
      PORT: String(port),
      DATA_DIR: dataDir,
      FRONTEND_DIST: join(dataDir, 'no-frontend'),
    };
    for (const name of ['EVENT_STORE_URL', 'READ_STORE_URL', 'BUS_URL']) delete env[name];
    const proc = spawn(process.execPath, [dist], { env, stdio: 'ignore' });
    procs.push(proc);
    const base = `http://127.0.0.1:${port}`;
    for (const end = Date.now() + 90_000; ;) {
      if (
        await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return { base, proc };
      if (Date.now() > end) throw new Error('shop did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const signUp = (base: string, body: object) =>
    fetch(`${base}/api/v1/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(async (r) => ({ status: r.status, code: ((await r.json().catch(() => ({}))) as { code?: string }).code }))
      .catch(() => ({ status: 0, code: undefined }));
  const signsIn = (base: string, username: string, password: string) =>
    fetch(`${base}/api/auth/refreshToken`, { headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` } }).then(
      (r) => r.status === 200,
    );

  it('loses no acknowledged member and leaves no username taken without an account', async () => {
    const a = await shop();
    const members = Array.from({ length: 40 }, () => newMember('k'));
    // Killed the moment the first sign-up is acknowledged, so others are mid-way (a delay here let a
    // busy machine acknowledge them all first, and the test then proved nothing).
    const answers = await Promise.all(
      members.map((m) =>
        signUp(a.base, m).then((answer) => {
          if (answer.status === 201) a.proc.kill('SIGKILL');
          return answer;
        }),
      ),
    );
    await new Promise((r) => (a.proc.exitCode !== null || a.proc.signalCode !== null ? r(null) : a.proc.once('exit', r)));

    const b = await shop();
    const acknowledged = members.filter((_, i) => answers[i]!.status === 201);
    for (const m of acknowledged) expect(await signsIn(b.base, m.username, m.password)).toBe(true);

    const stuck: string[] = [];
    const outcomes = { written: 0, registeredAgain: 0, afterWait: 0 };
    const pending = members.filter((_, i) => answers[i]!.status !== 201);
    for (const m of pending) {
      let settled = false;
      for (let waited = false, end = Date.now() + 45_000; !settled && Date.now() < end; waited = true) {
        const again = await signUp(b.base, m);
        if (again.status === 201) {
          settled = await signsIn(b.base, m.username, m.password);
          outcomes[waited ? 'afterWait' : 'registeredAgain'] += 1;
        } else if (again.code === 'USERNAME_TAKEN' && (await signsIn(b.base, m.username, m.password))) {
          settled = true;
          outcomes.written += 1;
        } else await new Promise((r) => setTimeout(r, 1_000));
      }
      if (!settled) stuck.push(m.username);
    }
    expect(stuck).toEqual([]);
    expect(outcomes.written + outcomes.registeredAgain + outcomes.afterWait).toBe(pending.length);
    // The kill must have landed while sign-ups were in flight for the test to mean anything.
    expect(pending.length).toBeGreaterThan(0);
  }, 180_000);
});
