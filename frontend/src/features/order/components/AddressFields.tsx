import type { TextBinding } from '../../../shared/hooks/use-validated-form';
import { TextField } from '../../../shared/ui/TextField';
import styles from './order.module.css';

/** Props of {@link AddressFields}: the bindings of its three inputs. */
export interface AddressFieldsProps {
  postcode: TextBinding;
  address1: TextBinding;
  address2: TextBinding;
  disabled?: boolean;
}

/** Postcode (5 digits), address and address detail inputs; plain inputs, no external postcode service. */
export function AddressFields({ postcode, address1, address2, disabled }: AddressFieldsProps) {
  return (
    <div className={styles.addressRows}>
      <div className={styles.postcodeRow}>
        <TextField
          label="우편번호"
          required
          inputMode="numeric"
          maxLength={5}
          placeholder="00000"
          autoComplete="postal-code"
          disabled={disabled}
          {...postcode}
        />
      </div>
      <TextField label="주소" required placeholder="도로명 또는 지번 주소" autoComplete="address-line1" disabled={disabled} {...address1} />
      <TextField label="상세주소" placeholder="동, 호수 등 상세주소" autoComplete="address-line2" maxLength={200} disabled={disabled} {...address2} />
    </div>
  );
}
