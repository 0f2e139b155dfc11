import { useState } from 'react';
import {
  BULK_COMPANY_RULES,
  BULK_PRODUCT_RULES,
  BULK_REGION_RULES,
  BULK_WISHED_DATE_RULES,
  FORM_CONTENT_RULES,
  FORM_KINDS,
  FORM_MESSAGES,
  FORM_NAME_RULES,
  FORM_PHONE_RULES,
  FORM_SUBJECT_RULES,
  MAX_BULK_QUANTITY,
  firstViolation,
  formatPhone,
  type Form,
  type FormCode,
  type SendFormDto,
} from '@shop/contracts';

/** What the form's inputs hold (text as typed). */
export interface FormFields {
  subject: string;
  content: string;
  category: string;
  name: string;
  phone: string;
  agreeTerms: boolean;
  company: string;
  product: string;
  quantity: string;
  region: string;
  wishedDate: string;
}

/** Field errors keyed by the API's field paths (`writer.phone`, `bulk.quantity`, …). */
export type FieldErrors = Record<string, string>;

const EMPTY: FormFields = {
  subject: '',
  content: '',
  category: '',
  name: '',
  phone: '',
  agreeTerms: false,
  company: '',
  product: '',
  quantity: '',
  region: '',
  wishedDate: '',
};

/** The phone typed so far, grouped 3-4-4 (spec §9 display) as the visitor types. */
export const phoneAsTyped = (v: string): string => {
  const d = v.replace(/\D/g, '').slice(0, 11);
  return d.length >= 10
    ? formatPhone(d)
    : d.length > 7
      ? `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`
      : d.length > 3
        ? `${d.slice(0, 3)}-${d.slice(3)}`
        : d;
};

/** Every field's first broken rule (spec §5 messages), the same tables the server checks. */
export function validate(code: FormCode, f: FormFields): FieldErrors {
  const errors: FieldErrors = {};
  const put = (field: string, message: string | null) => {
    if (message) errors[field] = message;
  };
  if (FORM_KINDS[code].categories.length > 0 && !f.category) put('category', FORM_MESSAGES.CATEGORY);
  if (code === 'bulk-purchase') {
    put('bulk.company', firstViolation(BULK_COMPANY_RULES, f.company));
    put('bulk.product', firstViolation(BULK_PRODUCT_RULES, f.product));
    const q = Number(f.quantity);
    if (!Number.isInteger(q) || q < 1 || q > MAX_BULK_QUANTITY) put('bulk.quantity', FORM_MESSAGES.QUANTITY);
    put('bulk.region', firstViolation(BULK_REGION_RULES, f.region));
    put('bulk.wishedDate', firstViolation(BULK_WISHED_DATE_RULES, f.wishedDate));
  }
  put('subject', firstViolation(FORM_SUBJECT_RULES, f.subject));
  put('content', firstViolation(FORM_CONTENT_RULES, f.content));
  put('writer.name', firstViolation(FORM_NAME_RULES, f.name));
  put('writer.phone', firstViolation(FORM_PHONE_RULES, f.phone));
  if (!f.agreeTerms) put('agreeTerms', FORM_MESSAGES.TERMS);
  return errors;
}

/** The request body of the fields (attachments go separately). */
export function bodyOf(code: FormCode, f: FormFields): Omit<SendFormDto, '_files'> {
  return {
    code,
    subject: f.subject,
    content: f.content,
    category: FORM_KINDS[code].categories.length > 0 ? f.category : undefined,
    writer: { name: f.name, phone: f.phone },
    bulk:
      code === 'bulk-purchase'
        ? { company: f.company, product: f.product, quantity: Number(f.quantity), region: f.region, wishedDate: f.wishedDate }
        : undefined,
    agreeTerms: f.agreeTerms,
  };
}

/** The inputs of a sent form, to change it (the terms were agreed when it was sent). */
export function fieldsOfForm(form: Form): FormFields {
  return {
    ...EMPTY,
    subject: form.subject,
    content: form.content,
    category: form.category ?? '',
    name: form.writer.name,
    phone: phoneAsTyped(form.writer.phone),
    agreeTerms: true,
    company: form.bulk?.company ?? '',
    product: form.bulk?.product ?? '',
    quantity: form.bulk ? String(form.bulk.quantity) : '',
    region: form.bulk?.region ?? '',
    wishedDate: form.bulk?.wishedDate ?? '',
  };
}

/** The form's field state, empty or as `initial`. */
export function useFormFields(initial: FormFields = EMPTY) {
  const [fields, setFields] = useState<FormFields>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof FormFields>(key: K, value: FormFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  return { fields, set, setFields, errors, setErrors };
}
