/** The join page's address with the promoter's code filled in (the share link). */
export function shareLinkOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/join?promoterCode=${encodeURIComponent(code)}`;
}

/** Keeps digits only, at most `max`. */
export const digitsUpTo = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);
