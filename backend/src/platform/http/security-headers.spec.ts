import type { IncomingMessage, ServerResponse } from 'node:http';
import { nicePayConfig, nicePayCspOrigins } from '../payments/nice-pay/nice-pay.config.js';
import { securityHeaders } from './security-headers.js';

/** The shop's Content-Security-Policy as one answer would carry it. */
function policyOf(origins: string[]): string {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value) } as unknown as ServerResponse;
  securityHeaders('api/docs', origins)({ url: '/shop/order' } as IncomingMessage, res);
  return headers.get('content-security-policy')!;
}

describe('the CSP and NICE Pay', () => {
  it('allows nothing beyond the shop itself with the simulator', () => {
    const origins = nicePayCspOrigins(nicePayConfig({}));
    expect(origins).toEqual([]);
    expect(policyOf(origins)).not.toMatch(/nicepay/);
    expect(policyOf(origins)).toMatch(/form-action 'self'(;|$)/);
  });

  it('allows NICE Pay’s SDK, window and form posts with real keys', () => {
    const origins = nicePayCspOrigins(nicePayConfig({ NICEPAY_CLIENT_ID: 'R2_live', NICEPAY_SECRET_KEY: 'secret' }));
    expect(origins).toEqual(['https://pay.nicepay.co.kr']);
    const policy = policyOf(origins);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/pay\.nicepay\.co\.kr/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/pay\.nicepay\.co\.kr/);
    expect(policy).toMatch(/form-action 'self' https:\/\/pay\.nicepay\.co\.kr/);
  });
});
