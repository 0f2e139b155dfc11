import { CATEGORY_CODES } from '@shop/contracts';
import { listParams } from './search';

/** What /shop/bathroom-fittings/overview says of each kind of bathroom fitting, and the search that finds it. */
export const FITTING_KINDS = [
  {
    title: '세면 수전',
    text: '세면대 높이와 볼의 깊이에 맞춰 고르는 수전입니다. 탁상형 세면대에는 높은 톨 수전, 벽걸이 세면대에는 낮은 수전이 잘 어울립니다.',
    search: '세면 수전',
  },
  {
    title: '샤워 시스템',
    text: '레인 샤워와 핸드 샤워를 하나로 묶은 샤워 시스템은 온도를 고정해 두는 써모스탯으로 매일의 샤워를 편안하게 합니다.',
    search: '샤워',
  },
  {
    title: '욕조 수전',
    text: '독립형 욕조 곁에 세우는 스탠드형 수전부터 벽에 매립하는 수전까지, 욕조의 자리와 배관에 맞춰 고릅니다.',
    search: '욕조 수전',
  },
] as const;

/** Products shown on the overview: the first of the bathroom-fittings category. */
export const FITTINGS_PREVIEW = 8;

/** The overview's product call (the route's loader and the page share it, so the server-rendered answer is reused). */
export const overviewParams = { ...listParams({ category: CATEGORY_CODES.BATHROOM_FITTINGS }, 1, undefined), limit: FITTINGS_PREVIEW };
