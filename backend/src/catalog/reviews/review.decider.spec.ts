import type { ReviewedLine, ReviewWritten } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { reviewDecider, type ReviewCommand } from './review.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const line: ReviewedLine = { reviewId: 'pu1', productId: 'p1', userId: 'u1', username: 'kim01', productName: '벽걸이 세면대', option: {} };
const text = { star: 5, subject: '좋아요', content: '설치가 쉬웠어요' };
const as = (userId: string | null) => ({ userId, now });
const write = (confirmed = true, userId = 'u1'): ReviewCommand => ({
  type: 'WriteReview',
  data: { ...text, line, confirmed, images: [] },
  metadata: as(userId),
});
const writtenEvent: ReviewWritten = { type: 'ReviewWritten', data: { ...line, ...text, images: [], writtenAt: now } };
const withPhotos = (n: number): ReviewWritten => ({
  ...writtenEvent,
  data: { ...writtenEvent.data, images: Array.from({ length: n }, (_, i) => `/files/reviews/pu1/${i}.webp`) },
});
const spec = deciderSpec(reviewDecider);

describe('review', () => {
  it("is written by the line's buyer once the line is confirmed", () => {
    spec.given([]).when(write()).then([writtenEvent]);
  });

  it('is refused for a line not confirmed (422) and for another member’s line (403)', () => {
    spec.given([]).when(write(false)).thenThrows('REVIEW_NOT_CONFIRMED');
    spec.given([]).when(write(true, 'u2')).thenThrows('REVIEW_NOT_YOURS');
  });

  it('is written once per line, and again only after it was deleted', () => {
    spec.given([writtenEvent]).when(write()).thenThrows('REVIEW_EXISTS');
    const deleted = { type: 'ReviewDeleted' as const, data: { reviewId: 'pu1', productId: 'p1', deletedAt: now, byStaff: false } };
    spec.given([writtenEvent, deleted]).when(write()).then([writtenEvent]);
  });

  it('takes whole stars 1 to 5 only and stores the text as trimmed plain text', () => {
    spec
      .given([])
      .when({ ...write(), data: { ...text, star: 0, line, confirmed: true, images: [] } } as ReviewCommand)
      .thenThrows('REVIEW_INVALID_STAR');
    spec
      .given([])
      .when({ ...write(), data: { ...text, star: 4.5, line, confirmed: true, images: [] } } as ReviewCommand)
      .thenThrows('REVIEW_INVALID_STAR');
    spec
      .given([])
      .when({ ...write(), data: { ...text, subject: '  좋아요\u0007 ', line, confirmed: true, images: [] } } as ReviewCommand)
      .then([writtenEvent]);
  });

  it('is edited and deleted by its writer only; to another member it does not exist', () => {
    const edit = (userId: string): ReviewCommand => ({
      type: 'EditReview',
      data: { reviewId: 'pu1', userId, star: 3, subject: '보통', content: '그럭저럭' },
      metadata: as(userId),
    });
    spec
      .given([writtenEvent])
      .when(edit('u1'))
      .then([{ type: 'ReviewEdited', data: { reviewId: 'pu1', productId: 'p1', star: 3, subject: '보통', content: '그럭저럭', images: [], editedAt: now } }]);
    spec.given([writtenEvent]).when(edit('u2')).thenThrows('REVIEW_NOT_FOUND');
    spec.given([]).when(edit('u1')).thenThrows('REVIEW_NOT_FOUND');
    spec
      .given([writtenEvent])
      .when({ type: 'DeleteReview', data: { reviewId: 'pu1', userId: 'u2' }, metadata: as('u2') })
      .thenThrows('REVIEW_NOT_FOUND');
    spec
      .given([writtenEvent])
      .when({ type: 'DeleteReview', data: { reviewId: 'pu1', userId: null }, metadata: as('staff') })
      .then([{ type: 'ReviewDeleted', data: { reviewId: 'pu1', productId: 'p1', deletedAt: now, byStaff: true } }]);
  });

  it('keeps only the named photos of its own on an edit', () => {
    spec
      .given([withPhotos(2)])
      .when({
        type: 'EditReview',
        data: { reviewId: 'pu1', userId: 'u1', ...text, images: ['/files/reviews/pu1/1.webp', '/elsewhere.webp'] },
        metadata: as('u1'),
      })
      .then([{ type: 'ReviewEdited', data: { reviewId: 'pu1', productId: 'p1', ...text, images: ['/files/reviews/pu1/1.webp'], editedAt: now } }]);
  });

  it('carries at most 10 photos', () => {
    const add = { type: 'AddReviewImage' as const, data: { reviewId: 'pu1', userId: 'u1', url: '/files/reviews/pu1/x.webp' }, metadata: as('u1') };
    spec
      .given([withPhotos(9)])
      .when(add)
      .then([{ type: 'ReviewImageAdded', data: { reviewId: 'pu1', productId: 'p1', url: '/files/reviews/pu1/x.webp', addedAt: now } }]);
    spec
      .given([withPhotos(10)])
      .when(add)
      .thenThrows('REVIEW_TOO_MANY_IMAGES');
  });

  it('is hidden, shown and answered by staff, and an unchanged moderation records nothing', () => {
    const moderate = (data: { hidden?: boolean; reply?: string }): ReviewCommand => ({
      type: 'ModerateReview',
      data: { reviewId: 'pu1', ...data },
      metadata: as('staff'),
    });
    const hidden = { type: 'ReviewHidden' as const, data: { reviewId: 'pu1', productId: 'p1', hiddenAt: now } };
    spec
      .given([writtenEvent])
      .when(moderate({ hidden: true, reply: ' 감사합니다 ' }))
      .then([hidden, { type: 'ReviewReplied', data: { reviewId: 'pu1', productId: 'p1', reply: '감사합니다', repliedAt: now } }]);
    spec
      .given([writtenEvent, hidden])
      .when(moderate({ hidden: true }))
      .thenNothingHappened();
    spec
      .given([writtenEvent, hidden])
      .when(moderate({ hidden: false }))
      .then([{ type: 'ReviewShown', data: { reviewId: 'pu1', productId: 'p1', shownAt: now } }]);
    spec
      .given([])
      .when(moderate({ hidden: true }))
      .thenThrows('REVIEW_NOT_FOUND');
  });
});
