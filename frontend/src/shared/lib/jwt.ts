import type { TokenPayload } from '@shop/contracts';

/** Decodes a JWT's payload (base64url, UTF-8) without verifying it; null when malformed. */
export function decodeJwtPayload<T = TokenPayload>(token: string): T | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

/** Base64 of a string's UTF-8 bytes (btoa alone fails on Korean text). */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
