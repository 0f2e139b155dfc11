/**
 * Formats a phone number progressively while it is typed: 010 → 010-1234 → 010-1234-5678
 * (3-4-4), 10-digit numbers end as 3-3-4, Seoul 02 numbers as 2-3-4 / 2-4-4. At most 11 digits.
 */
export function formatPhoneInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.startsWith('02')) {
    const t = d.slice(0, 10);
    if (t.length <= 2) return t;
    if (t.length <= 5) return `${t.slice(0, 2)}-${t.slice(2)}`;
    if (t.length <= 9) return `${t.slice(0, 2)}-${t.slice(2, 5)}-${t.slice(5)}`;
    return `${t.slice(0, 2)}-${t.slice(2, 6)}-${t.slice(6)}`;
  }
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}
