import { ADDRESSES, ROOT, buyAndConfirm, newPromoter, newSignedInMember, signIn, startShop, type TestShop } from './harness.js';

/**
 * Ownership: every member operation (/api/v1/me/…, and the promoter's when they come) tried by
 * one member on another member's records. Operations with an id in the path get the victim's
 * id and must answer 403 or 404; operations without one must not show the victim's records.
 * Either way the victim's records are unchanged afterwards. The operations come from the
 * OpenAPI document: one with a path parameter that VICTIM_IDS cannot fill fails the suite, so a
 * new member route must say whose record its id names.
 */

type Member = Awaited<ReturnType<typeof newSignedInMember>>;

/** The victim's record each member path parameter names, by "METHOD /path". */
const VICTIM_IDS: Partial<Record<string, (v: Victim) => string>> = {
  'PUT /api/v1/me/carts/{id}': (v) => v.cartLineId,
  'DELETE /api/v1/me/carts/{id}': (v) => v.cartLineId,
  'GET /api/v1/me/orders/{id}': (v) => v.orderId,
  'DELETE /api/v1/me/orders/{id}': (v) => v.orderId,
  'POST /api/v1/me/orders/{id}/confirm': (v) => v.orderId,
  'PUT /api/v1/me/purchases/{id}': (v) => v.purchaseId,
  'POST /api/v1/me/purchases/{id}/images': (v) => v.purchaseId,
  // A review's id is the id of the purchase line it reviews.
  'GET /api/v1/me/reviews/{id}': (v) => v.reviewId,
  'PUT /api/v1/me/reviews/{id}': (v) => v.reviewId,
  'DELETE /api/v1/me/reviews/{id}': (v) => v.reviewId,
  'POST /api/v1/me/reviews/{id}/images': (v) => v.reviewId,
  'GET /api/v1/me/target-payments/{id}': (v) => v.targetPaymentId,
  'PUT /api/v1/me/coupons/{id}/product': (v) => v.userCouponId,
  'PUT /api/v1/me/coupons/{id}/shippingCode': (v) => v.userCouponId,
  'DELETE /api/v1/me/coupons/{id}': (v) => v.userCouponId,
  'DELETE /api/v1/me/likes/{id}': (v) => v.likeId,
  'DELETE /api/v1/me/watches/{id}': (v) => v.watchedProductId,
  'PUT /api/v1/me/destinations/{id}': (v) => v.destinationId,
  'DELETE /api/v1/me/destinations/{id}': (v) => v.destinationId,
  // The parameter names a provider, not a record: the call acts on the caller's own links only.
  'DELETE /api/v1/me/social-accounts/{provider}': () => 'kakao',
  'PUT /api/v1/promoter/bank/hold-verifications/{id}/verify': (v) => v.holdVerificationId,
  'PUT /api/v1/me/inquires/{id}': (v) => v.inquiryId,
  'DELETE /api/v1/me/inquires/{id}': (v) => v.inquiryId,
  // Both parameters get the inquiry's id: whose inquiry it is is checked before the place.
  'POST /api/v1/me/inquires/{id}/images/{index}': (v) => v.inquiryId,
  'GET /api/v1/me/inquiries/{id}': (v) => v.oneToOneId,
  'PUT /api/v1/me/inquiries/{id}': (v) => v.oneToOneId,
  'DELETE /api/v1/me/inquiries/{id}': (v) => v.oneToOneId,
  // Both parameters get the inquiry's id: whose inquiry it is is checked before the place.
  'POST /api/v1/me/inquiries/{id}/images/{index}': (v) => v.oneToOneId,
  'PUT /api/v1/me/forms/{id}': (v) => v.formId,
  'DELETE /api/v1/me/forms/{id}': (v) => v.formId,
  'PUT /api/v1/center/questions/{id}': (v) => v.questionId,
  'DELETE /api/v1/center/questions/{id}': (v) => v.questionId,
  // Both parameters get the question's id: whose question it is is checked before the place.
  'POST /api/v1/center/questions/{id}/images/{index}': (v) => v.questionId,
};

/** Bodies for writes, valid in shape so a refusal is about ownership, not input. */
const BODIES: Record<string, object> = {
  'PUT /api/v1/promoter/bank/hold-verifications/{id}/verify': { code: '0000' },
  'PUT /api/v1/me/carts/{id}': { amount: 3 },
  'PUT /api/v1/me/inquires/{id}': { subject: '바꾼 제목', content: '바꾼 내용입니다', secret: false },
  'PUT /api/v1/center/questions/{id}': { category: 'others', subject: '바꾼 제목', content: '바꾼 내용입니다' },
  'PUT /api/v1/me/inquiries/{id}': { category: 'others', subject: '바꾼 제목', content: '바꾼 내용입니다' },
  'PUT /api/v1/me/forms/{id}': {
    code: 'installation-service',
    category: 'kitchen',
    subject: '바꾼 제목',
    content: '바꾼 내용입니다',
    writer: { name: '박도둑', phone: '01011112222' },
  },
  'PUT /api/v1/me/reviews/{id}': { star: 1, subject: '남의리뷰', content: '바꿔봅니다' },
  'POST /api/v1/me/reviews': { purchase: '', star: 1, subject: '남의리뷰', content: '써봅니다' },
  'PUT /api/v1/me/purchases/{id}': { claim: 'CANCEL', claimReason: 'CHANGE_OF_MIND' },
  'DELETE /api/v1/me/orders/{id}': { claimReason: 'CHANGE_OF_MIND' },
  'PUT /api/v1/me/destinations/{id}': {
    title: '회사',
    name: '박도둑',
    phone: '01011112222',
    postcode: '06016',
    address1: '서울특별시 강남구 학동로 311',
    address2: '4층',
    isDefault: true,
  },
};

interface Victim {
  member: Member;
  cartLineId: string;
  orderId: string;
  orderNumber: string;
  /** A line of the victim's order. */
  purchaseId: string;
  targetPaymentId: string;
  /** One of the victim's coupons. */
  userCouponId: string;
  /** A like on the victim's wishlist. */
  likeId: string;
  /** A product on the victim's recently viewed list (its id names the list entry). */
  watchedProductId: string;
  /** The victim's review (its id is the id of the confirmed line it reviews). */
  reviewId: string;
  /** One of the victim's saved addresses. */
  destinationId: string;
  /** The victim's open bank hold verification (1원 인증). */
  holdVerificationId: string;
  /** The victim's secret product inquiry. */
  inquiryId: string;
  /** The victim's customer centre question, asked from the promoter area. */
  questionId: string;
  /** The victim's 1:1 inquiry (me/inquiries), about their order. */
  oneToOneId: string;
  /** The victim's customer centre form (me/forms), sent signed in. */
  formId: string;
}

// The centre's questions are the member's own records though they sit under /api/v1/center (spec §7).
const MEMBER_PREFIXES = ['/api/v1/me/', '/api/v1/me', '/api/v1/promoter/', '/api/v1/center/questions'];

describe('ownership of member records', () => {
  let shop: TestShop;
  let victim: Victim;
  let attacker: Member;
  let operations: { method: string; path: string }[];

  /** What the victim sees of their own records (compared before and after the attempts). */
  const victimView = async () => {
    const [carts, orders, order, coupons, likes, watches, destinations, dashboard, regularPurchases, bank, inquires, reviews, questions, oneToOnes, forms] =
      await Promise.all(
        [
          '/api/v1/me/carts',
          '/api/v1/me/orders',
          `/api/v1/me/orders/${victim.orderId}`,
          '/api/v1/me/coupons',
          '/api/v1/me/likes',
          '/api/v1/me/watches',
          '/api/v1/me/destinations',
          '/api/v1/me/dashboard',
          '/api/v1/me/regular-purchases',
          '/api/v1/promoter/bank',
          '/api/v1/me/inquires',
          '/api/v1/me/reviews',
          '/api/v1/center/questions?audience=PROMOTER',
          '/api/v1/me/inquiries',
          '/api/v1/me/forms',
        ].map((url) => shop.http.get(url).set('Authorization', victim.member.auth)),
      );
    return {
      carts: carts!.body,
      orders: orders!.body,
      order: order!.body,
      coupons: coupons!.body,
      likes: likes!.body,
      watches: watches!.body,
      destinations: destinations!.body,
      dashboard: dashboard!.body,
      regularPurchases: regularPurchases!.body,
      bank: bank!.body,
      inquires: inquires!.body,
      reviews: reviews!.body,
      questions: questions!.body,
      oneToOnes: oneToOnes!.body,
      forms: forms!.body,
    };
  };

  beforeAll(async () => {
    shop = await startShop();
    const doc = (await shop.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths)
      .filter(([path]) => MEMBER_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix)))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));

    // Both are approved promoters, so the promoter routes refuse the attacker for ownership, not for the role.
    const member = await newPromoter(shop, 'v');
    attacker = await newPromoter(shop, 'a');
    const products = (await shop.http.get('/api/v1/shop/products').set('limit', '40')).body.products as { _id: string }[];
    let cartLineId = '';
    let orderProduct = '';
    for (const p of products) {
      const add = await shop.http.post('/api/v1/me/carts').set('Authorization', member.auth).send({ product: p._id, amount: 1 });
      if (add.status !== 201) continue;
      if (!orderProduct) orderProduct = p._id;
      else {
        cartLineId = add.body.cart._id;
        break;
      }
    }
    const placed = await shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ ...ADDRESSES, items: [{ product: orderProduct, amount: 1 }] });
    expect(placed.status).toBe(201);
    const staff = `Bearer ${(await signIn(shop, ROOT.username, ROOT.password)).access}`;
    const asked = await shop.http
      .post('/api/console/shop/target-payments')
      .set('Authorization', staff)
      .send({ username: member.username, name: '시공비', amount: 50_000 });
    expect(asked.status).toBe(201);
    const coupon = await shop.http
      .post('/api/console/shop/coupons')
      .set('Authorization', staff)
      .send({ name: '5,000원 할인', unit: 'won', value: 5_000, issue: { type: 'instant' }, usage: { target: { type: 'all', price: 'productPrice' } } });
    expect(coupon.status).toBe(201);
    const given = await shop.http
      .post('/api/console/user-coupons')
      .set('Authorization', staff)
      .send({ coupon: coupon.body.coupon._id, username: member.username });
    expect(given.status).toBe(201);
    const liked = await shop.http.post('/api/v1/me/likes').set('Authorization', member.auth).send({ product: orderProduct });
    expect(liked.status).toBe(201);
    const watched = await shop.http.post('/api/v1/me/watches').set('Authorization', member.auth).send({ product: orderProduct });
    expect(watched.status).toBe(201);
    const saved = await shop.http
      .post('/api/v1/me/destinations')
      .set('Authorization', member.auth)
      .send({ title: '집', name: '이하늘', phone: '01098765432', postcode: '06016', address1: '서울특별시 강남구 학동로 311', address2: '3층' });
    expect(saved.status).toBe(201);
    const hold = await shop.http
      .post('/api/v1/promoter/bank/hold-verifications')
      .set('Authorization', member.auth)
      .send({ bank: { code: '090', accountHolder: '이하늘', accountNumber: '3333-01-9876543' } });
    expect(hold.status).toBe(201);
    const inquiry = await shop.http
      .post('/api/v1/me/inquires')
      .set('Authorization', member.auth)
      .send({ _product: orderProduct, subject: '설치 문의', content: '벽에 설치되나요?', secret: true });
    expect(inquiry.status).toBe(201);
    const question = await shop.http
      .post('/api/v1/center/questions')
      .set('Authorization', member.auth)
      .send({ audience: 'PROMOTER', category: 'benefits', subject: '보너스 문의', content: '보너스는 언제 지급되나요?' });
    expect(question.status).toBe(201);
    const oneToOne = await shop.http
      .post('/api/v1/me/inquiries')
      .set('Authorization', member.auth)
      .send({ category: 'delivery', _order: placed.body.order._id, subject: '배송 문의', content: '언제 도착하나요?' });
    expect(oneToOne.status).toBe(201);
    const form = await shop.http
      .post('/api/v1/forms')
      .set('Authorization', member.auth)
      .send({
        code: 'installation-service',
        category: 'bathroom',
        subject: '세면대 설치 문의',
        content: '설치 가능한 날짜를 알려주세요',
        writer: { name: '이하늘', phone: '01098765432' },
        agreeTerms: true,
      });
    expect(form.status).toBe(201);
    const { line: confirmed } = await buyAndConfirm(shop, staff, member, orderProduct);
    const reviewed = await shop.http
      .post('/api/v1/me/reviews')
      .set('Authorization', member.auth)
      .send({ purchase: confirmed._id, star: 5, subject: '좋아요', content: '만족합니다' });
    expect(reviewed.status).toBe(201);
    victim = {
      member,
      cartLineId,
      orderId: placed.body.order._id,
      orderNumber: placed.body.order.orderNumber,
      purchaseId: placed.body.order.lines[0]._id,
      targetPaymentId: asked.body.targetPayment._id,
      userCouponId: given.body.userCoupons[0]._id,
      likeId: liked.body.like._id,
      watchedProductId: orderProduct,
      destinationId: saved.body.destination._id,
      holdVerificationId: hold.body.verification.id,
      inquiryId: inquiry.body.inquire._id,
      reviewId: reviewed.body.review._id,
      questionId: question.body.question._id,
      oneToOneId: oneToOne.body.inquiry._id,
      formId: form.body.form._id,
    };
    expect(victim.cartLineId).not.toBe('');
  }, 60_000);

  afterAll(() => shop.close());

  it('knows whose record every member path parameter names', () => {
    const withIds = operations.filter((o) => o.path.includes('{')).map((o) => `${o.method} ${o.path}`);
    expect(withIds.filter((op) => !(op in VICTIM_IDS))).toEqual([]);
    expect(Object.keys(VICTIM_IDS).filter((op) => !withIds.includes(op))).toEqual([]);
  });

  it("refuses every member operation on another member's records and changes nothing", async () => {
    // The points of the victim's confirmed purchase come by the bus, after the confirmation answered (on Kafka, later still).
    const balance = async () =>
      ((await shop.http.get('/api/v1/me/dashboard').set('Authorization', victim.member.auth)).body.points?.balance as number | undefined) ?? 0;
    for (const until = Date.now() + 20_000; (await balance()) === 0 && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 100));
    const before = await victimView();
    const leaks: string[] = [];
    let cases = 0;
    for (const { method, path } of operations) {
      const key = `${method} ${path}`;
      const fill = VICTIM_IDS[key];
      const url = fill ? path.replace(/\{[^}]+\}/g, () => fill(victim)) : path;
      let call = shop.http[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'](url).set('Authorization', attacker.auth);
      if (method === 'PUT' || method === 'POST') call = call.send(BODIES[key] ?? {});
      const res = await call;
      cases += 1;
      const text = JSON.stringify(res.body);
      if (fill && res.status !== 403 && res.status !== 404) leaks.push(`${key}: ${res.status} ${text}`);
      for (const secret of [
        victim.member.username,
        victim.member._id,
        victim.orderId,
        victim.orderNumber,
        victim.cartLineId,
        victim.purchaseId,
        victim.userCouponId,
        victim.likeId,
        victim.destinationId,
        victim.holdVerificationId,
        victim.inquiryId,
        victim.reviewId,
        victim.questionId,
        victim.formId,
      ]) {
        if (text.includes(secret)) leaks.push(`${key}: answer contains the victim's ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(cases).toBe(operations.length);
    expect(await victimView()).toEqual(before);
  }, 60_000);
});
