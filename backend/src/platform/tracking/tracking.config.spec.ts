import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../http/security-headers.js';
import { TrackingCsp, trackingConfig, trackingCspAdditions } from './tracking.config.js';

/** The shop's Content-Security-Policy of one page answer, with `csp`'s additions in force. */
function policyWith(csp: TrackingCsp): string {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value) } as unknown as ServerResponse;
  securityHeaders('api/docs', [], () => csp.additions())({ url: '/shop/result' } as IncomingMessage, res);
  return headers.get('content-security-policy')!;
}

describe('the CSP and the tracking providers (issue 14)', () => {
  it('loads the simulated scripts by default and refuses an unknown mode', () => {
    expect(trackingConfig({}).scripts).toBe('simulator');
    expect(trackingConfig({ TRACKING_SCRIPTS: 'providers' }).scripts).toBe('providers');
    expect(() => trackingConfig({ TRACKING_SCRIPTS: 'google' })).toThrow(/TRACKING_SCRIPTS/);
  });

  it('adds no host with the simulator, even with every id given', () => {
    expect(trackingCspAdditions({ scripts: 'simulator' }, ['googleAds', 'naver', 'metaPixel'])).toEqual({});
  });

  it('adds only the hosts of the providers with an id, and follows the setting as staff change it', async () => {
    const csp = new TrackingCsp({ scripts: 'providers' });
    let version = '1.1';
    let ids: ('googleAds' | 'naver' | 'metaPixel')[] = [];
    await csp.follow(
      () => version,
      async () => ids,
    );
    expect(policyWith(csp)).not.toMatch(/facebook|naver|google/);
    expect(policyWith(csp)).toMatch(/script-src 'self' 'nonce-[^']+';/);

    version = '1.2';
    ids = ['metaPixel'];
    policyWith(csp); // notices the change; the hosts follow once the setting is read
    await new Promise((resolve) => setImmediate(resolve));
    const policy = policyWith(csp);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/connect\.facebook\.net;/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
    expect(policy).not.toMatch(/naver|google/);

    version = '1.3';
    ids = [];
    policyWith(csp);
    await new Promise((resolve) => setImmediate(resolve));
    expect(policyWith(csp)).not.toMatch(/facebook/);
  });
});
