import { TRACKING_MESSAGES, type Setting } from '@shop/contracts';
import { GENEROUS_LIMITS, ROOT, signIn, startShop, type TestShop } from './harness.js';

/**
 * Tracking hooks (spec §1; issue 14): staff give each tracker's id in the site setting, the
 * storefront reads them from the public setting with where the scripts load from; by default the
 * shop serves simulated providers itself (nothing leaves the machine), and with the real ones the
 * CSP allows exactly the hosts of the trackers that have an id.
 */
const IDS = { googleAds: 'AW-123456789/AbCdEfGh12', naver: 's_1a2b3c4d5e6f', metaPixel: '1234567890123456' };

/** The script-src sources of an answer's CSP. */
const scriptSources = (res: { headers: Record<string, string | undefined> }) =>
  (res.headers['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src '))!;

describe('tracking ids with the simulated providers (the default)', () => {
  let shop: TestShop;
  let staff: string;
  beforeAll(async () => {
    shop = await startShop(undefined, GENEROUS_LIMITS);
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);
  afterAll(() => shop.close());

  it('refuses malformed ids with their Korean messages and keeps the setting', async () => {
    const res = await shop.http
      .put('/api/console/setting')
      .set('Authorization', staff)
      .send({ tracking: { googleAds: '123456789', naver: 'naver id!', metaPixel: 'pixel' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(TRACKING_MESSAGES.GOOGLE_ADS);
    expect(JSON.stringify(res.body)).toContain(TRACKING_MESSAGES.NAVER);
    expect(JSON.stringify(res.body)).toContain(TRACKING_MESSAGES.META_PIXEL);
    const now = await shop.http.get('/api/console/setting').set('Authorization', staff).expect(200);
    expect((now.body.setting as Setting).tracking).toBeUndefined();
  });

  it('keeps the ids staff give, and the public setting carries them with the simulated scripts', async () => {
    const res = await shop.http.put('/api/console/setting').set('Authorization', staff).send({ tracking: IDS });
    expect(res.status).toBe(200);
    expect((res.body.setting as Setting).tracking).toEqual(IDS);
    const open = await shop.http.get('/api/v1/setting').expect(200);
    expect((open.body.setting as Setting).tracking).toEqual({ ...IDS, scripts: 'simulator' });
    // The simulator is the shop itself: the CSP names no provider.
    expect(scriptSources(open)).not.toMatch(/google|facebook|naver/);

    // An empty id switches that tracker off.
    const off = await shop.http
      .put('/api/console/setting')
      .set('Authorization', staff)
      .send({ tracking: { ...IDS, metaPixel: '' } });
    expect((off.body.setting as Setting).tracking).toEqual({ ...IDS, metaPixel: '' });
  });

  it('serves the simulated scripts and takes their hits', async () => {
    const gtag = await shop.http.get('/tracking-sim/gtag.js').expect(200);
    expect(gtag.headers['content-type']).toMatch(/javascript/);
    expect(gtag.text).toContain('dataLayer');
    expect((await shop.http.get('/tracking-sim/fbevents.js').expect(200)).text).toContain('callMethod');
    expect((await shop.http.get('/tracking-sim/wcslog.js').expect(200)).text).toContain('wcs_do');
    await shop.http.get('/tracking-sim/collect?provider=googleAds&event=page_view').expect(204);
    await shop.http.get('/tracking-sim/other.js').expect(404);
  });
});

describe('tracking ids with the real providers (TRACKING_SCRIPTS=providers)', () => {
  let shop: TestShop;
  let staff: string;
  beforeAll(async () => {
    shop = await startShop(undefined, { ...GENEROUS_LIMITS, TRACKING_SCRIPTS: 'providers' });
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    delete process.env.TRACKING_SCRIPTS;
  });

  it('serves no simulator, and the CSP allows only the hosts of the trackers with an id', async () => {
    await shop.http.get('/tracking-sim/gtag.js').expect(404);
    expect((await shop.http.get('/api/v1/setting').expect(200)).body.setting.tracking).toEqual({ scripts: 'providers' });
    expect(scriptSources(await shop.http.get('/api/v1/setting'))).not.toMatch(/google|facebook|naver/);

    await shop.http
      .put('/api/console/setting')
      .set('Authorization', staff)
      .send({ tracking: { googleAds: '', naver: '', metaPixel: IDS.metaPixel } })
      .expect(200);
    // The policy follows the setting within an answer or two (it is read again in the background).
    let sources = '';
    for (let i = 0; i < 20 && !sources.includes('facebook'); i++) {
      sources = scriptSources(await shop.http.get('/api/health'));
      if (!sources.includes('facebook')) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sources).toContain('https://connect.facebook.net');
    expect(sources).not.toMatch(/google|naver/);
  });
});
