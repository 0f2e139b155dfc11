import { ADDRESS_MESSAGES, type AddressSearchResponse, type GeocodeResponse, type Order, type PostcodeWidgetConfig, type ProductCard } from '@shop/contracts';
import { ADDRESSES, GENEROUS_LIMITS, newSignedInMember, startShop, type TestShop } from './harness.js';

/**
 * Addresses (issue: shipping, "Addresses"): the shop's postcode search answers Kakao postcode
 * results with their points, geocoding places an address, both from the Kakao Local simulator
 * when no REST key is set; an order's receiver keeps the point it was placed with.
 */
let shop: TestShop;
let member: Awaited<ReturnType<typeof newSignedInMember>>;
let product: ProductCard;

beforeAll(async () => {
  process.env.THROTTLE_ADDRESS_SEARCHES_PER_MINUTE = '100000';
  shop = await startShop(undefined, GENEROUS_LIMITS);
  member = await newSignedInMember(shop, 'addr');
  const list = (await shop.http.get('/api/v1/shop/products').set('limit', '100')).body.products as ProductCard[];
  product = list.find((p) => p.sells && p.stock > 10)!;
}, 60_000);
afterAll(async () => {
  delete process.env.THROTTLE_ADDRESS_SEARCHES_PER_MINUTE;
  await shop.close();
});

const search = (query: string) => shop.http.get('/api/v1/addresses').query({ query });

describe('GET /api/v1/addresses', () => {
  it('finds Jeju addresses by region, in the postcode widget shape, each with its point', async () => {
    const res = await search('제주');
    expect(res.status).toBe(200);
    const body = res.body as AddressSearchResponse;
    expect(body.addresses.length).toBeGreaterThanOrEqual(5);
    for (const a of body.addresses) {
      expect(a.sido).toBe('제주특별자치도');
      expect(a.zonecode).toMatch(/^63[0-6]\d\d$/);
      expect(a.roadAddress.startsWith('제주특별자치도')).toBe(true);
      expect(a.geolocation?.type).toBe('Point');
      const [lng, lat] = a.geolocation!.coordinates;
      expect(lng).toBeGreaterThan(126);
      expect(lat).toBeLessThan(34);
    }
  });

  it('finds one road address with its lot address, building and codes', async () => {
    const res = await search('세종대로 110');
    expect(res.status).toBe(200);
    expect((res.body as AddressSearchResponse).addresses).toEqual([
      expect.objectContaining({
        zonecode: '04524',
        address: '서울 중구 세종대로 110',
        addressType: 'R',
        jibunAddress: '서울 중구 태평로1가 31',
        buildingName: '서울특별시청',
        sido: '서울',
        sigungu: '중구',
        bname: '태평로1가',
        roadname: '세종대로',
      }),
    ]);
  });

  it('answers an empty list for an unknown place, and 400 with the Korean message for a too short query', async () => {
    const none = await search('없는길 12345');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ query: '없는길 12345', addresses: [], total: 0 });
    for (const query of ['제', '  ', 'ㄱ'.repeat(41)]) {
      const bad = await search(query);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: ADDRESS_MESSAGES.QUERY });
    }
    expect((await shop.http.get('/api/v1/addresses')).status).toBe(400);
  });
});

describe('GET /api/v1/addresses/geocode', () => {
  it('places an address as [longitude, latitude], and answers null for an unknown one', async () => {
    const ulleung = await shop.http.get('/api/v1/addresses/geocode').query({ query: '경북 울릉군 울릉읍 울릉읍길 18' });
    expect(ulleung.status).toBe(200);
    expect(ulleung.body as GeocodeResponse).toEqual({
      query: '경북 울릉군 울릉읍 울릉읍길 18',
      addressName: '경북 울릉군 울릉읍 울릉읍길 18',
      geolocation: { type: 'Point', coordinates: [130.9057, 37.4844] },
    });
    const unknown = await shop.http.get('/api/v1/addresses/geocode').query({ query: '없는길 12345' });
    expect(unknown.body).toEqual({ query: '없는길 12345', addressName: null, geolocation: null });
  });
});

describe('GET /api/v1/addresses/widget', () => {
  it('tells the page to use the shop search when Kakao is simulated', async () => {
    const res = await shop.http.get('/api/v1/addresses/widget');
    expect(res.status).toBe(200);
    expect(res.body as PostcodeWidgetConfig).toMatchObject({ widget: 'builtin', scriptUrl: null });
  });
});

describe('an order shipped to a searched address', () => {
  const order = (receiver: object) =>
    shop.http
      .post('/api/v1/shop/orders')
      .set('Authorization', member.auth)
      .send({ items: [{ product: product._id, amount: 1 }], ...ADDRESSES, receiver: { ...ADDRESSES.receiver, ...receiver } });

  it('keeps the receiver point on the order', async () => {
    const [jeju] = (await search('문연로 6')).body.addresses as AddressSearchResponse['addresses'];
    const res = await order({ postcode: jeju!.zonecode, address1: jeju!.roadAddress, address2: '2층', geolocation: jeju!.geolocation });
    expect(res.status).toBe(201);
    const placed = res.body.order as Order;
    const read = await shop.http.get(`/api/v1/me/orders/${placed._id}`).set('Authorization', member.auth);
    expect(read.status).toBe(200);
    expect((read.body as { order: Order }).order.receiver).toMatchObject({
      postcode: '63122',
      address1: '제주특별자치도 제주시 문연로 6',
      geolocation: { type: 'Point', coordinates: [126.4983, 33.489] },
    });
  });

  it('still takes a receiver typed by hand, without a point', async () => {
    const res = await order({});
    expect(res.status).toBe(201);
    expect((res.body.order as Order).receiver.geolocation).toBeUndefined();
  });

  it('refuses a point that is not [longitude, latitude], with the Korean message and nothing placed', async () => {
    for (const geolocation of [
      { type: 'Point', coordinates: [33.4, 226.5] },
      { type: 'Polygon', coordinates: [126.5, 33.4] },
      { type: 'Point', coordinates: [126.5] },
      'here',
    ]) {
      const res = await order({ geolocation });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADDRESS_MESSAGES.GEOLOCATION);
    }
  });
});

describe('rate limit', () => {
  it('refuses address searches past the limit per client address with 429 and a Korean message', async () => {
    process.env.THROTTLE_ADDRESS_SEARCHES_PER_MINUTE = '3';
    try {
      const statuses: number[] = [];
      let refused: { code?: string; message?: string } = {};
      for (let i = 0; i < 5; i += 1) {
        const res = await search('제주');
        statuses.push(res.status);
        if (res.status === 429) refused = res.body;
      }
      expect(statuses).toContain(429);
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toMatch(/주소 검색 요청이/);
    } finally {
      process.env.THROTTLE_ADDRESS_SEARCHES_PER_MINUTE = '100000';
    }
  });
});
