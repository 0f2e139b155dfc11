import type { ProjectionRunner } from './projection-runner.js';
import { ReadModelMemo } from './read-model-memo.js';

describe('ReadModelMemo', () => {
  const versions = new Map<string, number>();
  const runner = { versionOf: (cs: readonly string[]) => cs.map((c) => `${c}:${versions.get(c) ?? 0}`).join(',') } as unknown as ProjectionRunner;

  it('works a value out once per change of its read models', async () => {
    const memo = new ReadModelMemo(runner);
    let reads = 0;
    const islands = () => memo.of('islands', ['islands'], async () => ++reads);
    expect(await islands()).toBe(1);
    expect(await islands()).toBe(1);
    versions.set('rules', 1);
    expect(await islands()).toBe(1);
    versions.set('islands', 1);
    expect(await islands()).toBe(2);
  });

  it('does not keep a failure', async () => {
    const memo = new ReadModelMemo(runner);
    let calls = 0;
    const read = () =>
      memo.of('x', ['x'], async () => {
        calls += 1;
        if (calls === 1) throw new Error('read store down');
        return 'ok';
      });
    await expect(read()).rejects.toThrow('read store down');
    expect(await read()).toBe('ok');
  });
});
