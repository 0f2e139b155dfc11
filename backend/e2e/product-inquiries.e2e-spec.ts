import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProductInquiry, ProductInquiryListResponse } from '@shop/contracts';
import { ROOT, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/** A JPEG carrying EXIF, as a phone takes it. */
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 190, b: 180 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam' } })
    .toBuffer();

/**
 * Product inquiries (상품문의, spec §2 dialog, §3, §4, §5, §7): members write them signed in only,
 * a secret one reads "비밀글입니다" to other members and visitors, the writer edits only while it
 * awaits its answer, staff answer it in the console, pictures are checked by content.
 */
describe('product inquiries', () => {
  let shop: TestShop;
  let writer: Member;
  let other: Member;
  let staff: string;
  let productId: string;

  const write = (member: Member, body: object) => shop.http.post('/api/v1/me/inquires').set('Authorization', member.auth).send(body);
  const productList = async (auth?: string) => {
    let call = shop.http.get(`/api/v1/inquires?product=${productId}`).set('limit', '50');
    if (auth) call = call.set('Authorization', auth);
    return (await call).body as ProductInquiryListResponse;
  };

  beforeAll(async () => {
    shop = await startShop();
    writer = await newSignedInMember(shop, 'qw');
    other = await newSignedInMember(shop, 'qo');
    staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    productId = ((await shop.http.get('/api/v1/shop/products').set('limit', '1')).body.products as { _id: string }[])[0]!._id;
  }, 60_000);

  afterAll(() => shop.close());

  it('refuses a signed-out inquiry (401) and short subjects or contents with the §5 messages', async () => {
    const res = await shop.http.post('/api/v1/me/inquires').send({ _product: productId, subject: '문의', content: '내용입니다' });
    expect(res.status).toBe(401);
    const bad = await write(writer, { _product: productId, subject: '문', content: '내' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('제목을 입력해주세요');
    expect(JSON.stringify(bad.body)).toContain('내용을 입력해주세요');
    expect((await write(writer, { _product: 'no-such-product', subject: '문의합니다', content: '내용입니다' })).status).toBe(404);
  });

  it('shows a secret inquiry whole to its writer and staff, and as "비밀글입니다" to another member and a visitor', async () => {
    const res = await write(writer, { _product: productId, subject: '배송 문의', content: '언제 도착하나요? <script>alert(1)</script>', secret: true });
    expect(res.status).toBe(201);
    const mine = res.body.inquire as ProductInquiry;
    expect(mine).toMatchObject({ subject: '배송 문의', secret: true, status: 'ANSWER_AWAITING', mine: true, hidden: false });
    // Plain text: kept as written, never turned into markup.
    expect(mine.content).toBe('언제 도착하나요? <script>alert(1)</script>');

    for (const auth of [other.auth, undefined]) {
      const seen = (await productList(auth)).inquires.find((q) => q._id === mine._id)!;
      expect(seen).toMatchObject({ subject: '비밀글입니다', content: '', images: [], answer: null, hidden: true, mine: false });
      expect(JSON.stringify(seen)).not.toContain('배송 문의');
    }
    expect((await productList(writer.auth)).inquires.find((q) => q._id === mine._id)).toMatchObject({ subject: '배송 문의', mine: true });
    expect((await productList(staff)).inquires.find((q) => q._id === mine._id)).toMatchObject({ subject: '배송 문의', hidden: false });
    // Another member's list of their own inquiries does not hold it.
    const others = (await shop.http.get('/api/v1/me/inquires').set('Authorization', other.auth)).body as ProductInquiryListResponse;
    expect(others.inquires.map((q) => q._id)).not.toContain(mine._id);
  });

  it('lets the writer edit only while the inquiry awaits its answer; staff answering sets ANSWER_COMPLETE', async () => {
    const { inquire } = (await write(writer, { _product: productId, subject: '설치 문의', content: '벽걸이 가능한가요?' })).body as { inquire: ProductInquiry };
    const edit = (member: Member, subject: string) =>
      shop.http.put(`/api/v1/me/inquires/${inquire._id}`).set('Authorization', member.auth).send({ subject, content: '벽걸이 설치 가능한가요?' });
    expect((await edit(other, '남의 글 수정')).status).toBe(404);
    const edited = await edit(writer, '설치 문의 (수정)');
    expect(edited.status).toBe(200);
    expect(edited.body.inquire.subject).toBe('설치 문의 (수정)');

    const answered = await shop.http
      .put(`/api/console/shop/inquires/${inquire._id}`)
      .set('Authorization', staff)
      .send({ answer: '네, 전용 브라켓으로 가능합니다.' });
    expect(answered.status).toBe(200);
    expect(answered.body.inquire).toMatchObject({ status: 'ANSWER_COMPLETE', answer: { content: '네, 전용 브라켓으로 가능합니다.' } });

    const refused = await edit(writer, '답변 후 수정');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PRODUCT_INQUIRY_ANSWERED');
    const seen = (await productList()).inquires.find((q) => q._id === inquire._id)!;
    expect(seen).toMatchObject({ status: 'ANSWER_COMPLETE', subject: '설치 문의 (수정)', answer: { content: '네, 전용 브라켓으로 가능합니다.' } });

    const bySubject = await shop.http
      .get('/api/console/shop/inquires')
      .query({ status: 'ANSWER_COMPLETE', searchValue: '설치 문의' })
      .set('Authorization', staff);
    expect(bySubject.status).toBe(200);
    expect(bySubject.body.inquires.map((q: ProductInquiry) => q._id)).toEqual([inquire._id]);
    const awaiting = await shop.http.get('/api/console/shop/inquires?status=ANSWER_AWAITING').set('Authorization', staff);
    expect(awaiting.body.inquires.map((q: ProductInquiry) => q._id)).not.toContain(inquire._id);

    // The writer may still delete it; then nobody sees it.
    expect((await shop.http.delete(`/api/v1/me/inquires/${inquire._id}`).set('Authorization', other.auth)).status).toBe(404);
    expect((await shop.http.delete(`/api/v1/me/inquires/${inquire._id}`).set('Authorization', writer.auth)).status).toBe(200);
    expect((await productList()).inquires.map((q) => q._id)).not.toContain(inquire._id);
  });

  it('refuses console calls to a member (403) and a visitor (401)', async () => {
    expect((await shop.http.get('/api/console/shop/inquires').set('Authorization', writer.auth)).status).toBe(403);
    expect((await shop.http.get('/api/console/shop/inquires')).status).toBe(401);
    expect((await shop.http.put('/api/console/shop/inquires/x').set('Authorization', writer.auth).send({ answer: '셀프 답변' })).status).toBe(403);
  });

  it('takes pictures checked by content: a photo is stored as WebP without EXIF, a text file named .jpg is refused (400)', async () => {
    const { inquire } = (await write(writer, { _product: productId, subject: '사진 문의', content: '사진 보시고 답변 부탁드려요', secret: true })).body as {
      inquire: ProductInquiry;
    };
    const url = `/api/v1/me/inquires/${inquire._id}/images`;
    const fake = await shop.http.post(`${url}/0`).set('Authorization', writer.auth).attach('image', Buffer.from('not a picture at all'), 'photo.jpg');
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe('IMAGE_UNREADABLE');
    expect(
      (
        await shop.http
          .post(`${url}/1`)
          .set('Authorization', writer.auth)
          .attach('image', await photo(), 'a.jpg')
      ).status,
    ).toBe(400);
    expect(
      (
        await shop.http
          .post(`${url}/0`)
          .set('Authorization', other.auth)
          .attach('image', await photo(), 'a.jpg')
      ).status,
    ).toBe(404);

    const ok = await shop.http
      .post(`${url}/0`)
      .set('Authorization', writer.auth)
      .attach('image', await photo(), 'a.jpg');
    expect(ok.status).toBe(201);
    const [image] = ok.body.inquire.images as string[];
    expect(image).toMatch(/^\/files\/inquiries\/.+\.webp$/);
    const stored = join(shop.dataDir, image!.replace(/^\//, ''));
    expect(existsSync(stored)).toBe(true);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // A secret inquiry's pictures are not shown to others either.
    expect((await productList(other.auth)).inquires.find((q) => q._id === inquire._id)!.images).toEqual([]);

    // Staff may remove it (spam, abuse); then it is gone for everyone, its writer included.
    expect((await shop.http.delete(`/api/console/shop/inquires/${inquire._id}`).set('Authorization', staff)).status).toBe(200);
    expect((await shop.http.get(`/api/console/shop/inquires/${inquire._id}`).set('Authorization', staff)).status).toBe(404);
    expect((await productList(writer.auth)).inquires.map((q) => q._id)).not.toContain(inquire._id);
  });
});
