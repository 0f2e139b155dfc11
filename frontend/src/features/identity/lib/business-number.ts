/** Formats a business registration number while typing: 123-45-67890 (10 digits at most). */
export function formatBusinessNumber(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Message when a business registration number is not 10 digits (not in spec §5; the DTO only asks for a string). */
export const BUSINESS_NUMBER_MESSAGE = '사업자등록번호 10자리를 입력해주세요';

/** Whether the value holds exactly 10 digits. */
export const isBusinessNumber = (value: string): boolean => value.replace(/\D/g, '').length === 10;
