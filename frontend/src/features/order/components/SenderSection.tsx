import { formatPhoneInput } from '../../../shared/lib/phone-input';
import { Section } from '../../../shared/ui/Section';
import { TextField } from '../../../shared/ui/TextField';
import type { OrderForm } from '../hooks/use-order-form';
import { digitsOnly5 } from '../lib/order-form';
import { AddressFields, addressLineOf, type AddressSearchSlot } from './AddressFields';
import styles from './order.module.css';

/** 주문자 정보: name, phone (typed as 3-4-4), email and address of who orders (found with `addressSearch` when given). */
export function SenderSection({ form, addressSearch }: { form: OrderForm; addressSearch?: AddressSearchSlot }) {
  return (
    <Section title="주문자 정보" aside={<span className={styles.sectionNote}>* 필수 입력</span>}>
      <div className={styles.grid2}>
        <TextField label="이름" required autoComplete="name" {...form.textProps('senderName')} />
        <TextField
          label="연락처"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-0000-0000"
          {...form.textProps('senderPhone', formatPhoneInput)}
        />
      </div>
      <TextField label="이메일" required type="email" autoComplete="email" {...form.textProps('senderEmail')} />
      <AddressFields
        postcode={form.textProps('senderPostcode', digitsOnly5)}
        address1={form.textProps('senderAddress1')}
        address2={form.textProps('senderAddress2')}
        search={addressSearch}
        onFound={(a) => form.setValues({ senderPostcode: a.zonecode, senderAddress1: addressLineOf(a), senderGeolocation: a.geolocation })}
        onTyped={() => form.values.senderGeolocation && form.setValue('senderGeolocation', null)}
      />
    </Section>
  );
}
