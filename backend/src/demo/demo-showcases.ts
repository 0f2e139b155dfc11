import type { ExhibitionFields, ShowroomFields } from '@shop/contracts';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';
import type { CreateExhibition, CreateShowroom } from '../catalog/index.js';

const DAY_MS = 86_400_000;

/** Midnight in Seoul (UTC+9, no daylight saving) `days` days from `now`, as an ISO instant. */
export function seoulMidnight(now: string, days: number): string {
  const seoul = new Date(Date.parse(now) + 9 * 3_600_000 + days * DAY_MS);
  return `${seoul.toISOString().slice(0, 10)}T00:00:00+09:00`;
}

/** The demo exhibitions: two running, one upcoming (periods relative to the seed's day), each with products by code and a demo picture. */
const EXHIBITIONS: (Omit<ExhibitionFields, 'startsAt' | 'endsAt' | 'banner' | 'productIds'> & {
  id: string;
  banner: string;
  from: number;
  to: number;
  products: string[];
})[] = [
  {
    id: '6d1c3f0a-2b1e-4f6a-9f51-0c2a4b7e1001',
    title: '겨울 욕실 리뉴얼 기획전',
    summary: '따뜻한 톤의 세면대와 욕실장으로 욕실 분위기를 바꿔보세요.',
    banner: 'banner:MAIN_1:pc',
    content:
      '<h2>욕실, 올겨울 새롭게</h2><p>아몬드와 크림 컬러의 세라믹 세면대, 월넛과 오크 욕실장을 한자리에 모았습니다.</p><ul><li>기획전 상품 전 품목 무료 배송</li><li>설치 상담은 가까운 쇼룸에서 받아보실 수 있습니다</li></ul>',
    shows: true,
    from: -10,
    to: 30,
    products: ['at-vb-400-am', 'at-vb-450-cr', 'cl-vt-800-oak', 'at-vt-600-wn', 'lf-vb-560-gr', 'hm-mr-700-gd'],
  },
  {
    id: '6d1c3f0a-2b1e-4f6a-9f51-0c2a4b7e1002',
    title: '주방 수전 & 싱크볼 페어',
    summary: '싱크볼과 수전을 함께 고르는 주방 완성 제안.',
    banner: 'collection:subway-kitchen',
    content:
      '<p>서브웨이 키친과 아키텍투라 컬렉션의 세라믹 싱크볼, 풀다운 수전을 함께 만나보세요.</p><p>마감 색상을 맞춘 조합으로 주방에 통일감을 더할 수 있습니다.</p>',
    shows: true,
    from: -3,
    to: 60,
    products: ['sk-cs-800-wa', 'sk-kf-pd-cr', 'ar-cs-900-eb', 'ar-kf-sq-gm', 'hm-fs-800-wa', 'hm-kf-br-gd'],
  },
  {
    id: '6d1c3f0a-2b1e-4f6a-9f51-0c2a4b7e1003',
    title: '봄맞이 비데 일체형 양변기 특가전',
    summary: '위생과 절수를 함께 챙기는 림리스 양변기를 미리 만나보세요.',
    banner: 'banner:MAIN_2:pc',
    content: '<p>비클린 샤워 비데 일체형 양변기와 림리스 양변기를 봄맞이 특가로 준비하고 있습니다.</p><p>오픈 알림은 공지사항으로 안내드립니다.</p>',
    shows: true,
    from: 14,
    to: 45,
    products: ['vc-l-wa', 'vc-i100-wa', 'lf-wc-op-wa', 'cl-wc-wh-sw'],
  },
];

/** The demo showrooms: four places in Seoul, Gyeonggi and Busan. */
const SHOWROOMS: (Omit<ShowroomFields, 'images'> & { code: string; showroomId: string; images: string[] })[] = [
  {
    code: 'gangnam',
    showroomId: '7e2d4a1b-3c2f-4a7b-8a62-1d3b5c8f2001',
    name: '세라메종 강남 플래그십 쇼룸',
    postcode: '06054',
    address1: '서울 강남구 도산대로 318',
    address2: '세라메종빌딩 1~2층',
    lat: 37.5223,
    lng: 127.0391,
    phone: '02-540-1234',
    hours: '평일 10:00 - 19:00\n토요일 10:00 - 17:00\n일요일·공휴일 휴무',
    description: '욕실과 주방 전 컬렉션을 실제 공간처럼 꾸며 둔 플래그십 쇼룸입니다. 방문 예약 시 전문 상담사가 안내해 드립니다.',
    images: ['collection:antao', 'collection:collaro'],
    shows: true,
  },
  {
    code: 'seongsu',
    showroomId: '7e2d4a1b-3c2f-4a7b-8a62-1d3b5c8f2002',
    name: '세라메종 성수 쇼룸',
    postcode: '04782',
    address1: '서울 성동구 연무장길 45',
    address2: '3층',
    lat: 37.543,
    lng: 127.056,
    phone: '02-465-7788',
    hours: '화~일 11:00 - 20:00\n월요일 휴무',
    description: '루프 앤 프렌즈와 오마주 컬렉션을 중심으로 소형 욕실 인테리어를 제안하는 쇼룸입니다.',
    images: ['collection:loop-friends', 'collection:hommage'],
    shows: true,
  },
  {
    code: 'pangyo',
    showroomId: '7e2d4a1b-3c2f-4a7b-8a62-1d3b5c8f2003',
    name: '세라메종 판교 쇼룸',
    postcode: '13529',
    address1: '경기 성남시 분당구 판교역로 166',
    address2: '판교리빙타워 5층',
    lat: 37.3947,
    lng: 127.1112,
    phone: '031-701-5566',
    hours: '평일 10:00 - 19:00\n주말 10:00 - 18:00',
    description: '주방 싱크볼과 수전을 직접 사용해 볼 수 있는 키친 체험존을 운영합니다.',
    images: ['collection:subway-kitchen', 'collection:architectura'],
    shows: true,
  },
  {
    code: 'busan-centum',
    showroomId: '7e2d4a1b-3c2f-4a7b-8a62-1d3b5c8f2004',
    name: '세라메종 부산 센텀 쇼룸',
    postcode: '48059',
    address1: '부산 해운대구 센텀남대로 35',
    address2: '1층',
    lat: 35.169,
    lng: 129.131,
    phone: '051-744-9900',
    hours: '평일 10:00 - 19:00\n토요일 10:00 - 16:00\n일요일 휴무',
    description: '영남권 고객을 위한 쇼룸으로 비데 일체형 양변기와 욕조 전시를 갖추고 있습니다.',
    images: ['collection:viclean'],
    shows: true,
  },
];

/**
 * The seed's commands for the demo exhibitions and showrooms. `productIds` maps demo product codes to
 * their ids (codes without an id are left out), `image` a demo picture key to its URL; the
 * periods start and end at Seoul midnights around `metadata.now`.
 */
export function demoShowcaseCommands(
  productIds: Map<string, string>,
  image: (key: string) => string,
  metadata: CommandMetadata,
): (CreateExhibition | CreateShowroom)[] {
  const exhibitions: CreateExhibition[] = EXHIBITIONS.map(({ id, from, to, products, banner, ...fields }) => ({
    type: 'CreateExhibition',
    data: {
      exhibitionId: id,
      ...fields,
      banner: image(banner),
      startsAt: seoulMidnight(metadata.now, from),
      endsAt: seoulMidnight(metadata.now, to),
      productIds: products.flatMap((code) => (productIds.has(code) ? [productIds.get(code)!] : [])),
      by: null,
    },
    metadata,
  }));
  // A millisecond apart, so the shop lists them in this order (oldest first).
  const showrooms: CreateShowroom[] = SHOWROOMS.map(({ images, ...fields }, i) => ({
    type: 'CreateShowroom',
    data: { ...fields, images: images.map(image), by: null },
    metadata: { ...metadata, now: new Date(Date.parse(metadata.now) + i).toISOString() },
  }));
  return [...exhibitions, ...showrooms];
}

/** Codes of the demo products the exhibitions list. */
export const DEMO_SHOWCASE_PRODUCT_CODES = [...new Set(EXHIBITIONS.flatMap((e) => e.products))];
