import { digitsOnly } from './rules.js';

/** The message for a resident registration number that is not one (spec §3 Promoter approval request). */
export const RESIDENT_NUMBER_MESSAGE = '주민등록번호를 확인해주세요';

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

/** The century of the birth year a 7th digit stands for (1-8; 9 and 0 for the 1800s are not issued any more). */
const CENTURY: Record<string, number> = { '1': 1900, '2': 1900, '3': 2000, '4': 2000, '5': 1900, '6': 1900, '7': 2000, '8': 2000 };

/**
 * True when `value` (13 digits, a dash after the 6th allowed) is a resident registration number
 * (주민등록번호): a real birth date, a 7th digit 1-8 and the check digit
 * (11 − Σ dᵢ·[2,3,4,5,6,7,8,9,2,3,4,5] mod 11) mod 10. Collected only for the promoter's
 * withholding-tax reporting (spec §3 Promoter approval request).
 */
export function isResidentNumber(value: string): boolean {
  if (typeof value !== 'string' || !/^\d{6}-?\d{7}$/.test(value.trim())) return false;
  const d = digitsOnly(value);
  const century = CENTURY[d[6]!];
  if (!century) return false;
  const year = century + Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  const day = Number(d.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(d[i]), 0);
  return (11 - (sum % 11)) % 10 === Number(d[12]);
}

/** A resident registration number as shown to its owner and to staff: birth date and the 7th digit, `900101-1******`. */
export function maskResidentNumber(value: string): string {
  const d = digitsOnly(value);
  return `${d.slice(0, 6)}-${d.slice(6, 7)}${'*'.repeat(Math.max(0, d.length - 7))}`;
}
