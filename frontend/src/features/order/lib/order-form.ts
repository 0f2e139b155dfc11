import type { GeoPoint } from '@shop/contracts';
import { EMAIL_RULES, NAME_RULES, ORDER_MESSAGES, PHONE_RULES, cashReceiptIdentityViolation, firstViolation, type CashReceiptType } from '@shop/contracts';
import type { FormValidators } from '../../../shared/hooks/use-validated-form';
import type { PlaceOrderBody } from '../api/place-order';
import { CUSTOM_REQUEST, REQUEST_MESSAGE_MAX } from './request-messages';

/** Values of the order form (spec §3 order draft), all as typed. */
export interface OrderFormValues extends Record<string, unknown> {
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  senderPostcode: string;
  senderAddress1: string;
  senderAddress2: string;
  /** Where the sender's address lies, when it was picked in the postcode search (cleared when typed by hand). */
  senderGeolocation: GeoPoint | null;
  /** 배송지 정보 "주문자와 동일": the receiver fields show the sender's and are not checked. */
  sameAsSender: boolean;
  receiverName: string;
  receiverPhone: string;
  receiverPostcode: string;
  receiverAddress1: string;
  receiverAddress2: string;
  /** Where the receiver's address lies, when it was picked in the postcode search (cleared when typed by hand). */
  receiverGeolocation: GeoPoint | null;
  /** A preset request, {@link CUSTOM_REQUEST} for 직접 입력, or '' for none. */
  requestPreset: string;
  requestCustom: string;
  /** 현금영수증 신청 (bank transfer only, when the shop takes them). */
  cashReceiptEnabled: boolean;
  cashReceiptType: CashReceiptType;
  /** Mobile phone (소득공제용) or business registration number (지출증빙용), as typed. */
  cashReceiptIdentity: string;
  agree: boolean;
}

/** The empty form: receiver as sender, no request, not agreed. */
export const EMPTY_ORDER_FORM: OrderFormValues = {
  senderName: '',
  senderPhone: '',
  senderEmail: '',
  senderPostcode: '',
  senderAddress1: '',
  senderAddress2: '',
  senderGeolocation: null,
  sameAsSender: true,
  receiverName: '',
  receiverPhone: '',
  receiverPostcode: '',
  receiverAddress1: '',
  receiverAddress2: '',
  receiverGeolocation: null,
  requestPreset: '',
  requestCustom: '',
  cashReceiptEnabled: false,
  cashReceiptType: 'PERSON',
  cashReceiptIdentity: '',
  agree: false,
};

const AGREE_MESSAGE = '주문 내용 확인 및 결제 진행에 동의해주세요';
const postcodeCheck = (v: string) => (/^\d{5}$/.test(v) ? null : ORDER_MESSAGES.POSTCODE);
const address1Check = (v: string) => (v.trim().length >= 2 ? null : ORDER_MESSAGES.ADDRESS);
const unlessSame = (check: (v: OrderFormValues) => string | null) => (v: OrderFormValues) => (v.sameAsSender ? null : check(v));

/** The form's field checks, with the contracts' rules and Korean messages (the server checks the same). */
export const orderFormValidators: FormValidators<OrderFormValues> = {
  senderName: (v) => firstViolation(NAME_RULES, v.senderName),
  senderPhone: (v) => firstViolation(PHONE_RULES, v.senderPhone),
  senderEmail: (v) => firstViolation(EMAIL_RULES, v.senderEmail),
  senderPostcode: (v) => postcodeCheck(v.senderPostcode),
  senderAddress1: (v) => address1Check(v.senderAddress1),
  receiverName: unlessSame((v) => firstViolation(NAME_RULES, v.receiverName)),
  receiverPhone: unlessSame((v) => firstViolation(PHONE_RULES, v.receiverPhone)),
  receiverPostcode: unlessSame((v) => postcodeCheck(v.receiverPostcode)),
  receiverAddress1: unlessSame((v) => address1Check(v.receiverAddress1)),
  requestCustom: (v) =>
    v.requestPreset === CUSTOM_REQUEST && v.requestCustom.length > REQUEST_MESSAGE_MAX ? `배송 요청사항은 ${REQUEST_MESSAGE_MAX}자 이하로 작성해주세요` : null,
  cashReceiptIdentity: (v) => (v.cashReceiptEnabled ? cashReceiptIdentityViolation(v.cashReceiptType, v.cashReceiptIdentity) : null),
  agree: (v) => (v.agree ? null : AGREE_MESSAGE),
};

/** Input filter of a business registration number: digits as 3-2-5, at most 10. */
export function formatBusinessNumberInput(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 10);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
}

/** The cash receipt to send with the order: only for bank transfer, when asked for. */
export function cashReceiptOf(values: OrderFormValues, bankTransfer: boolean): PlaceOrderBody['cashReceipt'] {
  if (!bankTransfer || !values.cashReceiptEnabled) return undefined;
  return { enabled: true, type: values.cashReceiptType, identity: values.cashReceiptIdentity.trim() };
}

/** Input filter of a postcode field: digits only, at most 5. */
export const digitsOnly5 = (raw: string) => raw.replace(/\D/g, '').slice(0, 5);

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The form field a server field path ("sender.postcode", "receiver.name") belongs to, or null. */
export function formFieldOf(path: string, sameAsSender: boolean): (keyof OrderFormValues & string) | null {
  const m = /^(sender|receiver)\.(name|phone|email|postcode|address1|address2)$/.exec(path);
  if (m) {
    const who = m[1] === 'receiver' && sameAsSender ? 'sender' : m[1]!;
    return `${who}${capitalize(m[2]!)}` as keyof OrderFormValues & string;
  }
  if (path === 'requestMessage') return 'requestCustom';
  if (path.startsWith('cashReceipt')) return 'cashReceiptIdentity';
  return null;
}

/** Sender, receiver and request message of the order to place, trimmed (the receiver copied when "주문자와 동일"), the receiver with its point when the search placed it. */
export function orderParties(values: OrderFormValues): Pick<PlaceOrderBody, 'sender' | 'receiver' | 'requestMessage'> {
  const sender = {
    name: values.senderName.trim(),
    phone: values.senderPhone,
    email: values.senderEmail.trim(),
    postcode: values.senderPostcode,
    address1: values.senderAddress1.trim(),
    address2: values.senderAddress2.trim(),
  };
  const receiver = values.sameAsSender
    ? { name: sender.name, phone: sender.phone, postcode: sender.postcode, address1: sender.address1, address2: sender.address2 }
    : {
        name: values.receiverName.trim(),
        phone: values.receiverPhone,
        postcode: values.receiverPostcode,
        address1: values.receiverAddress1.trim(),
        address2: values.receiverAddress2.trim(),
      };
  // The point goes with the receiver (travel-distance shipping), only when the search placed the address.
  const geolocation = values.sameAsSender ? values.senderGeolocation : values.receiverGeolocation;
  const requestMessage = values.requestPreset === CUSTOM_REQUEST ? values.requestCustom.trim() : values.requestPreset;
  return { sender, receiver: geolocation ? { ...receiver, geolocation } : receiver, requestMessage: requestMessage || undefined };
}

/**
 * Where the order would go, for the quote's island surcharge and area check: the receiver's (the
 * sender's when "주문자와 동일") postcode and address, once both are filled; null before that.
 */
export function destinationOf(values: OrderFormValues): { postcode: string; address1: string; geolocation?: GeoPoint } | null {
  const who = values.sameAsSender ? 'sender' : 'receiver';
  const postcode = values[`${who}Postcode`] as string;
  const address1 = (values[`${who}Address1`] as string).trim();
  const geolocation = values[`${who}Geolocation`] as GeoPoint | null;
  if (!/^\d{5}$/.test(postcode) || !address1) return null;
  return { postcode, address1, ...(geolocation ? { geolocation } : {}) };
}
