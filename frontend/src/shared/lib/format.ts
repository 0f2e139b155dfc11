import { formatPhone } from '@shop/contracts';

/** A phone number for display: 8-digit representative numbers as 1588-0427, others 3-4-4 (spec §9). */
export function displayTel(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return formatPhone(d);
}
