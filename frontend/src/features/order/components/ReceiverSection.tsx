import { formatPhone, type Destination } from '@shop/contracts';
import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import type { TextBinding } from '../../../shared/hooks/use-validated-form';
import type { OrderForm } from '../hooks/use-order-form';
import { digitsOnly5 } from '../lib/order-form';
import { AddressFields, addressLineOf, type AddressSearchSlot } from './AddressFields';
import { RequestMessageField } from './RequestMessageField';
import { SavedDestinationPicker } from './SavedDestinationPicker';
import styles from './order.module.css';

type ReceiverKey = 'Name' | 'Phone' | 'Postcode' | 'Address1' | 'Address2';

/**
 * 배송지 정보: who receives and where (우편번호 찾기 with `addressSearch` when given, or typed), or
 * "주문자와 동일" (then the fields show the sender's, disabled and unchecked), followed by the
 * delivery request. 배송지 선택 fills the receiver from one of the member's saved addresses.
 */
export function ReceiverSection({ form, addressSearch }: { form: OrderForm; addressSearch?: AddressSearchSlot }) {
  const same = form.values.sameAsSender;
  const bind = (key: ReceiverKey, transform?: (raw: string) => string): TextBinding =>
    same
      ? { ...form.textProps(`sender${key}`, transform), name: `receiver${key}`, onChange: () => undefined, onBlur: () => undefined, error: null }
      : form.textProps(`receiver${key}`, transform);
  const pick = (d: Destination) =>
    form.setValues({
      sameAsSender: false,
      receiverName: d.name,
      receiverPhone: formatPhone(d.phone),
      receiverPostcode: d.postcode,
      receiverAddress1: d.address1,
      receiverAddress2: d.address2,
      receiverGeolocation: d.geolocation,
    });

  return (
    <Section
      title="배송지 정보"
      aside={
        <div className={styles.receiverAside}>
          <SavedDestinationPicker onPick={pick} />
          <Checkbox label="주문자와 동일" name="sameAsSender" checked={same} onChange={(e) => form.setValue('sameAsSender', e.target.checked)} />
        </div>
      }
    >
      <div className={styles.grid2}>
        <TextField label="받는 분" required autoComplete="shipping name" disabled={same} {...bind('Name')} />
        <TextField label="연락처" required type="tel" inputMode="numeric" placeholder="010-0000-0000" disabled={same} {...bind('Phone', formatPhoneInput)} />
      </div>
      <AddressFields
        disabled={same}
        postcode={bind('Postcode', digitsOnly5)}
        address1={bind('Address1')}
        address2={bind('Address2')}
        search={addressSearch}
        onFound={(a) => form.setValues({ receiverPostcode: a.zonecode, receiverAddress1: addressLineOf(a), receiverGeolocation: a.geolocation })}
        onTyped={() => form.values.receiverGeolocation && form.setValue('receiverGeolocation', null)}
      />
      <RequestMessageField form={form} />
    </Section>
  );
}
