/**
 * The demo catalogue: categories, brand collections and products of a premium bathroom and
 * kitchen ceramics shop. Pure data, deterministic (stock levels come from a hash of the
 * product code, never from Math.random), typed against `@shop/contracts`.
 */
import type { DisplayCode, ShippingBundleType, ShippingCode } from '@shop/contracts';

import type { ImageKind } from './demo-images.js';

/** A category of the demo tree; roots have `parentCode` null. */
export interface DemoCategory {
  code: string;
  name: string;
  parentCode: string | null;
  /** Tint of the category visual. */
  color?: string;
  /** What the category visual shows. */
  visualKind?: ImageKind;
}

/** A brand collection (shown at /collections/{code}). */
export interface DemoBrand {
  code: string;
  name: string;
  description: string;
  area: 'bath' | 'kitchen';
}

/** A product of the demo catalogue; prices in 원. */
export interface DemoProduct {
  code: string;
  name: string;
  categoryCode: string;
  brandCode: string | null;
  price: number;
  discount: { unit: 'won' | 'percent'; amount: number } | null;
  stock: number;
  sells: boolean;
  shows: boolean;
  options: { name: string; values: { name: string; hexa?: string; amount: number }[] }[];
  groups: DisplayCode[];
  hashtags: string[];
  /** 2-4 Korean paragraphs separated by a blank line. */
  content: string;
  size: string;
  origin: string;
  manufacturer: string;
  properties: { name: string; value: string }[];
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  /** How the generated product images draw it; `tone` is the body colour. */
  image: { kind: ImageKind; tone: string };
}

/* ------------------------------------------------------------------ categories */

/** Category tree: two roots (depth 1) and their leaves (depth 2). */
export const DEMO_CATEGORIES: DemoCategory[] = [
  { code: 'Bath_and_Wellness', name: '욕실', parentCode: null, color: '#e7e1d8', visualKind: 'bathtub' },
  { code: 'bathroom_sink', name: '세면대', parentCode: 'Bath_and_Wellness', color: '#e9e4dc', visualKind: 'basin' },
  { code: 'bathroom_furniture_and_mirrors', name: '욕실가구·거울', parentCode: 'Bath_and_Wellness', color: '#e4ded3', visualKind: 'vanity' },
  { code: 'free_standing_bathtub', name: '독립형 욕조', parentCode: 'Bath_and_Wellness', color: '#e2e3de', visualKind: 'bathtub' },
  { code: 'toilets_and_wcs', name: '양변기·비데', parentCode: 'Bath_and_Wellness', color: '#e3e6e7', visualKind: 'toilet' },
  { code: 'bathroom_fittings', name: '욕실 수전', parentCode: 'Bath_and_Wellness', color: '#dfe1e0', visualKind: 'bath-faucet' },
  { code: 'Kitchen', name: '주방', parentCode: null, color: '#e2e3df', visualKind: 'kitchen-sink' },
  { code: 'ceramic_sinks', name: '세라믹 싱크볼', parentCode: 'Kitchen', color: '#e5e2dc', visualKind: 'kitchen-sink' },
  { code: 'kitchen_fittings', name: '주방 수전', parentCode: 'Kitchen', color: '#dee0dd', visualKind: 'kitchen-faucet' },
];

/* ------------------------------------------------------------------ brands */

/** The brand collections; the first five are the home's collections block. */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    code: 'antao',
    name: '안타오 Antao',
    description: '자연에서 빌려 온 부드러운 곡선과 무광의 흙빛 컬러. 욕실을 조용한 휴식의 공간으로 바꿉니다.',
    area: 'bath',
  },
  {
    code: 'viclean',
    name: '비클린 ViClean',
    description: '세라믹 양변기에 샤워 비데를 매끄럽게 담았습니다. 군더더기 없는 형태 안에 위생과 편안함을 더했습니다.',
    area: 'bath',
  },
  {
    code: 'loop-friends',
    name: '루프 앤 프렌즈 Loop & Friends',
    description: '원과 타원, 사각의 기본 도형으로 완성한 실용적인 욕실 컬렉션. 작은 욕실에도 편안하게 어울립니다.',
    area: 'bath',
  },
  {
    code: 'collaro',
    name: '콜라로 Collaro',
    description: '얇고 정교한 세라믹 엣지가 만드는 가벼운 인상. 세면대와 가구, 욕조가 하나의 선으로 이어집니다.',
    area: 'bath',
  },
  {
    code: 'hommage',
    name: '오마주 Hommage',
    description: '고전적인 비례와 디테일을 오늘의 주방과 욕실에 맞게 다듬었습니다. 팜하우스 싱크와 브릿지 수전이 중심입니다.',
    area: 'kitchen',
  },
  {
    code: 'subway-kitchen',
    name: '서브웨이 키친 Subway Kitchen',
    description: '매일 쓰는 주방을 위한 단단한 세라믹 싱크와 수전. 얼룩과 긁힘에 강한 표면으로 오래도록 깨끗합니다.',
    area: 'kitchen',
  },
  {
    code: 'architectura',
    name: '아키텍투라 Architectura',
    description: '직선과 정확한 모서리로 설계한 주방 라인. 건축적인 형태가 모던한 주방의 중심을 잡아 줍니다.',
    area: 'kitchen',
  },
];

/* ------------------------------------------------------------------ colours */

interface Colour {
  name: string;
  hexa: string;
}

const C = {
  wa: { name: '화이트 알파인', hexa: '#f5f5f0' },
  sw: { name: '스톤화이트', hexa: '#e8e4dc' },
  gr: { name: '그라파이트', hexa: '#3a3a3a' },
  eb: { name: '에보니', hexa: '#1f1f1f' },
  am: { name: '아몬드', hexa: '#d9c8b0' },
  ms: { name: '모스', hexa: '#7d8369' },
  cr: { name: '크림', hexa: '#efe6d2' },
  chrome: { name: '크롬', hexa: '#c7cbcf' },
  gold: { name: '브러시드 골드', hexa: '#c4a46b' },
  black: { name: '매트 블랙', hexa: '#2a2a2a' },
  nickel: { name: '브러시드 니켈', hexa: '#aaa59b' },
  gun: { name: '건메탈', hexa: '#5b5d60' },
  oak: { name: '오크', hexa: '#b08b62' },
  walnut: { name: '월넛', hexa: '#6b4a33' },
  gloss: { name: '글로시 화이트', hexa: '#f2f2ef' },
  mgr: { name: '매트 그라파이트', hexa: '#45464a' },
  lgrey: { name: '라이트 그레이', hexa: '#c9c9c6' },
  alu: { name: '알루미늄', hexa: '#b9bcbf' },
} satisfies Record<string, Colour>;

/** A colour option; the first value is the base price, the rest carry the given surcharges. */
function colourOption(values: [Colour, number][]): DemoProduct['options'][number] {
  return { name: '색상', values: values.map(([c, amount]) => ({ name: c.name, hexa: c.hexa, amount })) };
}

const CERAMIC_PLUS = { name: '세라믹플러스 코팅', values: [{ name: '미적용', amount: 0 }, { name: '적용', amount: 39000 }] };
/** Colour of a vanity's ceramic top. */
const TOP_COLOUR = {
  name: '상판 색상',
  values: [
    { name: C.wa.name, hexa: C.wa.hexa, amount: 0 },
    { name: C.sw.name, hexa: C.sw.hexa, amount: 0 },
    { name: C.gr.name, hexa: C.gr.hexa, amount: 90000 },
    { name: C.eb.name, hexa: C.eb.hexa, amount: 120000 },
  ],
};
/** Outside colour of a freestanding bathtub. */
const OUTSIDE_COLOUR = {
  name: '외부 색상',
  values: [
    { name: '본체와 동일', amount: 0 },
    { name: C.gr.name, hexa: C.gr.hexa, amount: 350000 },
    { name: C.eb.name, hexa: C.eb.hexa, amount: 390000 },
    { name: C.ms.name, hexa: C.ms.hexa, amount: 390000 },
  ],
};
const POP_UP = { name: '팝업 배수구', values: [{ name: '미포함', amount: 0 }, { name: '포함 (크롬)', amount: 45000 }] };

/* ------------------------------------------------------------------ builder */

/** FNV-1a of a string: the seed of a product's stock level. */
function seed(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What every variant of one model shares. */
interface Family {
  model: string;
  categoryCode: string;
  brandCode: string | null;
  kind: ImageKind;
  content: (colour: string) => string[];
  size: string;
  origin: string;
  manufacturer: string;
  properties: (colour: string) => { name: string; value: string }[];
  hashtags: string[];
  shippingCode: ShippingCode;
  shippingBundleType: ShippingBundleType;
  options?: DemoProduct['options'];
}

/** One sellable variant of a family. */
interface Variant {
  code: string;
  /** Text after the comma in the name: a colour or a size. */
  variant: string;
  colour: Colour;
  price: number;
  discount?: DemoProduct['discount'];
  stock?: number;
  sells?: boolean;
  groups?: DisplayCode[];
  options?: DemoProduct['options'];
  hashtags?: string[];
  size?: string;
}

function make(f: Family, v: Variant): DemoProduct {
  return {
    code: v.code,
    name: `${f.model}, ${v.variant}`,
    categoryCode: f.categoryCode,
    brandCode: f.brandCode,
    price: v.price,
    discount: v.discount ?? null,
    stock: v.stock ?? 5 + (seed(v.code) % 116),
    sells: v.sells ?? true,
    shows: true,
    options: v.options ?? f.options ?? [],
    groups: v.groups ?? [],
    hashtags: [...f.hashtags, ...(v.hashtags ?? [])],
    content: f.content(v.colour.name).join('\n\n'),
    size: v.size ?? f.size,
    origin: f.origin,
    manufacturer: f.manufacturer,
    properties: f.properties(v.colour.name),
    shippingCode: f.shippingCode,
    shippingBundleType: f.shippingBundleType,
    image: { kind: f.kind, tone: v.colour.hexa },
  };
}

const MAKER_DE = '세라메종 세라믹 (독일 메틀라흐 공장)';
const MAKER_HU = '세라메종 세라믹 (헝가리 공장)';
const MAKER_RO = '세라메종 세라믹 (루마니아 공장)';
const MAKER_TH = '세라메종 세라믹 (태국 공장)';
const MAKER_FIT = '세라메종 피팅스 (독일)';
const MAKER_FURN = '세라메종 퍼니처 (대한민국)';

const pct = (amount: number): DemoProduct['discount'] => ({ unit: 'percent', amount });
const won = (amount: number): DemoProduct['discount'] => ({ unit: 'won', amount });

/* ------------------------------------------------------------------ bathroom sinks */

const antaoRound: Family = {
  model: '안타오 원형 탁상용 세면대 400',
  categoryCode: 'bathroom_sink',
  brandCode: 'antao',
  kind: 'basin',
  content: (c) => [
    `물에 닳은 조약돌처럼 부드럽게 다듬은 원형 탁상용 세면대입니다. 바깥 곡선은 낮고 완만하게, 안쪽은 깊고 넉넉하게 설계해 작은 지름에서도 물이 튀지 않습니다.`,
    `${c} 컬러는 은은한 무광 유약으로 마감해 원목이나 석재 상판 위에서 자연스럽게 어우러집니다. 림이 얇아 위에서 내려다볼 때 한층 가볍게 보입니다.`,
    `오버플로가 없는 디자인으로 별도의 팝업 배수구와 벽 매립 수전 또는 톨 세면 수전과 함께 사용하세요.`,
  ],
  size: '400 x 400 x 145 mm',
  origin: '독일',
  manufacturer: MAKER_DE,
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '탁상형 (상판 위 설치)' },
    { name: '배수방식', value: '오버플로 없음, 팝업 배수구 별도' },
    { name: '수전 홀', value: '없음' },
  ],
  hashtags: ['탁상용세면대', '원형세면대', '안타오', '무광세라믹'],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  options: [CERAMIC_PLUS],
};

const antaoOval: Family = {
  ...antaoRound,
  model: '안타오 타원 탁상용 세면대',
  content: (c) => [
    `넓은 상판을 위한 타원형 탁상용 세면대입니다. 긴 축을 따라 흐르는 낮은 곡선이 욕실 전체에 고요한 수평선을 그립니다.`,
    `기본 색상은 ${c}이며 아몬드와 모스 컬러를 선택할 수 있습니다. 안쪽 볼은 세안과 손 세척이 편하도록 중앙을 깊게 잡았습니다.`,
  ],
  size: '600 x 400 x 145 mm',
  hashtags: ['탁상용세면대', '타원세면대', '안타오'],
};

const antaoStone: Family = {
  ...antaoRound,
  model: '안타오 스톤 탁상용 세면대 450',
  content: (c) => [
    `손으로 빚은 돌의 형태를 닮은 세면대입니다. 완벽한 원 대신 미세하게 흐르는 윤곽이 공간에 따뜻한 표정을 더합니다.`,
    `${c} 유약은 빛을 부드럽게 흡수해 아침과 저녁의 조명에 따라 다른 색감을 보여 줍니다.`,
    `두께감 있는 림은 수전과 비누를 잠시 올려 두기에도 충분합니다.`,
  ],
  size: '450 x 420 x 150 mm',
  hashtags: ['탁상용세면대', '오브제세면대', '안타오'],
};

const collaroWall: Family = {
  model: '콜라로 벽걸이 세면대 600',
  categoryCode: 'bathroom_sink',
  brandCode: 'collaro',
  kind: 'wall-basin',
  content: (c) => [
    `콜라로의 상징인 얇은 세라믹 엣지를 그대로 담은 벽걸이 세면대입니다. 가장자리는 가늘게, 볼은 넓고 평평하게 설계해 작은 욕실에서도 넉넉한 사용감을 줍니다.`,
    `${c} 컬러의 매끈한 표면은 물때가 잘 남지 않으며, 세라믹플러스 코팅을 더하면 일상 청소가 한결 간단해집니다.`,
    `콜라로 하부장과 조합하면 세면대와 가구가 하나의 선으로 이어집니다.`,
  ],
  size: '600 x 470 x 160 mm',
  origin: '독일',
  manufacturer: MAKER_DE,
  properties: (c) => [
    { name: '소재', value: '티타니움 세라믹' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이 (볼트 고정)' },
    { name: '배수방식', value: '오버플로 포함, 벽배수' },
    { name: '수전 홀', value: '1홀' },
  ],
  hashtags: ['벽걸이세면대', '콜라로', '슬림엣지'],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  options: [CERAMIC_PLUS],
};

const collaroVessel: Family = {
  ...collaroWall,
  model: '콜라로 사각 탁상용 세면대 500',
  kind: 'basin',
  content: (c) => [
    `부드러운 모서리의 사각 탁상용 세면대입니다. 6mm 남짓한 얇은 벽이 상판 위에 떠 있는 듯한 인상을 줍니다.`,
    `${c} 컬러가 상판의 소재감을 돋보이게 하며, 오버플로 없이 깔끔한 내부를 유지합니다.`,
  ],
  size: '500 x 400 x 145 mm',
  properties: (c) => [
    { name: '소재', value: '티타니움 세라믹' },
    { name: '색상', value: c },
    { name: '설치방식', value: '탁상형 (상판 위 설치)' },
    { name: '배수방식', value: '오버플로 없음' },
    { name: '수전 홀', value: '없음' },
  ],
  hashtags: ['탁상용세면대', '사각세면대', '콜라로'],
  options: [CERAMIC_PLUS, POP_UP],
};

const loopWall: Family = {
  model: '루프 앤 프렌즈 컴팩트 벽걸이 세면대',
  categoryCode: 'bathroom_sink',
  brandCode: 'loop-friends',
  kind: 'wall-basin',
  content: (c) => [
    `게스트 욕실과 파우더룸을 위한 컴팩트 벽걸이 세면대입니다. 깊이를 줄여 좁은 공간에서도 동선이 편안합니다.`,
    `${c} 컬러의 단정한 형태는 어떤 수전과도 잘 어울리며, 오버플로와 수전 홀을 기본으로 갖췄습니다.`,
  ],
  size: '450 x 320 x 150 mm',
  origin: '루마니아',
  manufacturer: MAKER_RO,
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이 (볼트 고정)' },
    { name: '배수방식', value: '오버플로 포함, 벽배수' },
    { name: '수전 홀', value: '1홀' },
  ],
  hashtags: ['벽걸이세면대', '소형세면대', '루프앤프렌즈'],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  options: [CERAMIC_PLUS],
};

const loopVessel: Family = {
  ...loopWall,
  model: '루프 앤 프렌즈 원형 탁상용 세면대 380',
  kind: 'basin',
  content: (c) => [
    `기본 도형인 원에서 출발한 탁상용 세면대입니다. 얇은 림과 균일한 두께로 상판 위에 가볍게 놓입니다.`,
    `${c} 컬러는 원목 상판, 테라조, 타일 어디에나 편안하게 어울립니다.`,
    `합리적인 가격으로 만나는 루프 앤 프렌즈의 베스트셀러입니다.`,
  ],
  size: '380 x 380 x 120 mm',
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '탁상형 (상판 위 설치)' },
    { name: '배수방식', value: '오버플로 없음, 팝업 배수구 별도' },
    { name: '수전 홀', value: '없음' },
  ],
  hashtags: ['탁상용세면대', '원형세면대', '루프앤프렌즈'],
};

const hommagePedestal: Family = {
  model: '오마주 페데스탈 세면대 630',
  categoryCode: 'bathroom_sink',
  brandCode: 'hommage',
  kind: 'wall-basin',
  content: (c) => [
    `20세기 초 욕실의 비례를 다시 그린 페데스탈 세면대입니다. 넓은 데크와 둥근 앞선이 클래식한 욕실의 중심이 됩니다.`,
    `${c} 유약은 깊은 광택으로 빛을 반사하며, 2홀 수전과 함께 설치하면 오마주 본래의 분위기를 완성합니다.`,
    `받침대는 배관을 가려 주어 노출 배관이 없는 깔끔한 벽면을 만듭니다.`,
  ],
  size: '630 x 470 x 850 mm',
  origin: '독일',
  manufacturer: MAKER_DE,
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이 + 페데스탈' },
    { name: '배수방식', value: '오버플로 포함, 벽배수' },
    { name: '수전 홀', value: '2홀' },
  ],
  hashtags: ['페데스탈세면대', '클래식욕실', '오마주'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
};

/* ------------------------------------------------------------------ furniture and mirrors */

const collaroVanity: Family = {
  model: '콜라로 벽걸이 욕실장 800',
  categoryCode: 'bathroom_furniture_and_mirrors',
  brandCode: 'collaro',
  kind: 'vanity',
  content: (c) => [
    `콜라로 세면대를 위한 벽걸이 하부장입니다. 손잡이 없는 그립 레일과 두 개의 서랍으로 정면을 단정하게 정리했습니다.`,
    `${c} 마감은 습기에 강한 E0 등급 보드에 적용했으며, 서랍 내부에는 배관을 피하는 U자 구조와 정리 트레이를 담았습니다.`,
    `세라믹 상판 일체형 세면대가 포함되어 설치 후 바로 사용할 수 있습니다.`,
  ],
  size: '800 x 480 x 550 mm',
  origin: '대한민국',
  manufacturer: MAKER_FURN,
  properties: (c) => [
    { name: '소재', value: 'E0 등급 PB, 세라믹 상판' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이' },
    { name: '구성', value: '하부장 1, 일체형 세면대 1' },
    { name: '서랍', value: '2단 소프트 클로징' },
  ],
  hashtags: ['욕실장', '하부장', '콜라로', '벽걸이가구'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
  options: [TOP_COLOUR],
};

const antaoVanity: Family = {
  ...collaroVanity,
  model: '안타오 세면대 하부장 600',
  brandCode: 'antao',
  content: (c) => [
    `안타오 탁상용 세면대를 올리기 위한 원목 무늬 하부장입니다. 모서리를 둥글게 굴려 부드러운 세면대 곡선과 자연스럽게 이어집니다.`,
    `${c} 무늬목은 결을 살린 오일 마감으로 따뜻한 촉감을 남겼습니다.`,
  ],
  size: '600 x 450 x 500 mm',
  properties: (c) => [
    { name: '소재', value: '무늬목 (오일 마감), MDF' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이' },
    { name: '구성', value: '하부장 1, 세라믹 상판 1' },
    { name: '서랍', value: '1단 소프트 클로징' },
  ],
  hashtags: ['하부장', '원목욕실장', '안타오'],
};

const loopVanity: Family = {
  ...collaroVanity,
  model: '루프 앤 프렌즈 하부장',
  brandCode: 'loop-friends',
  content: (c) => [
    `루프 앤 프렌즈 벽걸이 세면대에 맞춘 실용적인 하부장입니다. 깊이를 줄인 서랍이 좁은 욕실에서도 넉넉한 수납을 만듭니다.`,
    `기본 색상인 ${c} 외에 라이트 그레이와 매트 그라파이트를 고를 수 있으며, 매끈한 표면은 물기를 닦아 내기 쉬워 매일 관리하기 편안합니다.`,
  ],
  size: '600 x 420 x 480 mm',
  hashtags: ['하부장', '소형욕실', '루프앤프렌즈'],
};

const mirrorCab: Family = {
  model: '루프 앤 프렌즈 거울 수납장 600',
  categoryCode: 'bathroom_furniture_and_mirrors',
  brandCode: 'loop-friends',
  kind: 'mirror-cabinet',
  content: (c) => [
    `양면 거울 도어를 단 벽걸이 수납장입니다. 문을 열면 안쪽에도 거울이 있어 옆모습까지 편하게 확인할 수 있습니다.`,
    `${c} 프레임과 유리 선반 2단으로 화장품과 욕실용품을 가지런히 정리할 수 있습니다.`,
    `하단의 LED 간접 조명은 밤에 은은한 무드등으로도 사용할 수 있습니다.`,
  ],
  size: '600 x 150 x 700 mm',
  origin: '대한민국',
  manufacturer: MAKER_FURN,
  properties: (c) => [
    { name: '소재', value: '알루미늄 프레임, 양면 거울' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이' },
    { name: '조명', value: '하단 LED 4000K' },
    { name: '구성', value: '도어 2, 유리 선반 2' },
  ],
  hashtags: ['거울장', '욕실수납', '루프앤프렌즈'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
};

const collaroMirror: Family = {
  ...mirrorCab,
  model: '콜라로 LED 거울 수납장 800',
  brandCode: 'collaro',
  content: (c) => [
    `얇은 프레임과 넓은 거울면이 돋보이는 LED 거울 수납장입니다. 측면 조명이 얼굴에 그림자를 만들지 않도록 빛을 고르게 퍼뜨립니다.`,
    `${c} 프레임은 콜라로 세면대의 얇은 엣지와 같은 두께로 맞췄습니다.`,
    `내부 콘센트와 김서림 방지 기능을 갖춰 아침 준비가 한결 편안합니다.`,
  ],
  size: '800 x 160 x 750 mm',
  properties: (c) => [
    { name: '소재', value: '알루미늄 프레임, 양면 거울' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이' },
    { name: '조명', value: 'LED 2700K-6500K 조광' },
    { name: '부가기능', value: '김서림 방지, 내부 콘센트' },
  ],
  hashtags: ['LED거울장', '욕실수납', '콜라로'],
};

const antaoMirror: Family = {
  ...collaroMirror,
  model: '안타오 LED 거울장 600',
  brandCode: 'antao',
  content: (c) => [
    `원목 무늬 프레임으로 감싼 LED 거울장입니다. 따뜻한 색온도의 조명이 안타오 세면대의 흙빛 컬러를 부드럽게 비춥니다.`,
    `${c} 프레임은 안타오 하부장과 같은 결로 맞춰 한 세트처럼 어울립니다.`,
  ],
  size: '600 x 150 x 700 mm',
  hashtags: ['LED거울장', '원목프레임', '안타오'],
};

const hommageMirror: Family = {
  ...mirrorCab,
  model: '오마주 클래식 거울 700',
  brandCode: 'hommage',
  content: (c) => [
    `오마주 페데스탈 세면대와 짝을 이루는 클래식 벽거울입니다. 가는 금속 프레임이 욕실에 단정한 격식을 더합니다.`,
    `${c} 프레임은 시간이 지날수록 자연스러운 깊이를 얻도록 브러시 처리했습니다.`,
  ],
  size: '700 x 40 x 900 mm',
  properties: (c) => [
    { name: '소재', value: '황동 프레임, 은경' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이' },
  ],
  hashtags: ['욕실거울', '클래식욕실', '오마주'],
  shippingCode: 'parcel',
  shippingBundleType: 'apiece',
};

/* ------------------------------------------------------------------ bathtubs */

const antaoTub: Family = {
  model: '안타오 독립형 욕조 1700',
  categoryCode: 'free_standing_bathtub',
  brandCode: 'antao',
  kind: 'bathtub',
  content: (c) => [
    `부드러운 곡선이 바닥에서 솟아오르듯 이어지는 독립형 욕조입니다. 등받이 쪽을 높고 완만하게 설계해 오래 기대어도 편안합니다.`,
    `퀴릴 소재는 일반 아크릴보다 단단하고 열을 오래 머금어 물이 천천히 식습니다. ${c} 컬러는 무광으로 마감해 손끝에 닿는 촉감이 부드럽습니다.`,
    `배수구와 오버플로는 욕조와 같은 색상의 커버로 감춰 형태의 흐름을 해치지 않습니다.`,
  ],
  size: '1700 x 750 x 600 mm',
  origin: '독일',
  manufacturer: MAKER_DE,
  properties: (c) => [
    { name: '소재', value: '퀴릴 (Quaryl®)' },
    { name: '색상', value: c },
    { name: '설치방식', value: '독립형 (바닥 설치)' },
    { name: '배수방식', value: '클릭 배수구, 오버플로 포함' },
    { name: '용량', value: '약 240 L' },
  ],
  hashtags: ['독립형욕조', '프리스탠딩욕조', '안타오'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
  options: [OUTSIDE_COLOUR],
};

const antaoCompactTub: Family = {
  ...antaoTub,
  model: '안타오 컴팩트 독립형 욕조 1500',
  content: (c) => [
    `좁은 욕실에서도 독립형 욕조의 여유를 누릴 수 있도록 길이를 1500mm로 줄였습니다. 깊이는 그대로 유지해 어깨까지 충분히 잠깁니다.`,
    `${c} 컬러의 매끈한 표면은 물때가 잘 남지 않아 관리가 간편합니다.`,
  ],
  size: '1500 x 720 x 600 mm',
  properties: (c) => [
    { name: '소재', value: '퀴릴 (Quaryl®)' },
    { name: '색상', value: c },
    { name: '설치방식', value: '독립형 (바닥 설치)' },
    { name: '배수방식', value: '클릭 배수구, 오버플로 포함' },
    { name: '용량', value: '약 190 L' },
  ],
};

const collaroTub: Family = {
  ...antaoTub,
  model: '콜라로 오벌 독립형 욕조 1800',
  brandCode: 'collaro',
  content: (c) => [
    `가장자리를 얇게 다듬은 오벌 욕조입니다. 콜라로 세면대와 같은 엣지 두께로 욕실 전체에 일관된 선을 그립니다.`,
    `${c} 컬러는 바깥면을 무광, 안쪽을 은은한 유광으로 마감해 물을 채웠을 때 가장 아름답게 보이도록 했습니다.`,
    `양쪽 등받이가 같은 각도로 기울어 두 사람이 마주 앉아도 편안합니다.`,
  ],
  size: '1800 x 800 x 560 mm',
  hashtags: ['독립형욕조', '오벌욕조', '콜라로'],
};

const loopTub: Family = {
  ...antaoTub,
  model: '루프 앤 프렌즈 오벌 욕조 1600',
  brandCode: 'loop-friends',
  content: (c) => [
    `합리적인 가격으로 만나는 독립형 오벌 욕조입니다. 둥근 형태가 공간을 부드럽게 채우며 어느 욕실에나 편안하게 어울립니다.`,
    `${c} 아크릴 소재는 가벼워 설치가 쉽고, 보온성이 좋아 반신욕에도 알맞습니다.`,
  ],
  size: '1600 x 750 x 580 mm',
  properties: (c) => [
    { name: '소재', value: '위생 아크릴' },
    { name: '색상', value: c },
    { name: '설치방식', value: '독립형 (바닥 설치)' },
    { name: '배수방식', value: '팝업 배수구, 오버플로 포함' },
    { name: '용량', value: '약 210 L' },
  ],
  origin: '헝가리',
  manufacturer: MAKER_HU,
  hashtags: ['독립형욕조', '오벌욕조', '루프앤프렌즈'],
};

const hommageTub: Family = {
  ...antaoTub,
  model: '오마주 클래식 욕조 1700',
  brandCode: 'hommage',
  content: (c) => [
    `클래식 롤탑 욕조의 실루엣을 현대적인 비례로 다시 그렸습니다. 둥글게 말린 림이 팔을 기대기에 편안합니다.`,
    `${c} 컬러는 오마주 세면대, 브릿지 수전과 함께 고전적인 욕실을 완성합니다.`,
    `바닥 스탠드 수전과 함께 배치하면 욕실의 중심이 되는 오브제가 됩니다.`,
  ],
  size: '1700 x 780 x 620 mm',
  hashtags: ['독립형욕조', '클래식욕조', '오마주'],
};

/* ------------------------------------------------------------------ toilets */

const vicleanL: Family = {
  model: '비클린 L 샤워 비데 일체형 양변기',
  categoryCode: 'toilets_and_wcs',
  brandCode: 'viclean',
  kind: 'toilet',
  content: (c) => [
    `비데 기능을 세라믹 본체 안에 완전히 감춘 일체형 양변기입니다. 버튼과 호스가 보이지 않아 일반 양변기처럼 단정한 형태를 유지합니다.`,
    `항균 노즐과 온수 세정, 온풍 건조, 자동 탈취를 갖췄으며 리모컨과 앱으로 수온과 수압을 사용자별로 저장할 수 있습니다. ${c} 컬러는 욕실의 다른 세라믹과 자연스럽게 어울립니다.`,
    `림리스 구조의 트위스트플러시 세정은 적은 물로 볼 전체를 고르게 씻어 냅니다.`,
  ],
  size: '595 x 385 x 540 mm',
  origin: '독일',
  manufacturer: MAKER_DE,
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '바닥 설치' },
    { name: '배수방식', value: '바닥배수, 배수 거리 305 mm' },
    { name: '세정방식', value: '림리스 트위스트플러시 4.5 / 3 L' },
    { name: '비데 기능', value: '온수 세정, 온풍 건조, 자동 탈취, 시트 난방' },
  ],
  hashtags: ['비데일체형', '샤워비데', '비클린', '스마트변기'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
};

const vicleanI: Family = {
  ...vicleanL,
  model: '비클린 I 100 샤워 비데 일체형 양변기',
  content: (c) => [
    `비클린의 핵심 기능을 담은 입문형 샤워 비데 일체형 양변기입니다. 필요한 기능만 남겨 조작이 단순하고 직관적입니다.`,
    `${c} 컬러의 본체는 세라믹플러스 코팅으로 오염이 잘 붙지 않습니다.`,
  ],
  size: '590 x 380 x 520 mm',
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '바닥 설치' },
    { name: '배수방식', value: '바닥배수, 배수 거리 305 mm' },
    { name: '세정방식', value: '림리스 4.5 / 3 L' },
    { name: '비데 기능', value: '온수 세정, 노즐 자동 세척' },
  ],
};

const vicleanWall: Family = {
  ...vicleanL,
  model: '비클린 벽걸이 샤워 비데 양변기',
  content: (c) => [
    `바닥에서 떠 있는 벽걸이형 샤워 비데 양변기입니다. 바닥 청소가 쉽고 욕실이 한층 넓어 보입니다.`,
    `${c} 컬러의 슬림한 본체 안에 온수 세정과 건조 기능을 담았습니다. 매립형 시스템 탱크와 함께 설치합니다.`,
  ],
  size: '590 x 375 x 400 mm',
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이 (매립 탱크 별도)' },
    { name: '배수방식', value: '벽배수' },
    { name: '세정방식', value: '림리스 4.5 / 3 L' },
    { name: '비데 기능', value: '온수 세정, 온풍 건조' },
  ],
};

const loopToilet: Family = {
  model: '루프 앤 프렌즈 림리스 원피스 양변기',
  categoryCode: 'toilets_and_wcs',
  brandCode: 'loop-friends',
  kind: 'toilet',
  content: (c) => [
    `탱크와 볼을 하나로 소성한 원피스 양변기입니다. 이음새가 없어 먼지가 쌓일 틈이 없고 청소가 간편합니다.`,
    `림리스 볼은 가장자리 안쪽까지 손이 닿아 위생적으로 관리할 수 있습니다. ${c} 컬러의 슬림 소프트클로징 시트가 포함됩니다.`,
  ],
  size: '680 x 370 x 760 mm',
  origin: '태국',
  manufacturer: MAKER_TH,
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '바닥 설치' },
    { name: '배수방식', value: '바닥배수, 배수 거리 305 mm' },
    { name: '세정방식', value: '림리스 사이펀 4.8 L' },
  ],
  hashtags: ['양변기', '원피스변기', '림리스', '루프앤프렌즈'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
};

const loopWallToilet: Family = {
  ...loopToilet,
  model: '루프 앤 프렌즈 림리스 벽걸이 양변기',
  content: (c) => [
    `매립형 탱크와 함께 설치하는 벽걸이 양변기입니다. 바닥이 비어 있어 욕실이 넓어 보이고 청소가 쉽습니다.`,
    `${c} 컬러의 림리스 볼과 슬림 시트로 간결한 인상을 줍니다.`,
  ],
  size: '530 x 360 x 340 mm',
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '벽걸이 (매립 탱크 별도)' },
    { name: '배수방식', value: '벽배수' },
    { name: '세정방식', value: '림리스 4.5 / 3 L' },
  ],
  hashtags: ['벽걸이변기', '림리스', '루프앤프렌즈'],
};

const collaroToilet: Family = {
  ...loopWallToilet,
  model: '콜라로 림리스 벽걸이 양변기',
  brandCode: 'collaro',
  origin: '독일',
  manufacturer: MAKER_DE,
  content: (c) => [
    `콜라로 라인의 날렵한 비례를 담은 벽걸이 양변기입니다. 얇은 슬림 시트가 본체와 하나의 면처럼 이어집니다.`,
    `${c} 컬러는 콜라로 세면대와 같은 유약으로 마감해 욕실 전체의 색감을 맞췄습니다.`,
    `다이렉트플러시 림리스 세정으로 적은 물로도 조용하게 씻어 냅니다.`,
  ],
  size: '560 x 360 x 340 mm',
  hashtags: ['벽걸이변기', '림리스', '콜라로'],
};

const antaoToilet: Family = {
  ...loopToilet,
  model: '안타오 트위스트플러시 양변기',
  brandCode: 'antao',
  origin: '독일',
  manufacturer: MAKER_DE,
  content: (c) => [
    `안타오의 부드러운 곡선을 담은 양변기입니다. 회오리처럼 도는 트위스트플러시가 볼 전체를 조용하고 고르게 세정합니다.`,
    `${c} 컬러와 슬림 시트가 안타오 세면대, 욕조와 자연스럽게 이어집니다.`,
  ],
  size: '650 x 375 x 780 mm',
  properties: (c) => [
    { name: '소재', value: '비트리어스 차이나' },
    { name: '색상', value: c },
    { name: '설치방식', value: '바닥 설치' },
    { name: '배수방식', value: '바닥배수, 배수 거리 305 mm' },
    { name: '세정방식', value: '트위스트플러시 4.5 / 3 L' },
  ],
  hashtags: ['양변기', '트위스트플러시', '안타오'],
};

const hommageToilet: Family = {
  ...loopToilet,
  model: '오마주 클래식 투피스 양변기',
  brandCode: 'hommage',
  origin: '독일',
  manufacturer: MAKER_DE,
  content: (c) => [
    `높은 탱크와 둥근 볼의 비례를 살린 클래식 양변기입니다. 원목 시트와 금속 레버로 고전적인 욕실을 완성합니다.`,
    `${c} 유약은 깊은 광택을 지녀 오마주 세면대와 같은 빛을 냅니다.`,
  ],
  size: '700 x 400 x 800 mm',
  hashtags: ['양변기', '클래식욕실', '오마주'],
};

/* ------------------------------------------------------------------ bathroom fittings */

const antaoMixer: Family = {
  model: '안타오 싱글레버 세면 수전',
  categoryCode: 'bathroom_fittings',
  brandCode: 'antao',
  kind: 'bath-faucet',
  content: (c) => [
    `부드럽게 기울어진 레버와 원통형 바디로 이루어진 싱글레버 세면 수전입니다. 레버를 가볍게 밀어 올리는 것만으로 수량과 온도를 섬세하게 조절합니다.`,
    `${c} 마감은 PVD 공법으로 입혀 긁힘과 변색에 강하며, 절수 에어레이터가 물 사용량을 분당 5리터로 줄여 줍니다.`,
    `황동 바디와 세라믹 카트리지로 오래도록 부드러운 조작감을 유지합니다.`,
  ],
  size: 'H 180 mm, 토수구 길이 120 mm',
  origin: '독일',
  manufacturer: MAKER_FIT,
  properties: (c) => [
    { name: '소재', value: '황동' },
    { name: '마감', value: c },
    { name: '카트리지', value: '35 mm 세라믹 디스크' },
    { name: '설치방식', value: '원홀 상판 설치' },
    { name: '유량', value: '5 L/min' },
  ],
  hashtags: ['세면수전', '싱글레버', '안타오'],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
  options: [POP_UP],
};

const antaoTallMixer: Family = {
  ...antaoMixer,
  model: '안타오 톨 세면 수전',
  content: (c) => [
    `탁상용 세면대를 위한 톨 세면 수전입니다. 높은 바디가 볼 위로 넉넉한 공간을 만들어 손을 씻기 편안합니다.`,
    `${c} 마감은 무광의 깊은 색감으로 안타오 세면대의 흙빛 컬러와 잘 어울립니다.`,
  ],
  size: 'H 310 mm, 토수구 길이 165 mm',
  hashtags: ['톨수전', '탁상용세면대수전', '안타오'],
};

const loopMixer: Family = {
  ...antaoMixer,
  model: '루프 앤 프렌즈 세면 수전',
  brandCode: 'loop-friends',
  content: (c) => [
    `간결한 원통형 바디의 기본 세면 수전입니다. 어떤 세면대에도 무난하게 어울리는 표준 높이로 설계했습니다.`,
    `${c} 도금과 세라믹 카트리지로 매일 쓰는 욕실에 믿음직한 선택입니다.`,
  ],
  size: 'H 160 mm, 토수구 길이 110 mm',
  hashtags: ['세면수전', '원홀수전', '루프앤프렌즈'],
};

const collaroWallMixer: Family = {
  ...antaoMixer,
  model: '콜라로 벽매립 세면 수전',
  brandCode: 'collaro',
  content: (c) => [
    `수전 본체를 벽 안에 감춘 벽매립형 세면 수전입니다. 세면대 위가 비어 있어 청소가 쉽고 욕실이 넓어 보입니다.`,
    `${c} 마감의 얇은 토수구와 원형 플레이트가 콜라로 세면대의 슬림 엣지와 어울립니다. 매립 박스는 별도입니다.`,
  ],
  size: '토수구 길이 190 mm, 플레이트 Ø 65 mm',
  properties: (c) => [
    { name: '소재', value: '황동' },
    { name: '마감', value: c },
    { name: '카트리지', value: '35 mm 세라믹 디스크' },
    { name: '설치방식', value: '벽매립 (매립 박스 별도)' },
    { name: '유량', value: '5 L/min' },
  ],
  hashtags: ['벽매립수전', '세면수전', '콜라로'],
};

const hommageMixer: Family = {
  ...antaoMixer,
  model: '오마주 클래식 2홀 세면 수전',
  brandCode: 'hommage',
  content: (c) => [
    `온수와 냉수 핸들을 따로 둔 클래식 2홀 세면 수전입니다. 십자형 핸들과 도자기 인덱스가 오마주 라인의 고전미를 살립니다.`,
    `${c} 마감은 은은한 광으로 오래될수록 멋스럽습니다.`,
  ],
  size: 'H 210 mm, 토수구 길이 140 mm',
  properties: (c) => [
    { name: '소재', value: '황동' },
    { name: '마감', value: c },
    { name: '카트리지', value: '1/4 회전 세라믹 디스크' },
    { name: '설치방식', value: '2홀 상판 설치' },
    { name: '유량', value: '6 L/min' },
  ],
  hashtags: ['클래식수전', '2홀수전', '오마주'],
};

const collaroShower: Family = {
  model: '콜라로 레인 샤워 시스템',
  categoryCode: 'bathroom_fittings',
  brandCode: 'collaro',
  kind: 'shower',
  content: (c) => [
    `지름 250mm 레인 샤워 헤드와 핸드 샤워, 온도 조절 믹서를 하나로 구성한 샤워 시스템입니다. 부드러운 빗줄기가 몸 전체를 고르게 감쌉니다.`,
    `써모스탯 믹서는 38℃ 안전 버튼으로 갑작스러운 온도 변화를 막아 줍니다. ${c} 마감은 물때가 잘 남지 않아 관리가 쉽습니다.`,
    `높이 조절이 가능한 라이저로 천장 높이에 맞게 설치할 수 있습니다.`,
  ],
  size: 'H 1100-1350 mm, 헤드 Ø 250 mm',
  origin: '독일',
  manufacturer: MAKER_FIT,
  properties: (c) => [
    { name: '소재', value: '황동, 스테인리스' },
    { name: '마감', value: c },
    { name: '믹서', value: '써모스탯 (38℃ 안전 버튼)' },
    { name: '설치방식', value: '벽 부착 노출형' },
    { name: '구성', value: '레인 헤드, 핸드 샤워, 호스 1.75 m' },
  ],
  hashtags: ['샤워시스템', '레인샤워', '써모스탯', '콜라로'],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
};

const loopShower: Family = {
  ...collaroShower,
  model: '루프 앤 프렌즈 샤워 시스템',
  brandCode: 'loop-friends',
  content: (c) => [
    `기본에 충실한 노출형 샤워 시스템입니다. 200mm 원형 헤드와 3단 핸드 샤워로 매일의 샤워를 편안하게 합니다.`,
    `${c} 마감의 써모스탯 믹서가 일정한 온도를 유지합니다.`,
  ],
  size: 'H 1100 mm, 헤드 Ø 200 mm',
  hashtags: ['샤워시스템', '해바라기샤워', '루프앤프렌즈'],
};

/* ------------------------------------------------------------------ ceramic sinks */

const subwaySink: Family = {
  model: '서브웨이 키친 세라믹 싱크볼 800',
  categoryCode: 'ceramic_sinks',
  brandCode: 'subway-kitchen',
  kind: 'kitchen-sink',
  content: (c) => [
    `1,250℃에서 구워 낸 세라믹 싱크볼입니다. 뜨거운 냄비를 올려도 변형이 없고 칼자국이나 긁힘이 잘 생기지 않습니다.`,
    `${c} 컬러의 비공극 표면은 얼룩과 냄새가 스며들지 않아 오래도록 처음의 색을 유지합니다.`,
    `넓은 단일 볼에 큰 냄비와 오븐 트레이도 편하게 담글 수 있으며, 우측 배수로 하부장 공간을 넉넉하게 남깁니다.`,
  ],
  size: '800 x 510 x 220 mm',
  origin: '독일',
  manufacturer: MAKER_DE,
  properties: (c) => [
    { name: '소재', value: '세라믹 (파인 파이어 클레이)' },
    { name: '색상', value: c },
    { name: '설치방식', value: '상판 위 설치 (인셋)' },
    { name: '배수방식', value: '3.5인치 배수구, 오버플로 포함' },
    { name: '볼 깊이', value: '200 mm' },
  ],
  hashtags: ['세라믹싱크', '싱크볼', '서브웨이키친'],
  shippingCode: 'freight',
  shippingBundleType: 'apiece',
};

const subwayCompact: Family = {
  ...subwaySink,
  model: '서브웨이 키친 컴팩트 싱크볼 500',
  content: (c) => [
    `아일랜드 보조 싱크와 홈바를 위한 컴팩트 세라믹 싱크볼입니다. 작은 크기에도 깊은 볼로 실용성을 잃지 않았습니다.`,
    `${c} 컬러는 원목과 대리석 상판 모두에 부드럽게 어울립니다.`,
  ],
  size: '500 x 440 x 200 mm',
  hashtags: ['보조싱크', '세라믹싱크', '서브웨이키친'],
};

const archSink: Family = {
  ...subwaySink,
  model: '아키텍투라 세라믹 싱크볼 900',
  brandCode: 'architectura',
  content: (c) => [
    `반경 10mm의 정확한 모서리로 빚은 언더마운트 세라믹 싱크볼입니다. 상판 아래에 설치해 조리대와 볼이 끊김 없이 이어집니다.`,
    `${c} 컬러의 세라믹은 석재 상판과 어우러져 주방에 건축적인 긴장감을 줍니다.`,
    `바닥면의 미세한 경사가 물을 배수구로 빠르게 모아 물 고임이 없습니다.`,
  ],
  size: '900 x 460 x 220 mm',
  properties: (c) => [
    { name: '소재', value: '세라믹 (파인 파이어 클레이)' },
    { name: '색상', value: c },
    { name: '설치방식', value: '언더마운트' },
    { name: '배수방식', value: '3.5인치 배수구, 오버플로 포함' },
    { name: '볼 깊이', value: '210 mm' },
  ],
  hashtags: ['언더싱크', '세라믹싱크', '아키텍투라'],
};

const archDouble: Family = {
  ...archSink,
  model: '아키텍투라 더블 세라믹 싱크볼 1000',
  content: (c) => [
    `두 개의 볼을 나란히 배치한 더블 세라믹 싱크볼입니다. 한쪽에서 설거지를, 다른 쪽에서 식재료 손질을 동시에 할 수 있습니다.`,
    `${c} 컬러와 곧은 모서리가 넓은 주방에 정돈된 인상을 줍니다.`,
  ],
  size: '1000 x 500 x 220 mm',
  hashtags: ['더블싱크', '세라믹싱크', '아키텍투라'],
};

const hommageFarm: Family = {
  ...subwaySink,
  model: '오마주 팜하우스 싱크 800',
  brandCode: 'hommage',
  content: (c) => [
    `앞면이 드러나는 에이프런 프런트 팜하우스 싱크입니다. 두툼한 세라믹 앞판이 주방에 클래식한 존재감을 더합니다.`,
    `${c} 유약은 손으로 한 점씩 시유해 미세하게 다른 깊이를 지닙니다.`,
    `깊은 볼은 큰 냄비를 씻기에 충분하며, 오마주 브릿지 수전과 함께 쓰면 가장 잘 어울립니다.`,
  ],
  size: '800 x 500 x 250 mm',
  properties: (c) => [
    { name: '소재', value: '세라믹 (파이어 클레이)' },
    { name: '색상', value: c },
    { name: '설치방식', value: '에이프런 프런트 (하부장 거치)' },
    { name: '배수방식', value: '3.5인치 배수구' },
    { name: '볼 깊이', value: '230 mm' },
  ],
  hashtags: ['팜하우스싱크', '클래식주방', '오마주'],
};

/* ------------------------------------------------------------------ kitchen fittings */

const subwayFaucet: Family = {
  model: '서브웨이 키친 풀다운 주방 수전',
  categoryCode: 'kitchen_fittings',
  brandCode: 'subway-kitchen',
  kind: 'kitchen-faucet',
  content: (c) => [
    `높은 거위목 토수구에 풀다운 스프레이 헤드를 더한 주방 수전입니다. 헤드를 당겨 싱크 구석까지 편하게 헹굴 수 있습니다.`,
    `버튼 하나로 일반 토수와 샤워 토수를 전환하며, 자석 도킹으로 헤드가 제자리에 단단히 고정됩니다. ${c} 마감은 지문이 잘 남지 않습니다.`,
  ],
  size: 'H 420 mm, 토수구 길이 220 mm',
  origin: '독일',
  manufacturer: MAKER_FIT,
  properties: (c) => [
    { name: '소재', value: '황동' },
    { name: '마감', value: c },
    { name: '카트리지', value: '35 mm 세라믹 디스크' },
    { name: '설치방식', value: '원홀 상판 설치' },
    { name: '토수 방식', value: '풀다운 2way (일반 / 샤워)' },
  ],
  hashtags: ['주방수전', '풀다운수전', '서브웨이키친'],
  shippingCode: 'parcel',
  shippingBundleType: 'bundle',
};

const subwaySpring: Family = {
  ...subwayFaucet,
  model: '서브웨이 키친 스프링 주방 수전',
  content: (c) => [
    `전문 주방에서 영감을 받은 스프링 주방 수전입니다. 유연한 스프링 호스가 어떤 각도로도 자유롭게 움직입니다.`,
    `${c} 마감과 분리형 스프레이 헤드로 큰 냄비와 채소를 손쉽게 씻을 수 있습니다.`,
  ],
  size: 'H 510 mm, 토수구 길이 230 mm',
  hashtags: ['주방수전', '스프링수전', '서브웨이키친'],
};

const subwayFilter: Family = {
  ...subwayFaucet,
  model: '서브웨이 키친 정수 겸용 주방 수전',
  content: (c) => [
    `수돗물과 정수를 한 수전에서 사용하는 정수 겸용 주방 수전입니다. 내부 유로가 분리되어 정수가 일반 수와 섞이지 않습니다.`,
    `${c} 마감의 슬림한 바디에 정수 전용 레버를 더했습니다. 언더싱크 필터는 별도입니다.`,
    `설치 후에도 필터 교체가 쉬워 꾸준히 깨끗한 물을 마실 수 있습니다.`,
  ],
  size: 'H 400 mm, 토수구 길이 210 mm',
  properties: (c) => [
    { name: '소재', value: '황동' },
    { name: '마감', value: c },
    { name: '카트리지', value: '35 mm 세라믹 디스크' },
    { name: '설치방식', value: '원홀 상판 설치' },
    { name: '토수 방식', value: '일반 / 정수 분리 토수' },
  ],
  hashtags: ['정수수전', '주방수전', '서브웨이키친'],
};

const archFaucet: Family = {
  ...subwayFaucet,
  model: '아키텍투라 스퀘어 주방 수전',
  brandCode: 'architectura',
  content: (c) => [
    `사각 단면의 바디와 직각으로 꺾인 토수구가 특징인 주방 수전입니다. 아키텍투라 싱크볼의 곧은 모서리와 정확하게 맞물립니다.`,
    `${c} 마감은 PVD 공법으로 입혀 오랜 사용에도 색이 변하지 않습니다.`,
    `360도 회전 토수구와 인출식 헤드로 넓은 더블 싱크에서도 편안합니다.`,
  ],
  size: 'H 380 mm, 토수구 길이 230 mm',
  hashtags: ['주방수전', '사각수전', '아키텍투라'],
};

const hommageBridge: Family = {
  ...subwayFaucet,
  model: '오마주 브릿지 주방 수전',
  brandCode: 'hommage',
  content: (c) => [
    `두 개의 기둥을 가로 브릿지로 잇는 클래식 주방 수전입니다. 높은 스완넥 토수구가 팜하우스 싱크의 깊은 볼과 잘 어울립니다.`,
    `${c} 마감과 레버 핸들, 사이드 스프레이로 구성되어 옛 주방의 정취를 살리면서도 쓰임은 현대적입니다.`,
  ],
  size: 'H 330 mm, 토수구 길이 230 mm, 홀 간격 200 mm',
  properties: (c) => [
    { name: '소재', value: '황동' },
    { name: '마감', value: c },
    { name: '카트리지', value: '1/4 회전 세라믹 디스크' },
    { name: '설치방식', value: '2홀 상판 설치' },
    { name: '토수 방식', value: '일반 토수, 사이드 스프레이' },
  ],
  hashtags: ['브릿지수전', '클래식주방', '오마주'],
};

/* ------------------------------------------------------------------ products */

const MAIN: DisplayCode = 'main_shows';
const HIGH: DisplayCode = 'highlights';
const NEW: DisplayCode = 'new_arrival';
const BEST: DisplayCode = 'best_seller';
const POP: DisplayCode = 'popular';

/** Every product of the demo catalogue (68), grouped by category. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  // 세면대 (14)
  make(antaoRound, { code: 'at-vb-400-wa', variant: C.wa.name, colour: C.wa, price: 389000, groups: [MAIN, HIGH, BEST] }),
  make(antaoRound, { code: 'at-vb-400-am', variant: C.am.name, colour: C.am, price: 429000, discount: pct(10), groups: [MAIN, NEW] }),
  make(antaoRound, { code: 'at-vb-400-ms', variant: C.ms.name, colour: C.ms, price: 429000, groups: [MAIN, NEW, POP] }),
  make(antaoOval, {
    code: 'at-vb-600',
    variant: '600 x 400 mm',
    colour: C.wa,
    price: 489000,
    groups: [MAIN, HIGH],
    options: [colourOption([[C.wa, 0], [C.am, 40000], [C.ms, 40000]]), CERAMIC_PLUS],
  }),
  make(antaoStone, { code: 'at-vb-450-cr', variant: C.cr.name, colour: C.cr, price: 519000, groups: [MAIN] }),
  make(collaroWall, { code: 'cl-wb-600-sw', variant: C.sw.name, colour: C.sw, price: 459000, groups: [MAIN, HIGH, BEST] }),
  make(collaroWall, {
    code: 'cl-wb-800-wa',
    variant: C.wa.name,
    colour: C.wa,
    price: 559000,
    discount: pct(15),
    groups: [MAIN, POP],
    size: '800 x 470 x 160 mm',
  }),
  make({ ...collaroWall, model: '콜라로 더블 벽걸이 세면대 1000' }, {
    code: 'cl-wb-1000-sw',
    variant: C.sw.name,
    colour: C.sw,
    price: 890000,
    stock: 0,
    size: '1000 x 470 x 160 mm',
  }),
  make(collaroVessel, { code: 'cl-vb-500-eb', variant: C.eb.name, colour: C.eb, price: 529000, groups: [MAIN, NEW] }),
  make(loopWall, {
    code: 'lf-wb-450',
    variant: '450 x 320 mm',
    colour: C.wa,
    price: 189000,
    discount: won(20000),
    groups: [MAIN, BEST],
    options: [colourOption([[C.wa, 0], [C.sw, 15000], [C.gr, 30000]])],
  }),
  make(
    {
      ...loopWall,
      model: '루프 앤 프렌즈 벽걸이 세면대 600',
      content: (c) => [
        `매일 쓰는 가족 욕실을 위한 600 폭 벽걸이 세면대입니다. 넓고 평평한 볼 바닥이 물 튐을 줄이고, 양옆 데크에 세면도구를 올려 둘 수 있습니다.`,
        `${c} 컬러와 부드러운 모서리가 루프 앤 프렌즈 하부장, 거울 수납장과 자연스럽게 이어집니다.`,
      ],
    },
    { code: 'lf-wb-600-sw', variant: C.sw.name, colour: C.sw, price: 249000, groups: [MAIN], size: '600 x 440 x 160 mm' },
  ),
  make(loopVessel, { code: 'lf-vb-380-wa', variant: C.wa.name, colour: C.wa, price: 219000, discount: pct(12), groups: [MAIN, BEST, POP] }),
  make({ ...loopVessel, model: '루프 앤 프렌즈 타원 탁상용 세면대 560' }, {
    code: 'lf-vb-560-gr',
    variant: C.gr.name,
    colour: C.gr,
    price: 269000,
    groups: [MAIN],
    size: '560 x 380 x 120 mm',
  }),
  make(hommagePedestal, { code: 'hm-pb-630-wa', variant: C.wa.name, colour: C.wa, price: 689000, groups: [HIGH] }),

  // 욕실가구·거울 (10)
  make(collaroVanity, {
    code: 'cl-vt-800-oak',
    variant: C.oak.name,
    colour: C.oak,
    price: 1290000,
    groups: [HIGH, NEW],
    options: [{ name: '폭', values: [{ name: '800 mm', amount: 0 }, { name: '1000 mm', amount: 300000 }] }, TOP_COLOUR],
  }),
  make({ ...collaroVanity, model: '콜라로 벽걸이 욕실장 1000' }, {
    code: 'cl-vt-1000-mgr',
    variant: C.mgr.name,
    colour: C.mgr,
    price: 1590000,
    discount: won(160000),
    size: '1000 x 480 x 550 mm',
  }),
  make({ ...collaroVanity, model: '콜라로 더블 욕실장 1200' }, {
    code: 'cl-vt-1200-wn',
    variant: C.walnut.name,
    colour: C.walnut,
    price: 1990000,
    groups: [POP],
    size: '1200 x 480 x 550 mm',
  }),
  make(antaoVanity, { code: 'at-vt-600-wn', variant: C.walnut.name, colour: C.walnut, price: 1190000, discount: pct(10), groups: [HIGH] }),
  make(loopVanity, {
    code: 'lf-vt-600',
    variant: '600 mm',
    colour: C.gloss,
    price: 690000,
    groups: [BEST],
    options: [colourOption([[C.gloss, 0], [C.lgrey, 0], [C.mgr, 40000]]), TOP_COLOUR],
  }),
  make(mirrorCab, {
    code: 'lf-mc-600-al',
    variant: C.alu.name,
    colour: C.alu,
    price: 459000,
    options: [{ name: '조명', values: [{ name: 'LED 미포함', amount: 0 }, { name: '하단 LED 포함', amount: 49000 }] }],
  }),
  make({ ...mirrorCab, model: '루프 앤 프렌즈 거울 수납장 800' }, {
    code: 'lf-mc-800-lg',
    variant: C.lgrey.name,
    colour: C.lgrey,
    price: 520000,
    stock: 0,
    size: '800 x 150 x 700 mm',
  }),
  make(collaroMirror, { code: 'cl-mc-800-al', variant: C.alu.name, colour: C.alu, price: 890000, discount: pct(15), groups: [HIGH, NEW] }),
  make(antaoMirror, { code: 'at-mc-600-oak', variant: C.oak.name, colour: C.oak, price: 790000, groups: [NEW] }),
  make(hommageMirror, { code: 'hm-mr-700-gd', variant: C.gold.name, colour: C.gold, price: 420000 }),

  // 독립형 욕조 (8)
  make(antaoTub, { code: 'at-bt-1700-wa', variant: C.wa.name, colour: C.wa, price: 3890000, groups: [HIGH, BEST] }),
  make(antaoTub, { code: 'at-bt-1700-am', variant: C.am.name, colour: C.am, price: 4290000, discount: pct(10), groups: [NEW] }),
  make(antaoCompactTub, { code: 'at-bt-1500-wa', variant: C.wa.name, colour: C.wa, price: 2990000 }),
  make(collaroTub, { code: 'cl-bt-1800-sw', variant: C.sw.name, colour: C.sw, price: 4490000, groups: [HIGH, POP] }),
  make(collaroTub, { code: 'cl-bt-1800-eb', variant: C.eb.name, colour: C.eb, price: 4890000, discount: won(390000), stock: 3, options: [] }),
  make(loopTub, { code: 'lf-bt-1600-wa', variant: C.wa.name, colour: C.wa, price: 2390000, discount: pct(15), groups: [BEST] }),
  make(hommageTub, { code: 'hm-bt-1700-wa', variant: C.wa.name, colour: C.wa, price: 3590000, groups: [HIGH] }),
  make(hommageTub, { code: 'hm-bt-1700-gr', variant: C.gr.name, colour: C.gr, price: 3790000, sells: false, options: [] }),

  // 양변기·비데 (9)
  make(vicleanL, {
    code: 'vc-l-wa',
    variant: C.wa.name,
    colour: C.wa,
    price: 2890000,
    discount: pct(10),
    groups: [HIGH, BEST, POP],
    hashtags: ['베스트비데'],
  }),
  make(vicleanL, { code: 'vc-l-eb', variant: C.eb.name, colour: C.eb, price: 3190000, groups: [NEW] }),
  make(vicleanI, { code: 'vc-i100-wa', variant: C.wa.name, colour: C.wa, price: 2190000, discount: won(200000), groups: [POP] }),
  make(vicleanWall, { code: 'vc-wh-wa', variant: C.wa.name, colour: C.wa, price: 2490000, groups: [HIGH] }),
  make(loopToilet, { code: 'lf-wc-op-wa', variant: C.wa.name, colour: C.wa, price: 589000, groups: [BEST] }),
  make(loopWallToilet, { code: 'lf-wc-wh-wa', variant: C.wa.name, colour: C.wa, price: 459000, discount: pct(10) }),
  make(collaroToilet, { code: 'cl-wc-wh-sw', variant: C.sw.name, colour: C.sw, price: 690000, stock: 0 }),
  make(antaoToilet, { code: 'at-wc-tf-wa', variant: C.wa.name, colour: C.wa, price: 890000 }),
  make(hommageToilet, { code: 'hm-wc-2p-wa', variant: C.wa.name, colour: C.wa, price: 790000 }),

  // 욕실 수전 (9)
  make(antaoMixer, { code: 'at-bf-100-cr', variant: C.chrome.name, colour: C.chrome, price: 289000, groups: [HIGH, BEST] }),
  make(antaoMixer, { code: 'at-bf-100-gd', variant: C.gold.name, colour: C.gold, price: 389000, discount: pct(10), groups: [NEW] }),
  make(antaoTallMixer, { code: 'at-bf-300-bk', variant: C.black.name, colour: C.black, price: 359000, groups: [POP] }),
  make(loopMixer, {
    code: 'lf-bf-100',
    variant: 'H 160 mm',
    colour: C.chrome,
    price: 189000,
    sells: false,
    options: [colourOption([[C.chrome, 0], [C.black, 30000]])],
  }),
  make(collaroWallMixer, { code: 'cl-bf-wm-cr', variant: C.chrome.name, colour: C.chrome, price: 329000 }),
  make(hommageMixer, { code: 'hm-bf-2h-nk', variant: C.nickel.name, colour: C.nickel, price: 459000, discount: won(46000) }),
  make(collaroShower, { code: 'cl-sh-250-cr', variant: C.chrome.name, colour: C.chrome, price: 890000, groups: [HIGH] }),
  make(collaroShower, { code: 'cl-sh-250-bk', variant: C.black.name, colour: C.black, price: 990000, discount: pct(10), groups: [NEW] }),
  make(loopShower, {
    code: 'lf-sh-200',
    variant: '헤드 200 mm',
    colour: C.chrome,
    price: 590000,
    options: [colourOption([[C.chrome, 0], [C.black, 60000]])],
  }),

  // 세라믹 싱크볼 (9)
  make(subwaySink, { code: 'sk-cs-800-wa', variant: C.wa.name, colour: C.wa, price: 790000, groups: [HIGH, BEST] }),
  make(subwaySink, { code: 'sk-cs-800-gr', variant: C.gr.name, colour: C.gr, price: 850000, discount: pct(10), groups: [HIGH, NEW] }),
  make({ ...subwaySink, model: '서브웨이 키친 세라믹 싱크볼 600' }, {
    code: 'sk-cs-600-sw',
    variant: C.sw.name,
    colour: C.sw,
    price: 690000,
    groups: [HIGH],
    size: '600 x 510 x 220 mm',
  }),
  make(subwayCompact, { code: 'sk-cs-500-am', variant: C.am.name, colour: C.am, price: 590000, discount: won(59000), groups: [POP] }),
  make(archSink, { code: 'ar-cs-900-eb', variant: C.eb.name, colour: C.eb, price: 1190000, groups: [HIGH, NEW] }),
  make(archSink, { code: 'ar-cs-900-wa', variant: C.wa.name, colour: C.wa, price: 1090000, stock: 0 }),
  make(archDouble, { code: 'ar-cs-1000-sw', variant: C.sw.name, colour: C.sw, price: 1390000, discount: pct(10) }),
  make(hommageFarm, { code: 'hm-fs-800-wa', variant: C.wa.name, colour: C.wa, price: 1490000, groups: [HIGH, BEST] }),
  make({ ...hommageFarm, model: '오마주 팜하우스 싱크 600' }, {
    code: 'hm-fs-600-cr',
    variant: C.cr.name,
    colour: C.cr,
    price: 1290000,
    discount: pct(12),
    size: '600 x 500 x 250 mm',
  }),

  // 주방 수전 (9)
  make(subwayFaucet, { code: 'sk-kf-pd-cr', variant: C.chrome.name, colour: C.chrome, price: 389000, groups: [HIGH, BEST] }),
  make(subwayFaucet, { code: 'sk-kf-pd-bk', variant: C.black.name, colour: C.black, price: 429000, discount: pct(10), groups: [HIGH, POP] }),
  make(subwaySpring, { code: 'sk-kf-sp-nk', variant: C.nickel.name, colour: C.nickel, price: 559000, groups: [NEW] }),
  make(subwayFilter, { code: 'sk-kf-fl-cr', variant: C.chrome.name, colour: C.chrome, price: 629000 }),
  make(archFaucet, {
    code: 'ar-kf-sq-cr',
    variant: C.chrome.name,
    colour: C.chrome,
    price: 459000,
    groups: [HIGH],
    options: [{ name: '토수구', values: [{ name: '고정형', amount: 0 }, { name: '인출식', amount: 60000 }] }],
  }),
  make(archFaucet, { code: 'ar-kf-sq-gm', variant: C.gun.name, colour: C.gun, price: 529000, groups: [NEW] }),
  make(archFaucet, { code: 'ar-kf-sq-gd', variant: C.gold.name, colour: C.gold, price: 589000, discount: pct(15) }),
  make(hommageBridge, { code: 'hm-kf-br-nk', variant: C.nickel.name, colour: C.nickel, price: 689000, groups: [HIGH] }),
  make(hommageBridge, { code: 'hm-kf-br-gd', variant: C.gold.name, colour: C.gold, price: 789000, discount: pct(10), groups: [POP] }),
];
