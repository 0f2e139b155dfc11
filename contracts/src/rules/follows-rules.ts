import { ValidateBy, type ValidationOptions } from 'class-validator';
import { firstViolation, RULE_SCHEMAS, type Rule } from './rules.js';

/**
 * class-validator decorator: the property must keep every rule of the table; the error
 * message is the spec §5 message of the first rule broken. The rules run once per value: the
 * message found while validating is kept for `defaultMessage` (keyed by the validated object).
 * The table's JSON Schema ({@link RULE_SCHEMAS}) rides along as the constraint, for the API document.
 */
export function FollowsRules(rules: readonly Rule[], options?: ValidationOptions): PropertyDecorator {
  const found = new WeakMap<object, string>();
  return ValidateBy(
    {
      name: 'followsRules',
      constraints: [RULE_SCHEMAS.get(rules) ?? { type: 'string' }],
      validator: {
        validate: (value: unknown, args) => {
          const message = firstViolation(rules, value);
          if (message !== null && args?.object) found.set(args.object, message);
          return message === null;
        },
        defaultMessage: (args) => (args?.object && found.get(args.object)) ?? firstViolation(rules, args?.value) ?? '',
      },
    },
    options,
  );
}
