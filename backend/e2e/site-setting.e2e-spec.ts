import sharp from 'sharp';
import { SETTING_MESSAGES, type DocumentUpdated, type Setting } from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../src/platform/event-store/event-store.port.js';
import { GENEROUS_LIMITS, ROOT, newSignedInMember, placeOneItemOrder, signIn, startShop, type TestShop } from './harness.js';

/**
 * The console's site setting (spec §3 Setting: shop, seo.meta, main.care, logo; issue 14 "bank-account
 * line"; §6 site settings: console only): each part is saved on its own and comes back, the rest
 * stays; bad input is refused with the field's Korean message; each change is an event naming the
 * staff member; admin02, admin03 and members are refused.
 */
let shop: TestShop;
let staff: string;
let staffId: string;
let admin02: string;
let admin03: string;
let member: string;

const put = (auth: string, body: object) => shop.http.put('/api/console/setting').set('Authorization', auth).send(body);
const stored = async () => (await shop.http.get('/api/console/setting').set('Authorization', staff).expect(200)).body.setting as Setting;
/** The setting's change events, oldest first. */
const changes = async () =>
  (await shop.app.get<EventStore>(EVENT_STORE).readStream('document-settings:shop')).events.filter(
    (e) => e.type === 'DocumentUpdated',
  ) as unknown as DocumentUpdated[];

const SEO = {
  title: '세라메종 스토어',
  description: '욕실과 주방을 위한 세라믹, 세라메종에서 만나보세요',
  keywords: '욕실, 세면대 ,, 수전',
  image: '/files/content/og.webp',
};
const CARE = { text: '설치부터 사후관리까지', desc: '구매 후 1년 동안 무상으로 점검해드립니다.', link: 'https://care.example.kr/guide', isOuter: true };

beforeAll(async () => {
  shop = await startShop(undefined, GENEROUS_LIMITS);
  const tokens = await signIn(shop, ROOT.username, ROOT.password);
  staff = `Bearer ${tokens.access}`;
  staffId = JSON.parse(Buffer.from(tokens.access.split('.')[1]!, 'base64url').toString())._user;
  admin02 = `Bearer ${(await signIn(shop, 'admin02', 'Ceramaison!2026')).access}`;
  admin03 = `Bearer ${(await signIn(shop, 'admin03', 'Ceramaison!2026')).access}`;
  member = (await newSignedInMember(shop, 'ss')).auth;
}, 60_000);
afterAll(() => shop.close());

it('saves the shop part: cash receipt, the codes in use (others kept, hidden) and the showrooms offered', async () => {
  const before = await stored();
  const res = await put(staff, {
    shop: { cashReceipt: false, displayCodes: ['main_shows', 'highlights'], shippingCodes: ['parcel'], showroomCodes: ['gangnam'] },
  });
  expect(res.status).toBe(200);
  const setting = res.body.setting as Setting;
  expect(setting.cashReceipt).toEqual({ enabled: false });
  expect(setting.displayCodes!.filter((c) => c.shows).map((c) => c.value)).toEqual(['main_shows', 'highlights']);
  expect(setting.displayCodes).toHaveLength(6);
  expect(setting.shippingCodes!.filter((c) => c.shows).map((c) => c.value)).toEqual(['parcel']);
  // The warehouse shop/codes set stays with the hidden code.
  expect(setting.shippingCodes!.find((c) => c.value === 'express')!.warehouse).toEqual(before.shippingCodes!.find((c) => c.value === 'express')!.warehouse);
  expect(setting.showroomCodes).toEqual(['gangnam']);
  // Other parts stay as they were.
  expect(setting.bankAccountLine).toBe(before.bankAccountLine);
  expect((await stored()).showroomCodes).toEqual(['gangnam']);
});

it('saves seo.meta with the keywords tidied, and the public setting carries it', async () => {
  const res = await put(staff, { seo: { meta: SEO } });
  expect(res.status).toBe(200);
  expect((res.body.setting as Setting).seo).toEqual({ meta: { ...SEO, keywords: '욕실, 세면대, 수전' } });
  expect(((await shop.http.get('/api/v1/setting').expect(200)).body.setting as Setting).seo!.meta.description).toBe(SEO.description);
});

it('saves the home care block, and takes it off with null', async () => {
  const res = await put(staff, { main: { care: CARE } });
  expect(res.status).toBe(200);
  expect((res.body.setting as Setting).main).toEqual({ care: CARE });
  expect(((await shop.http.get('/api/v1/setting').expect(200)).body.setting as Setting).main!.care).toEqual(CARE);
  const off = await put(staff, { main: { care: null } });
  expect((off.body.setting as Setting).main).toEqual({ care: null });
  await put(staff, { main: { care: { ...CARE, link: '/center/faqs', isOuter: false } } }).expect(200);
});

it('saves the deposit account, and the next bank-transfer order shows its line', async () => {
  const res = await put(staff, { bankAccount: { bank: '국민은행', accountNumber: '123-45-678901', holder: ' 주식회사 세라메종 ' } });
  expect(res.status).toBe(200);
  const setting = res.body.setting as Setting;
  expect(setting.bankAccount).toEqual({ bank: '국민은행', accountNumber: '123-45-678901', holder: '주식회사 세라메종' });
  expect(setting.bankAccountLine).toBe('국민은행 123-45-678901 (예금주: 주식회사 세라메종)');
  const buyer = await newSignedInMember(shop, 'sb');
  const order = await placeOneItemOrder(shop, buyer);
  expect(order.bankAccountLine).toBe('국민은행 123-45-678901 (예금주: 주식회사 세라메종)');
});

it('uploads the logo as WebP and takes it off', async () => {
  const png = await sharp({ create: { width: 300, height: 80, channels: 4, background: { r: 30, g: 30, b: 30, alpha: 1 } } })
    .png()
    .toBuffer();
  const up = await shop.http.post('/api/console/setting/logo').set('Authorization', staff).attach('image', png, 'logo.png');
  expect(up.status).toBe(201);
  const logo = (up.body.setting as Setting).logo!;
  expect(logo).toMatchObject({ width: 300, height: 80 });
  expect(logo.url).toMatch(/^\/files\/.+\.webp$/);
  const served = await shop.http.get(logo.url).expect(200);
  expect(served.headers['content-type']).toContain('image/webp');
  const fake = await shop.http.post('/api/console/setting/logo').set('Authorization', staff).attach('image', Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
  expect(fake.status).toBe(400);
  const off = await shop.http.delete('/api/console/setting/logo').set('Authorization', staff);
  expect(off.status).toBe(200);
  expect((off.body.setting as Setting).logo).toBeNull();
});

it('names the staff member on every change', async () => {
  const events = await changes();
  const mine = events.filter((e) => ['showroomCodes', 'seo', 'main', 'bankAccount', 'logo'].some((k) => k in e.data.fields));
  expect(mine.length).toBeGreaterThanOrEqual(7);
  for (const e of mine) expect(e.data.by).toBe(staffId);
});

it.each([
  ['a missing cash receipt flag', { shop: { displayCodes: [], shippingCodes: [], showroomCodes: [] } }, SETTING_MESSAGES.CASH_RECEIPT],
  [
    'an unknown display code',
    { shop: { cashReceipt: true, displayCodes: ['everything'], shippingCodes: [], showroomCodes: [] } },
    SETTING_MESSAGES.DISPLAY_CODES,
  ],
  [
    'an unknown shipping code',
    { shop: { cashReceipt: true, displayCodes: [], shippingCodes: ['rocket'], showroomCodes: [] } },
    SETTING_MESSAGES.SHIPPING_CODES,
  ],
  [
    'a malformed showroom code',
    { shop: { cashReceipt: true, displayCodes: [], shippingCodes: [], showroomCodes: ['강남 쇼룸'] } },
    SETTING_MESSAGES.SHOWROOM_CODES,
  ],
  ['a blank site name', { seo: { meta: { ...SEO, title: '   ' } } }, SETTING_MESSAGES.SEO_TITLE],
  ['a too long description', { seo: { meta: { ...SEO, description: '가'.repeat(161) } } }, SETTING_MESSAGES.SEO_DESCRIPTION],
  ['a picture from a plain http host', { seo: { meta: { ...SEO, image: 'http://evil.example/og.png' } } }, SETTING_MESSAGES.SEO_IMAGE],
  ['a care block without a heading', { main: { care: { ...CARE, text: '' } } }, SETTING_MESSAGES.CARE_TEXT],
  ['a script link', { main: { care: { ...CARE, link: 'javascript:alert(1)' } } }, SETTING_MESSAGES.CARE_LINK],
  ['no care part', { main: {} }, SETTING_MESSAGES.CARE],
  [
    'an account number with letters',
    { bankAccount: { bank: '우리은행', accountNumber: '1005-abc-0000', holder: '세라메종' } },
    SETTING_MESSAGES.ACCOUNT_NUMBER,
  ],
  ['no holder', { bankAccount: { bank: '우리은행', accountNumber: '1005-804-219370', holder: '' } }, SETTING_MESSAGES.ACCOUNT_HOLDER],
])('refuses %s with 400 and its Korean message, changing nothing', async (_name, body, message) => {
  const before = (await changes()).length;
  const res = await put(staff, body);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain(message);
  expect((await changes()).length).toBe(before);
});

it('refuses the setting to admin02 and admin03 (403, spec §6 console only) and to members (403)', async () => {
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  for (const auth of [admin02, admin03, member]) {
    expect((await put(auth, { main: { care: CARE } })).status).toBe(403);
    expect((await put(auth, { seo: { meta: SEO } })).status).toBe(403);
    expect((await shop.http.post('/api/console/setting/logo').set('Authorization', auth).attach('image', png, 'l.png')).status).toBe(403);
    expect((await shop.http.delete('/api/console/setting/logo').set('Authorization', auth)).status).toBe(403);
  }
  expect((await shop.http.put('/api/console/setting').send({ main: { care: null } })).status).toBe(401);
  expect((await stored()).main!.care!.link).toBe('/center/faqs');
});
