import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ADDRESSES, ROOT, createTestProduct, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/** A JPEG of `width`×`height` px carrying EXIF (camera and orientation), as a phone takes it. */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 190, b: 180 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 15', Copyright: 'member' } })
    .toBuffer();
}

/**
 * The member's side of claims: photos for a claim (owner only, refused when not a picture,
 * stored as a WebP of at most 1600 px without EXIF); a cancel of an unpaid line completes at once
 * and gives its stock back; another member's purchase cannot be claimed; a confirmed line neither.
 */
describe('member claims', () => {
  let shop: TestShop;
  let owner: Member;
  let other: Member;
  let purchaseId: string;
  let product: { productId: string; code: string };
  let staff: string;

  /** Places a bank-transfer order of `amount` units of the product for `member`; answers the placed order. */
  const order = async (member: Member, productId: string, amount = 1) => {
    const res = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ product: productId, amount }] });
    expect(res.status).toBe(201);
    return res.body.order as { _id: string; lines: { _id: string; purchaseNumber: string }[] };
  };

  beforeAll(async () => {
    shop = await startShop();
    [owner, other] = await Promise.all([newSignedInMember(shop, 'co'), newSignedInMember(shop, 'cx')]);
    product = await createTestProduct(shop, { stock: 10, price: 120_000 });
    purchaseId = (await order(owner, product.productId)).lines[0]._id;
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
  }, 60_000);

  afterAll(() => shop.close());

  describe('claim photos', () => {
    const upload = (member: Member, id: string, bytes: Buffer, filename = 'photo.jpg') =>
      shop.http.post(`/api/v1/me/purchases/${id}/images`).set('Authorization', member.auth).attach('image', bytes, filename);

    it('stores a photo of the member’s own purchase as a WebP of at most 1600 px, without EXIF', async () => {
      const res = await upload(owner, purchaseId, await photo(3200, 2400));
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(new RegExp(`^/files/claims/${purchaseId}/[0-9a-f-]{36}\\.webp$`));

      const served = await shop.http
        .get(res.body.url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([1600, 1200]);
      expect(meta.exif).toBeUndefined();
      expect(existsSync(join(shop.dataDir, 'files', res.body.url.replace('/files/', '')))).toBe(true);
    });

    it('keeps a small photo at its size', async () => {
      const res = await upload(owner, purchaseId, await photo(800, 600));
      expect(res.status).toBe(201);
      const file = join(shop.dataDir, 'files', res.body.url.replace('/files/', ''));
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    });

    it('refuses a file that is not a picture, whatever its name says, in Korean', async () => {
      const res = await upload(owner, purchaseId, Buffer.from('%PDF-1.7 not a photo at all'), 'photo.jpg');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'IMAGE_UNREADABLE', message: '사진을 읽을 수 없습니다. JPG, PNG, WEBP 또는 HEIC 사진을 올려주세요' });
    });

    it('refuses an SVG, though an image, since only photos are taken', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
      const res = await upload(owner, purchaseId, svg, 'photo.svg');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IMAGE_UNREADABLE');
    });

    it('refuses a file over 10 MB with 413 in Korean', async () => {
      const big = Buffer.concat([await photo(100, 100), Buffer.alloc(10 * 1024 * 1024 + 1)]);
      const res = await upload(owner, purchaseId, big);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('사진은 10MB 이하로 올려주세요');
    });

    it('refuses a request without a file', async () => {
      const res = await shop.http.post(`/api/v1/me/purchases/${purchaseId}/images`).set('Authorization', owner.auth).field('note', 'x');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'IMAGE_MISSING', message: '올릴 사진을 선택해주세요' });
    });

    it('refuses a multipart request that cannot be read (no boundary) as a missing file, not a server error', async () => {
      const res = await shop.http
        .post(`/api/v1/me/purchases/${purchaseId}/images`)
        .set('Authorization', owner.auth)
        .set('Content-Type', 'multipart/form-data')
        .send('not a form');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IMAGE_MISSING');
    });

    it('answers 404 for another member’s purchase and stores nothing', async () => {
      const res = await upload(other, purchaseId, await photo(400, 300));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'PURCHASE_NOT_FOUND', message: '주문 상품을 찾을 수 없습니다' });
      const unknown = await upload(owner, 'no-such-purchase', await photo(400, 300));
      expect(unknown.status).toBe(404);
    });

    it('asks for a signed-in member', async () => {
      const res = await shop.http.post(`/api/v1/me/purchases/${purchaseId}/images`).attach('image', await photo(10, 10), 'a.jpg');
      expect(res.status).toBe(401);
    });
  });

  describe('claims', () => {
    const stockOf = async (code: string) => (await shop.http.get(`/api/v1/shop/products/${code}`)).body.product.stock as number;
    const claim = (member: Member, id: string, body: object) => shop.http.put(`/api/v1/me/purchases/${id}`).set('Authorization', member.auth).send(body);

    it('cancels an unpaid bank-transfer line at once and gives its stock back', async () => {
      const before = await stockOf(product.code);
      const placed = await order(owner, product.productId, 3);
      expect(await stockOf(product.code)).toBe(before - 3);

      const res = await claim(owner, placed.lines[0]._id, { claim: 'CANCEL', claimReason: 'ORDER_MISTAKE', claimReasonDetails: '수량을 잘못 골랐습니다' });
      expect(res.status).toBe(200);
      const line = res.body.order.lines[0];
      expect(line).toMatchObject({ claimStatus: 'CANCEL_COMPLETED', statusText: '취소완료', claimsOpen: [] });
      expect(line.claim).toMatchObject({ kind: 'CANCEL', claimReason: 'ORDER_MISTAKE', claimReasonDetails: '수량을 잘못 골랐습니다' });
      expect(res.body.order.refunds ?? []).toEqual([]);
      expect(await stockOf(product.code)).toBe(before);

      const again = await claim(owner, placed.lines[0]._id, { claim: 'CANCEL', claimReason: 'ORDER_MISTAKE' });
      expect(again.status).toBe(409);
    });

    it('answers 404 to a member claiming another member’s purchase and changes nothing', async () => {
      const res = await claim(other, purchaseId, { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' });
      expect(res.status).toBe(404);
      const mine = await shop.http.get('/api/v1/me/orders').set('Authorization', owner.auth);
      const line = (mine.body.orders as { lines: { _id: string; claimStatus: string | null }[] }[]).flatMap((o) => o.lines).find((l) => l._id === purchaseId);
      expect(line?.claimStatus).toBeNull();
    });

    it('refuses a claim on a line confirmed (구매확정) with 409 in Korean', async () => {
      const placed = await order(owner, product.productId);
      const move = (orderStatus: string) => shop.http.put(`/api/console/shop/orders/${placed._id}`).set('Authorization', staff).send({ orderStatus });
      expect((await move('ORDER_PAYMENT')).status).toBe(200);
      expect((await move('ORDER_CONFIRM')).status).toBe(200);
      const invoice = await shop.http
        .put(`/api/console/shop/invoices/${placed.lines[0].purchaseNumber}`)
        .set('Authorization', staff)
        .send({ courierCode: '04', invoiceNumber: '640123456789' });
      expect(invoice.status).toBe(200);
      expect((await move('DELIVERY_COMPLETE')).status).toBe(200);

      const delivered = await shop.http.get(`/api/v1/me/orders/${placed._id}`).set('Authorization', owner.auth);
      expect(delivered.body.order.lines[0].claimsOpen).toEqual(['RETURN', 'EXCHANGE']);
      const confirmed = await shop.http.post(`/api/v1/me/orders/${placed._id}/confirm`).set('Authorization', owner.auth).send({});
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.order.lines[0]).toMatchObject({ purchaseStatus: 'PURCHASE_COMPLETE', statusText: '구매확정', claimsOpen: [] });

      const res = await claim(owner, placed.lines[0]._id, { claim: 'RETURN', claimReason: 'DEFECTIVE' });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/[가-힣]/);
    });
  });
});
