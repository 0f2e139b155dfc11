/** A cart/order line's chosen options as one line of text, e.g. "색상: 화이트 / 규격: 600". Empty when none. */
export function optionText(option: Record<string, string> | null | undefined): string {
  if (!option) return '';
  return Object.entries(option)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join(' / ');
}
