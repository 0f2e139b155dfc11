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
