import { randomBytes } from 'node:crypto';
import { ResealPromoterSecretsHandler } from '../src/promoters/index.js';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { GENEROUS_LIMITS, ROOT, applyForPromoter, signIn, startShop, type TestShop } from './harness.js';

/**
 * Key rotation of the promoters' sealed resident and account numbers: a key added at the end of
 * FIELD_ENCRYPTION_KEYS encrypts from the next start, what older keys sealed still opens, and
 * resealing moves every member's secrets to the newest key so the old one can go.
 */
describe('promoter secrets key rotation', () => {
  let shop: TestShop;
  afterAll(() => shop.close());

  /** The key id each PromoterApprovalRequested / PromoterSecretsResealed of `userId` names, in order. */
  const keyIds = async (userId: string) =>
    (await shop.app.get<EventStore>(EVENT_STORE).readStream(`promoter-${userId}`)).events.map((e) => {
      const d = e.data as { sealedResidentNumber?: string };
      return d.sealedResidentNumber?.split('.')[0];
    });

  it('keeps the masked number readable across a new key and reseals under it', async () => {
    shop = await startShop();
    const member = await applyForPromoter(shop, 'rot');
    expect(await keyIds(member._id)).toEqual(['v1']);
    const dataDir = shop.dataDir;
    await shop.close();

    shop = await startShop(dataDir, { ...GENEROUS_LIMITS, FIELD_ENCRYPTION_KEYS: `k2:${randomBytes(32).toString('base64')}` });
    const now = new Date().toISOString();
    const rotation = shop.app.get(ResealPromoterSecretsHandler);
    expect(await rotation.resealAll({ userId: null, now })).toBe(1);
    expect(await keyIds(member._id)).toEqual(['v1', 'k2']);
    expect(await rotation.resealAll({ userId: null, now })).toBe(0);
    const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const seen = await shop.http.get(`/api/console/users/${member._id}/promoter`).set('Authorization', staff).expect(200);
    expect(seen.body.request.maskedResidentNumber).toBe('900101-1******');
  }, 60_000);
});
