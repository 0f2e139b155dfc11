import { CATEGORY_CODES } from '@shop/contracts';

/** The two collection areas (/b/bathroom-collections, /b/kitchen-collections): heading, intro and product category. */
export const COLLECTION_AREAS = {
  bath: {
    title: '욕실 컬렉션',
    eyebrow: 'Bathroom Collections',
    text: '세면대와 도기, 욕조와 수전이 하나의 디자인 언어로 이어지는 욕실 컬렉션입니다.',
    category: CATEGORY_CODES.BATH,
  },
  kitchen: {
    title: '주방 컬렉션',
    eyebrow: 'Kitchen Collections',
    text: '단단하고 위생적인 세라믹 싱크볼과 손에 감기는 주방 수전을 만나보세요.',
    category: CATEGORY_CODES.KITCHEN,
  },
} as const;

export type CollectionArea = keyof typeof COLLECTION_AREAS;
