import { Injectable } from '@nestjs/common';
import { ProjectionRunner } from './projection-runner.js';

interface Kept {
  version: string;
  value: Promise<unknown>;
}

/**
 * Values worked out from read models, kept while those read models stand still: what every
 * order reads whole (the islands table, the shipping rules, the category tree) is read once per
 * change instead of once per order. A value is worked out again once a projection has written
 * one of its collections since ({@link ProjectionRunner.versionOf}, which also moves when another
 * process moved the read models on). The same answer is handed to every caller: callers must not
 * change it.
 */
@Injectable()
export class ReadModelMemo {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly runner: ProjectionRunner) {}

  /**
   * `compute()`'s answer for `key`, kept until one of `collections` changes. A failed computation
   * is not kept (the next call tries again).
   */
  of<T>(key: string, collections: readonly string[], compute: () => Promise<T>): Promise<T> {
    const version = this.runner.versionOf(collections);
    const hit = this.kept.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = compute();
    this.kept.set(key, { version, value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    return value;
  }
}
