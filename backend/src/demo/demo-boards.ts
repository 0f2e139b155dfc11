import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BoardCategory } from '@shop/contracts';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';

/** A demo post: fixed id (a UUID, as the console's bulk actions expect), category, subject, HTML content, days before the seed, and its thumbnail's colours and label. */
interface DemoBoard {
  id: string;
  category: BoardCategory;
  subject: string;
  content: string;
  daysAgo: number;
  pinned?: boolean;
  picture: { key: string; bg: string; mid: string; ink: string; label: string };
}

const BOARDS: DemoBoard[] = [
  {
    id: '210bd4b4-6072-4e33-a60b-5ca9d89f52c2',
    category: 'news',
    subject: '안타오 컬렉션 신제품 세면대 출시',
    content:
      '<p>부드러운 곡선이 돋보이는 안타오 컬렉션에 탑 카운터형 세라믹 세면대 두 종이 새로 나왔습니다.</p><h2>이런 점이 달라졌어요</h2><ul><li>세라믹플러스 코팅으로 물때가 덜 남습니다.</li><li>폭 50cm, 60cm 두 가지 크기로 작은 욕실에도 잘 맞습니다.</li></ul><p>성수 쇼룸에서 직접 보실 수 있습니다.</p>',
    daysAgo: 2,
    pinned: true,
    picture: { key: 'news-antao', bg: '#e9e4dc', mid: '#b9ab96', ink: '#6f6353', label: 'ANTAO' },
  },
  {
    id: 'c5012df9-26c9-4a86-b535-6d2a57b17617',
    category: 'news',
    subject: '성수 쇼룸 리뉴얼 오픈, 주말 상담 예약 시작',
    content:
      '<p>새 단장을 마친 성수 쇼룸에서 주말 1:1 상담 예약을 받습니다. 욕실 평면도나 사진을 가져오시면 전문 상담사가 제품 구성과 예산을 함께 잡아드립니다.</p><p>운영 시간: 평일 10:00~19:00, 주말 11:00~18:00</p>',
    daysAgo: 8,
    picture: { key: 'news-showroom', bg: '#e4e8e6', mid: '#a7b5ae', ink: '#56635d', label: 'SHOWROOM' },
  },
  {
    id: '612a9505-8881-45af-8199-6c96aae6a817',
    category: 'news',
    subject: '루프 앤 프렌즈, 2026 디자인 어워드 수상',
    content:
      '<p>세라메종의 루프 앤 프렌즈 세면대가 올해 디자인 어워드 제품 부문을 수상했습니다. 공간을 적게 차지하면서도 넉넉한 세면 공간을 만든 점이 좋은 평가를 받았습니다.</p>',
    daysAgo: 19,
    picture: { key: 'news-award', bg: '#ece6df', mid: '#c9b59e', ink: '#7a6650', label: 'AWARD' },
  },
  {
    id: '9cb7a336-7617-4ea2-a58a-c8caa8e825a8',
    category: 'cases',
    subject: '강남 32평 아파트, 호텔 같은 부부 욕실',
    content:
      '<p>오래된 욕조를 걷어내고 프리스탠딩 욕조와 이중 세면대를 들였습니다. 벽은 밝은 그레이 타일로 통일해 좁아 보이지 않게 했습니다.</p><ul><li>시공 기간: 5일</li><li>사용 제품: 콜라로 프리스탠딩 욕조, 안타오 세면대 2조</li></ul>',
    daysAgo: 4,
    picture: { key: 'cases-gangnam', bg: '#e6e2dc', mid: '#b0a596', ink: '#5d554b', label: 'CASE 01' },
  },
  {
    id: '27b845bc-4b5f-47e6-8500-a58dbc3feb27',
    category: 'cases',
    subject: '제주 단독주택, 창 너머 바다를 담은 욕실',
    content: '<p>큰 창을 살리기 위해 벽걸이 양변기와 슬림한 수납장을 골랐습니다. 바닥 배수 위치를 옮겨 욕조를 창가에 두었습니다.</p>',
    daysAgo: 12,
    picture: { key: 'cases-jeju', bg: '#dfe6ea', mid: '#9fb2bd', ink: '#4f6470', label: 'CASE 02' },
  },
  {
    id: '53828af0-59c0-4155-81aa-6b11c11839f6',
    category: 'cases',
    subject: '분당 주방 리모델링, 세라믹 싱크로 바꾼 하루',
    content: '<p>스테인리스 싱크를 세라믹 싱크와 풀다운 수전으로 교체했습니다. 상판을 자르지 않고 하루 만에 시공을 마쳤습니다.</p>',
    daysAgo: 25,
    picture: { key: 'cases-kitchen', bg: '#eae5de', mid: '#bfae98', ink: '#6b5d4c', label: 'CASE 03' },
  },
  {
    id: '43253f50-9215-4df8-a915-8f36a6437060',
    category: 'events',
    subject: '봄맞이 욕실 리모델링 상담 이벤트',
    content: '<p>3월 한 달 동안 쇼룸 상담 후 구매하신 분께 설치비 10% 할인 쿠폰을 드립니다. 상담 예약은 고객센터에서 받습니다.</p>',
    daysAgo: 3,
    picture: { key: 'events-spring', bg: '#efe7e1', mid: '#d0b3a2', ink: '#7d5d4c', label: 'EVENT' },
  },
  {
    id: '73d8fba3-390b-447e-87e8-216328ebce8f',
    category: 'events',
    subject: '포토 후기 이벤트: 우리 집 욕실을 자랑해주세요',
    content: '<p>구매하신 제품의 사진 후기를 남겨주신 분 중 매달 10분께 적립금 3만 원을 드립니다.</p>',
    daysAgo: 15,
    picture: { key: 'events-review', bg: '#e5e9e3', mid: '#a9b7a2', ink: '#56654f', label: 'EVENT' },
  },
];

/** A drawn thumbnail (4:3): a basin on a counter in the post's colours, with its label. */
function svgOf({ bg, mid, ink, label }: DemoBoard['picture']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<rect width="1200" height="900" fill="${bg}"/>
<rect y="560" width="1200" height="340" fill="${mid}" opacity="0.45"/>
<ellipse cx="600" cy="520" rx="300" ry="86" fill="#fbfaf8"/>
<path d="M300 520 Q600 760 900 520 Z" fill="#f4f1ec"/>
<rect x="585" y="330" width="30" height="120" rx="10" fill="${ink}" opacity="0.75"/>
<rect x="585" y="330" width="120" height="24" rx="10" fill="${ink}" opacity="0.75"/>
<text x="600" y="200" text-anchor="middle" font-family="Georgia, serif" font-size="56" letter-spacing="18" fill="${ink}">${label}</text>
</svg>
`;
}

/** Draws the posts' thumbnails into `dir` (left as they are when unchanged); answers each URL (`urlBase/{key}.svg`) by key. */
export async function writeDemoBoardImages(dir: string, urlBase: string): Promise<Record<string, string>> {
  await mkdir(dir, { recursive: true });
  const urls: Record<string, string> = {};
  for (const { picture } of BOARDS) {
    const file = join(dir, `${picture.key}.svg`);
    const svg = svgOf(picture);
    if ((await readFile(file, 'utf8').catch(() => null)) !== svg) await writeFile(file, svg);
    urls[picture.key] = `${urlBase}/${picture.key}.svg`;
  }
  return urls;
}

/** The commands that write the demo posts (dated before the seed) and set their thumbnails; each post has a fixed id. */
export function demoBoardCommands(meta: CommandMetadata, urls: Record<string, string>) {
  const daysBefore = (days: number) => new Date(Date.parse(meta.now) - days * 86_400_000).toISOString();
  const writer = { userId: null, username: '', name: '세라메종', staff: true };
  return [...BOARDS]
    .sort((a, b) => b.daysAgo - a.daysAgo)
    .flatMap((b) => {
      const at = { ...meta, now: daysBefore(b.daysAgo) };
      return [
        {
          type: 'WriteBoard' as const,
          data: { boardId: b.id, input: { category: b.category, subject: b.subject, content: b.content, pinned: b.pinned ?? false }, writer },
          metadata: at,
        },
        {
          type: 'SetBoardThumb' as const,
          data: { boardId: b.id, thumb: { url: urls[b.picture.key]!, width: 1200, height: 900 }, by: null, asStaff: true },
          metadata: at,
        },
      ];
    });
}
