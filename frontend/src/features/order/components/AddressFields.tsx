import { useRef, type ChangeEvent } from 'react';
import type { PostcodeAddress } from '@shop/contracts';
import type { TextBinding } from '../../../shared/hooks/use-validated-form';
import type { AddressSearchSlot } from '../../../shared/lib/address-search';
import { TextField } from '../../../shared/ui/TextField';
import styles from './order.module.css';

export { addressLineOf, type AddressSearchSlot } from '../../../shared/lib/address-search';

/** Props of {@link AddressFields}: the bindings of its three inputs and the postcode search. */
export interface AddressFieldsProps {
  postcode: TextBinding;
  address1: TextBinding;
  address2: TextBinding;
  disabled?: boolean;
  /** The 우편번호 찾기 search; without it the fields are typed by hand only. */
  search?: AddressSearchSlot;
  /** An address was picked in the search: fill the postcode, the address and keep its point. */
  onFound?(address: PostcodeAddress): void;
  /** The postcode or address was typed by hand: a point kept from a search no longer holds. */
  onTyped?(): void;
}

/** Time for the search dialog to close and hand focus back before the detail field takes it (ms). */
const AFTER_DIALOG_MS = 120;

/**
 * Postcode (5 digits) with 우편번호 찾기, address and address detail. A picked address fills the
 * first two and moves the focus to 상세주소; both stay typeable, so an address the search cannot
 * find (or a search that cannot be reached) can still be written by hand.
 */
export function AddressFields({ postcode, address1, address2, disabled, search: Search, onFound, onTyped }: AddressFieldsProps) {
  const detail = useRef<HTMLInputElement>(null);
  const typed = (binding: TextBinding) => ({
    ...binding,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      binding.onChange(e);
      onTyped?.();
    },
  });
  const found = (address: PostcodeAddress) => {
    onFound?.(address);
    window.setTimeout(() => detail.current?.focus(), AFTER_DIALOG_MS);
  };
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
          {...typed(postcode)}
        />
        {Search && (
          <div className={styles.postcodeAction}>
            <Search onSelect={found} disabled={disabled} />
          </div>
        )}
      </div>
      <TextField label="주소" required placeholder="도로명 또는 지번 주소" autoComplete="address-line1" disabled={disabled} {...typed(address1)} />
      <TextField
        ref={detail}
        label="상세주소"
        placeholder="동, 호수 등 상세주소"
        autoComplete="address-line2"
        maxLength={200}
        disabled={disabled}
        {...address2}
      />
    </div>
  );
}
