import { createRequire } from 'node:module';
import { getMetadataStorage } from 'class-validator';

/** A validated class (class-validator keys its rules by the constructor). */
type Target = abstract new (...args: never[]) => unknown;
type Lookup = (targetConstructor: Target, targetSchema: string, always: boolean, strictGroups: boolean, groups?: string[]) => unknown[];

/**
 * Keeps class-validator's per-class lookup of validation rules. class-validator (0.15) works the
 * list out again on every object it validates, walking every class that has rules to find the
 * validated class's ancestors: its cost grows with the number of DTOs in the shop (hundreds),
 * and it ran for every nested object of every request body (about 0.1 ms of an order's 2-4 ms).
 * The rules of a class do not change once its module is loaded; adding a rule (a class loaded
 * later) forgets everything kept. Safe to call more than once. Returns nothing.
 */
export function keepValidationLookups(): void {
  const storage = getMetadataStorage() as unknown as {
    getTargetValidationMetadatas: Lookup & { kept?: true };
    addValidationMetadata: ((metadata: unknown) => void) & { kept?: true };
  };
  if (storage.getTargetValidationMetadatas.kept) return;
  let kept = new WeakMap<Target, Map<string, unknown[]>>();
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  const keptLookup: Lookup & { kept?: true } = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${(groups ?? []).join('\u0001')}`;
    let byKey = kept.get(target);
    if (!byKey) kept.set(target, (byKey = new Map()));
    let rules = byKey.get(key);
    if (!rules) byKey.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  keptLookup.kept = true;
  const keptAdd: ((metadata: unknown) => void) & { kept?: true } = (metadata) => {
    kept = new WeakMap();
    add(metadata);
  };
  keptAdd.kept = true;
  storage.getTargetValidationMetadatas = keptLookup;
  storage.addValidationMetadata = keptAdd;
}

/** What class-transformer (0.5) looks up per class and property, as its storage declares it. */
interface TransformStorage {
  getMetadata: ((metadatas: Map<unknown, unknown>, target: object) => unknown[]) & { kept?: true };
  findMetadatas: (metadatas: Map<unknown, unknown>, target: object, propertyName: string) => unknown[];
  addTypeMetadata: (metadata: unknown) => void;
  addTransformMetadata: (metadata: unknown) => void;
  addExposeMetadata: (metadata: unknown) => void;
  addExcludeMetadata: (metadata: unknown) => void;
}

/**
 * Keeps class-transformer's lookups of a class's decorations (`@Type`, `@Transform`, `@Expose`,
 * `@Exclude`), as {@link keepValidationLookups} does class-validator's. class-transformer makes
 * new arrays from its maps for every property of every object it turns into a DTO, walking the
 * class's ancestors each time: with the validation rules' lookups, the largest share of the
 * validation pipe's garbage (about 80 KB a request body). The lists do not change once a
 * class's module is loaded; adding a decoration forgets everything kept. Its callers only read
 * them (filter, find, map). Safe to call more than once. Returns nothing.
 */
export function keepTransformLookups(): void {
  // The storage class-transformer's entry point uses (the one Nest's ValidationPipe loads), which its package does not export by name.
  const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage') as { defaultMetadataStorage: unknown };
  const storage = defaultMetadataStorage as TransformStorage;
  if (storage.getMetadata.kept) return;
  let all = new WeakMap<object, WeakMap<object, unknown[]>>();
  let byProperty = new WeakMap<object, WeakMap<object, Map<string, unknown[]>>>();
  const getMetadata = storage.getMetadata.bind(storage);
  const findMetadatas = storage.findMetadatas.bind(storage);
  // A value without a class (a plain nested object, undefined) is looked up as before: it cannot key a WeakMap.
  const keyable = (target: unknown): target is object => (typeof target === 'function' || typeof target === 'object') && target !== null;
  const keptGetMetadata: TransformStorage['getMetadata'] = (metadatas, target) => {
    if (!keyable(target)) return getMetadata(metadatas, target);
    let ofMap = all.get(metadatas);
    if (!ofMap) all.set(metadatas, (ofMap = new WeakMap()));
    let list = ofMap.get(target);
    if (!list) ofMap.set(target, (list = getMetadata(metadatas, target)));
    return list;
  };
  keptGetMetadata.kept = true;
  storage.getMetadata = keptGetMetadata;
  storage.findMetadatas = (metadatas, target, propertyName) => {
    if (!keyable(target)) return findMetadatas(metadatas, target, propertyName);
    let ofMap = byProperty.get(metadatas);
    if (!ofMap) byProperty.set(metadatas, (ofMap = new WeakMap()));
    let ofTarget = ofMap.get(target);
    if (!ofTarget) ofMap.set(target, (ofTarget = new Map()));
    let list = ofTarget.get(propertyName);
    if (!list) ofTarget.set(propertyName, (list = findMetadatas(metadatas, target, propertyName)));
    return list;
  };
  for (const name of ['addTypeMetadata', 'addTransformMetadata', 'addExposeMetadata', 'addExcludeMetadata'] as const) {
    const add = storage[name].bind(storage);
    storage[name] = (metadata) => {
      all = new WeakMap();
      byProperty = new WeakMap();
      add(metadata);
    };
  }
}
