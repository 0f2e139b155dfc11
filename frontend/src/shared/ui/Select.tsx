import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label?: ReactNode;
  options?: SelectOption[];
  /** First, empty choice such as "선택해주세요". */
  placeholder?: string;
  error?: string | null;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLSelectElement>;
}

/** A native select styled to match the text fields; pass `options` or <option> children. */
export function Select({ label, options, placeholder, error, id, className, size = 'md', children, ref, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label && (
        <label htmlFor={selectId} className={styles.label}>
          {label}
        </label>
      )}
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={selectId}
          className={[styles.control, size === 'sm' ? styles.sm : '', error ? styles.invalid : ''].join(' ')}
          aria-invalid={error ? true : undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
