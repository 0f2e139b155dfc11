import { MEMBER_LIST_MESSAGES, NAME_RULES, ORDER_MESSAGES, PHONE_RULES, firstViolation, formatPhone, type Destination } from '@shop/contracts';
import type { FormValidators } from '../../../shared/hooks/use-validated-form';
import type { DestinationBody } from '../api/destinations';

/** The fields of the destination dialog. */
export interface DestinationFormValues extends Record<string, unknown> {
  title: string;
  name: string;
  phone: string;
  postcode: string;
  address1: string;
  address2: string;
  geolocation: { type: 'Point'; coordinates: [number, number] } | null;
  isDefault: boolean;
}

/** The form's starting values: the address being edited, or an empty one. */
export function destinationFormValues(d: Destination | null): DestinationFormValues {
  return d
    ? { ...d, phone: formatPhone(d.phone) }
    : { title: '', name: '', phone: '', postcode: '', address1: '', address2: '', geolocation: null, isDefault: false };
}

/** The form's checks, with the contracts' rules and Korean messages (the server checks the same). */
export const destinationValidators: FormValidators<DestinationFormValues> = {
  title: (v) => (v.title.trim() && v.title.trim().length <= 20 ? null : MEMBER_LIST_MESSAGES.DESTINATION_TITLE),
  name: (v) => firstViolation(NAME_RULES, v.name),
  phone: (v) => firstViolation(PHONE_RULES, v.phone),
  postcode: (v) => (/^\d{5}$/.test(v.postcode) ? null : ORDER_MESSAGES.POSTCODE),
  address1: (v) => (v.address1.trim().length >= 2 ? null : ORDER_MESSAGES.ADDRESS),
  address2: (v) => (v.address2.length <= 200 ? null : ORDER_MESSAGES.ADDRESS2),
};

/** The body to send (trimmed; the point only when the search placed the address). */
export function destinationBody(v: DestinationFormValues): DestinationBody {
  const body: DestinationBody = {
    title: v.title.trim(),
    name: v.name.trim(),
    phone: v.phone,
    postcode: v.postcode,
    address1: v.address1.trim(),
    address2: v.address2.trim(),
    isDefault: v.isDefault,
  };
  return v.geolocation ? { ...body, geolocation: v.geolocation } : body;
}
