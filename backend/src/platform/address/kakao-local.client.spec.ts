import { ADDRESS_BOOK } from './address-book.js';
import { KakaoLocalClient, KakaoLocalError } from './kakao-local.client.js';
import { kakaoLocalConfig, postcodeWidgetCspOrigins } from './kakao-local.config.js';
import { KakaoLocalSimulator, simulatorFetch } from './kakao-local.simulator.js';

const KEY = 'test-rest-key';
const simulator = new KakaoLocalSimulator({ restApiKey: KEY });
const client = (key = KEY) => new KakaoLocalClient({ apiUrl: 'http://kakao.test', restApiKey: key, fetch: simulatorFetch(simulator) });

describe('Kakao Local address search against the simulator', () => {
  it('finds every 제주 address by region, all with postcodes 63000–63644', async () => {
    const answer = await client().searchAddress({ query: '제주', size: 30 });
    expect(answer.meta.total_count).toBeGreaterThanOrEqual(5);
    for (const doc of answer.documents) {
      expect(doc.address_name.startsWith('제주특별자치도')).toBe(true);
      expect(Number(doc.road_address!.zone_no)).toBeGreaterThanOrEqual(63000);
      expect(Number(doc.road_address!.zone_no)).toBeLessThanOrEqual(63644);
    }
  });

  it('finds a road address with or without the space before the building number, and by postcode', async () => {
    for (const query of ['문연로 6', '문연로6', '63122']) {
      const { documents } = await client().searchAddress({ query });
      expect(documents.map((d) => d.road_address?.zone_no)).toEqual(['63122']);
    }
  });

  it('pages with page and size, saying when the last page is reached', async () => {
    const first = await client().searchAddress({ query: '서울', size: 4, page: 1 });
    const last = await client().searchAddress({ query: '서울', size: 4, page: Math.ceil(first.meta.total_count / 4) });
    expect(first.documents).toHaveLength(4);
    expect(first.meta.is_end).toBe(false);
    expect(last.meta.is_end).toBe(true);
  });

  it('answers nothing for an unknown place', async () => {
    expect(await client().searchAddress({ query: '없는도로명 999' })).toEqual({ meta: { total_count: 0, pageable_count: 0, is_end: true }, documents: [] });
  });

  it('refuses a wrong REST key as Kakao does (401)', async () => {
    await expect(client('wrong').searchAddress({ query: '제주' })).rejects.toMatchObject({ status: 401, errorType: 'AccessDeniedError' });
  });

  it('fails with KakaoLocalError when Kakao cannot be reached or times out', async () => {
    const down = new KakaoLocalClient({ apiUrl: 'http://kakao.test', restApiKey: KEY, fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(down.searchAddress({ query: '제주' })).rejects.toBeInstanceOf(KakaoLocalError);
    const slow = new KakaoLocalClient({
      apiUrl: 'http://kakao.test',
      restApiKey: KEY,
      timeoutMs: 100,
      fetch: (_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
    });
    await expect(slow.searchAddress({ query: '제주' })).rejects.toMatchObject({ status: 0 });
  });

  it('sends the key as KakaoAK and the query encoded', async () => {
    const seen: Request[] = [];
    const spy = new KakaoLocalClient({
      apiUrl: 'https://dapi.kakao.com',
      restApiKey: KEY,
      fetch: (input, init) => {
        seen.push(new Request(input, init));
        return Promise.resolve(Response.json({ meta: { total_count: 0, pageable_count: 0, is_end: true }, documents: [] }));
      },
    });
    await spy.searchAddress({ query: '세종대로 110', size: 50 });
    expect(seen[0]!.url).toBe('https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C+110&size=30');
    expect(seen[0]!.headers.get('authorization')).toBe(`KakaoAK ${KEY}`);
  });
});

describe('the address book', () => {
  it('has the islands the shipping rules price: 울릉 402xx, 옹진 and 신안 islands, and the mainland', () => {
    const zones = ADDRESS_BOOK.map((d) => d.road_address!.zone_no);
    expect(zones.some((z) => /^402\d\d$/.test(z))).toBe(true);
    expect(ADDRESS_BOOK.filter((d) => d.address_name.includes('옹진군')).length).toBeGreaterThanOrEqual(3);
    expect(ADDRESS_BOOK.filter((d) => d.address_name.includes('신안군')).length).toBeGreaterThanOrEqual(3);
    for (const region of ['서울', '경기', '부산']) expect(ADDRESS_BOOK.some((d) => d.address_name.startsWith(region))).toBe(true);
  });
});

describe('address settings', () => {
  it('simulates Kakao and uses the shop search without a REST key, and needs no CSP origin then', () => {
    const config = kakaoLocalConfig({});
    expect(config).toMatchObject({ simulated: true, widget: 'builtin' });
    expect(postcodeWidgetCspOrigins(config)).toEqual([]);
  });

  it('calls Kakao with a REST key and lets the page load the widget from Kakao', () => {
    const config = kakaoLocalConfig({ KAKAO_REST_API_KEY: 'k' });
    expect(config).toMatchObject({ simulated: false, apiUrl: 'https://dapi.kakao.com', widget: 'kakao' });
    expect(postcodeWidgetCspOrigins(config)).toContain('https://t1.daumcdn.net');
    expect(() => kakaoLocalConfig({ POSTCODE_WIDGET: 'naver' })).toThrow(/POSTCODE_WIDGET/);
  });
});
