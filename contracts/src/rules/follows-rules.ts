import { ValidateBy, type ValidationOptions } from 'class-validator';
import { firstViolation, type Rule } from './rules.js';

/**
 * class-validator decorator: the property must keep every rule of the table; the error
 * message is the spec §5 message of the first rule broken.
 */
export function FollowsRules(rules: readonly Rule[], options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'followsRules',
      validator: {
        validate: (value: unknown) => firstViolation(rules, value) === null,
        defaultMessage: (args) => firstViolation(rules, args?.value) ?? '',
      },
    },
    options,
  );
}
