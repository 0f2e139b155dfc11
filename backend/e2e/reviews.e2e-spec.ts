import sharp from 'sharp';
import { ROOT, buyAndConfirm, createTestProduct, newSignedInMember, placeOneItemOrder, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/** A JPEG carrying EXIF, as a phone takes it. */
const photo = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 120, g: 160, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' } })
    .toBuffer();

/**
 * Product reviews (spec §3 Review, §7 me/reviews, Shop reviews and review-images, Console shop
 * reviews; issue 13): only the buyer of a confirmed line writes one, once per line; hidden
 * reviews never reach the shop; the summary counts visible reviews only; staff hide and answer.
 */
describe('reviews', () => {
  let shop: TestShop;
  let staff: string;
  let buyer: Member;
  let other: Member;
  let productId: string;

  const review = (member: Member, purchase: string, star = 5, subject = '만족해요', content = '물이 잘 빠지고 예뻐요') =>
    shop.http.post('/api/v1/me/reviews').set('Authorization', member.auth).send({ purchase, star, subject, content });
  const shopList = (query = '') => shop.http.get(`/api/v1/shop/reviews?product=${productId}${query}`);

  beforeAll(async () => {
    shop = await startShop();
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    [buyer, other] = await Promise.all([newSignedInMember(shop, 'rv'), newSignedInMember(shop, 'rx')]);
    productId = (await createTestProduct(shop, { stock: 20, price: 50_000 })).productId;
  }, 60_000);

  afterAll(() => shop.close());

  it('refuses a review of a line not confirmed (422), of another member’s line (403), and with bad input (400)', async () => {
    const order = await placeOneItemOrder(shop, buyer, productId);
    const line = order.lines[0]!._id;
    const early = await review(buyer, line);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ code: 'REVIEW_NOT_CONFIRMED', message: '구매확정한 상품만 리뷰를 작성할 수 있습니다' });
    const foreign = await review(other, line);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('REVIEW_NOT_YOURS');
    expect((await review(other, 'no-such-line')).status).toBe(403);
    const short = await review(buyer, line, 5, '좋', '좋');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('제목을 입력해주세요');
    expect(JSON.stringify(short.body)).toContain('내용을 입력해주세요');
    expect((await review(buyer, line, 6)).status).toBe(400);
  }, 60_000);

  it('takes one review per confirmed line, lists it as writable before, and shows it with its photo and summary', async () => {
    const { line } = await buyAndConfirm(shop, staff, buyer, productId);
    const writable = await shop.http.get('/api/v1/me/reviews/writable').set('Authorization', buyer.auth);
    expect(writable.body.lines.map((l: { _purchase: string }) => l._purchase)).toContain(line._id);

    const written = await review(buyer, line._id, 4, '<b>튼튼해요</b>', '설치\r\n쉬워요');
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({
      _id: line._id,
      _product: productId,
      star: 4,
      subject: '<b>튼튼해요</b>',
      content: '설치\n쉬워요',
      hidden: false,
    });
    expect((await review(buyer, line._id)).status).toBe(409);

    const uploaded = await shop.http
      .post(`/api/v1/me/reviews/${line._id}/images`)
      .set('Authorization', buyer.auth)
      .attach('image', await photo(), 'p.jpg');
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.review.images[0].url as string;
    expect(url).toMatch(/^\/files\/reviews\/.+\.webp$/);
    const served = await shop.http.get(url).buffer(true);
    expect(served.status).toBe(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    const notPicture = await shop.http
      .post(`/api/v1/me/reviews/${line._id}/images`)
      .set('Authorization', buyer.auth)
      .attach('image', Buffer.from('<svg/>'), 'x.svg');
    expect(notPicture.status).toBe(400);

    const after = await shop.http.get('/api/v1/me/reviews/writable').set('Authorization', buyer.auth);
    expect(after.body.lines.map((l: { _purchase: string }) => l._purchase)).not.toContain(line._id);
    const listed = await shopList();
    expect(listed.body.totalCount).toBe(1);
    expect(listed.body.reviews[0]).toMatchObject({ _id: line._id, star: 4, images: [{ url }] });
    expect(listed.body.reviews[0].writer).toBe('rv***');
    expect((await shop.http.get(`/api/v1/shop/review-images?product=${productId}`)).body.images).toEqual([{ _review: line._id, url }]);
    expect((await shop.http.get(`/api/v1/shop/reviews/${line._id}`)).body.review.subject).toBe('<b>튼튼해요</b>');
  }, 90_000);

  it('counts the average and the distribution of visible reviews only, and hides a hidden review everywhere in the shop', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 3; i++) lines.push((await buyAndConfirm(shop, staff, other, productId)).line._id);
    await review(other, lines[0]!, 5).expect(201);
    await review(other, lines[1]!, 3).expect(201);
    await review(other, lines[2]!, 1).expect(201);
    // With the 4-star review before: 5, 4, 3, 1.
    let summary = (await shopList()).body.summary;
    expect(summary).toEqual({ count: 4, average: 3.3, distribution: [1, 0, 1, 1, 1], photoCount: 1 });

    const hidden = await shop.http.put(`/api/console/shop/reviews/${lines[2]}`).set('Authorization', staff).send({ hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.review.hidden).toBe(true);
    summary = (await shopList()).body.summary;
    expect(summary).toEqual({ count: 3, average: 4, distribution: [0, 0, 1, 1, 1], photoCount: 1 });
    const ids = (await shopList()).body.reviews.map((r: { _id: string }) => r._id);
    expect(ids).not.toContain(lines[2]);
    expect((await shop.http.get(`/api/v1/shop/reviews/${lines[2]}`)).status).toBe(404);
    // The console still lists it, and filters by hidden and stars.
    const consoleHidden = await shop.http.get(`/api/console/shop/reviews?hidden=true&product=${productId}`).set('Authorization', staff);
    expect(consoleHidden.body.reviews.map((r: { _id: string }) => r._id)).toEqual([lines[2]]);
    const fives = await shop.http.get(`/api/console/shop/reviews?star=5&product=${productId}`).set('Authorization', staff);
    expect(fives.body.reviews.map((r: { _id: string }) => r._id)).toEqual([lines[0]]);

    // Photo reviews first, or only.
    const first = (await shopList('&photo=first')).body.reviews.map((r: { images: unknown[] }) => r.images.length > 0);
    expect(first).toEqual([true, false, false]);
    expect((await shopList('&photo=only')).body.totalCount).toBe(1);

    // Paging with the limit/skip headers, newest first.
    const page = await shopList().set('limit', '1').set('skip', '1');
    expect(page.body.reviews.map((r: { _id: string }) => r._id)).toEqual([lines[0]]);
  }, 120_000);

  it('lets staff answer, and the member edit and delete only their own review', async () => {
    const { line } = await buyAndConfirm(shop, staff, buyer, productId);
    await review(buyer, line._id, 2, '아쉬워요', '배송이 늦었어요').expect(201);
    const replied = await shop.http.put(`/api/console/shop/reviews/${line._id}`).set('Authorization', staff).send({ reply: '불편을 드려 죄송합니다' });
    expect(replied.body.review.reply.content).toBe('불편을 드려 죄송합니다');
    expect((await shop.http.get(`/api/v1/shop/reviews/${line._id}`)).body.review.reply.content).toBe('불편을 드려 죄송합니다');

    expect(
      (await shop.http.put(`/api/v1/me/reviews/${line._id}`).set('Authorization', other.auth).send({ star: 5, subject: '남의것', content: '바꿔요' })).status,
    ).toBe(404);
    expect((await shop.http.delete(`/api/v1/me/reviews/${line._id}`).set('Authorization', other.auth)).status).toBe(404);
    const edited = await shop.http
      .put(`/api/v1/me/reviews/${line._id}`)
      .set('Authorization', buyer.auth)
      .send({ star: 4, subject: '괜찮아요', content: '다시 보니 좋아요' });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ star: 4, subject: '괜찮아요' });
    const removed = await shop.http.delete(`/api/v1/me/reviews/${line._id}`).set('Authorization', buyer.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.review).toBeNull();
    expect((await shop.http.get(`/api/v1/shop/reviews/${line._id}`)).status).toBe(404);
  }, 90_000);

  it('keeps the reviews staff pick for a home display in order, and the shop sees only the visible ones', async () => {
    const all = (await shop.http.get(`/api/console/shop/reviews?product=${productId}`).set('Authorization', staff)).body.reviews as {
      _id: string;
      hidden: boolean;
    }[];
    const hidden = all.find((r) => r.hidden)!;
    const shown = all.filter((r) => !r.hidden).map((r) => r._id);
    const order = [shown[1]!, hidden._id, shown[0]!];
    const picked = await shop.http.put('/api/console/main/reviews/best-review').set('Authorization', staff).send({ reviews: order });
    expect(picked.status).toBe(200);
    expect(picked.body.reviews.map((r: { _id: string }) => r._id)).toEqual(order);
    expect((await shop.http.get('/api/console/main/reviews/best-review').set('Authorization', staff)).body.reviews).toHaveLength(3);
    const home = await shop.http.get('/api/v1/shop/reviews?pick=best-review');
    expect(home.body.reviews.map((r: { _id: string }) => r._id)).toEqual([shown[1], shown[0]]);
    expect(home.body.reviews[0].username).toBeUndefined();
    const unknown = await shop.http
      .put('/api/console/main/reviews/best-review')
      .set('Authorization', staff)
      .send({ reviews: ['no-such-review'] });
    expect(unknown.status).toBe(404);
    expect((await shop.http.get('/api/console/main/reviews/best-review').set('Authorization', buyer.auth)).status).toBe(403);
  }, 60_000);

  it('refuses the console calls to anonymous (401) and to a member (403)', async () => {
    const calls = [
      () => shop.http.get('/api/console/shop/reviews'),
      () => shop.http.put('/api/console/shop/reviews/x').send({ hidden: true }),
      () => shop.http.delete('/api/console/shop/reviews/x'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Authorization', buyer.auth)).status).toBe(403);
    }
  });
});
