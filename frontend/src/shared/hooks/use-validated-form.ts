import { useCallback, useRef, useState, type ChangeEvent } from 'react';

/** A field's check: returns its Korean message, or null when the value is fine. */
export type FieldValidator<V> = (values: V) => string | null;

/** Per-field checks of a form. */
export type FormValidators<V> = Partial<Record<keyof V & string, FieldValidator<V>>>;

/** Messages currently shown, by field. */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * Form state with spec §5 style validation: a field is checked when it loses focus and on
 * submit; a field that shows a message is re-checked on every change (so it clears as soon as
 * it is fixed, and a dependent field such as a password confirmation follows its source).
 */
export function useValidatedForm<V extends Record<string, unknown>>(initial: V, validators: FormValidators<V>) {
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  const validatorsRef = useRef(validators);
  validatorsRef.current = validators;

  const commitErrors = useCallback((next: FormErrors<V>) => {
    errorsRef.current = next;
    setErrors(next);
  }, []);

  const check = useCallback((key: keyof V & string, vals: V): string | undefined => {
    const fn = validatorsRef.current[key];
    return fn ? (fn(vals) ?? undefined) : undefined;
  }, []);

  /** Replaces several values at once, re-checking the fields that show a message. */
  const setValues = useCallback(
    (patch: Partial<V>) => {
      const next = { ...valuesRef.current, ...patch };
      valuesRef.current = next;
      setValuesState(next);
      const shown = Object.keys(errorsRef.current) as (keyof V & string)[];
      if (shown.length) {
        const nextErrors: FormErrors<V> = { ...errorsRef.current };
        for (const k of shown) {
          const m = check(k, next);
          if (m) nextErrors[k] = m;
          else delete nextErrors[k];
        }
        commitErrors(nextErrors);
      }
    },
    [check, commitErrors],
  );

  /** Sets one value. */
  const setValue = useCallback(<K extends keyof V & string>(key: K, value: V[K]) => setValues({ [key]: value } as unknown as Partial<V>), [setValues]);

  /** Checks one field now (on blur). */
  const touch = useCallback(
    (key: keyof V & string) => {
      const m = check(key, valuesRef.current);
      const nextErrors: FormErrors<V> = { ...errorsRef.current };
      if (m) nextErrors[key] = m;
      else delete nextErrors[key];
      commitErrors(nextErrors);
    },
    [check, commitErrors],
  );

  /** Checks every field (on submit); returns the first field in error, or null when all are fine. */
  const validateAll = useCallback((): (keyof V & string) | null => {
    const nextErrors: FormErrors<V> = {};
    let first: (keyof V & string) | null = null;
    for (const key of Object.keys(validatorsRef.current) as (keyof V & string)[]) {
      const m = check(key, valuesRef.current);
      if (m) {
        nextErrors[key] = m;
        first ??= key;
      }
    }
    commitErrors(nextErrors);
    return first;
  }, [check, commitErrors]);

  /** Shows messages that came from elsewhere (the server's field errors). */
  const showErrors = useCallback((extra: FormErrors<V>) => commitErrors({ ...errorsRef.current, ...extra }), [commitErrors]);

  /** Props for a text input bound to `key`: value, change, blur, error. */
  const textProps = useCallback(
    (key: keyof V & string, transform?: (raw: string) => string) => ({
      name: key,
      value: String(valuesRef.current[key] ?? ''),
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(key, (transform ? transform(e.target.value) : e.target.value) as V[typeof key]),
      onBlur: () => touch(key),
      error: errorsRef.current[key] ?? null,
    }),
    // values/errors are read through refs; re-create when they change so consumers re-render with fresh props
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setValue, touch, values, errors],
  );

  return { values, errors, setValue, setValues, touch, validateAll, showErrors, textProps };
}

/** What {@link useValidatedForm} returns: values, messages and the calls that change them. */
export type ValidatedForm<V extends Record<string, unknown>> = ReturnType<typeof useValidatedForm<V>>;

/** Bindings of one text input made by `textProps`: name, value, change, blur and its message. */
export type TextBinding = ReturnType<ValidatedForm<Record<string, unknown>>['textProps']>;

/** Focuses the form control named `name` inside `form` (the first field in error after submit). */
export function focusField(form: HTMLFormElement | null, name: string | null): void {
  if (!form || !name) return;
  const el = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  el?.focus();
  el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
