import type { CenterPostEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { centerPostDecider, type CenterPostCommand } from './center-post.decider.js';

const spec = deciderSpec(centerPostDecider);
const metadata = { userId: 'staff-1', now: '2026-11-28T01:00:00.000Z' };
const publish = (kind: 'NOTICE' | 'FAQ', input: Record<string, unknown>): CenterPostCommand => ({
  type: 'PublishCenterPost',
  data: { postId: 'p1', kind, input: { title: '배송 안내', content: '<p>안내</p>', ...input }, by: 'staff-1' },
  metadata,
});
const published: CenterPostEvent = {
  type: 'CenterPostPublished',
  data: {
    postId: 'p1',
    kind: 'NOTICE',
    title: '설 연휴 배송 안내',
    content: '<p>연휴 동안 출고가 멈춥니다</p>',
    category: null,
    pinned: true,
    shows: true,
    index: 0,
    by: 'staff-1',
    at: '2026-11-27T01:00:00.000Z',
  },
};

describe('a customer centre post (notice or FAQ)', () => {
  it('publishes a notice with its content sanitised and its title as plain text, pinned when asked', () =>
    spec
      .given([])
      .when(publish('NOTICE', { title: ' 설 연휴 배송 안내 ', content: '<p>연휴 동안 출고가 멈춥니다</p><script>alert(1)</script>', pinned: true }))
      .then([{ ...published, data: { ...published.data, at: metadata.now } }]));

  it('files an FAQ in its category and order, never pinned', () =>
    spec
      .given([])
      .when(publish('FAQ', { title: '배송은 얼마나 걸리나요?', content: '<p>2~3일</p>', category: 'delivery', index: 3, pinned: true }))
      .then([
        {
          type: 'CenterPostPublished',
          data: {
            postId: 'p1',
            kind: 'FAQ',
            title: '배송은 얼마나 걸리나요?',
            content: '<p>2~3일</p>',
            category: 'delivery',
            pinned: false,
            shows: true,
            index: 3,
            by: 'staff-1',
            at: metadata.now,
          },
        },
      ]));

  it('publishes an id once (a retried request writes nothing)', () => spec.given([published]).when(publish('NOTICE', {})).then([]));

  it('refuses to edit or delete a post through the other kind’s list, or a deleted one (404)', () => {
    const editAsFaq: CenterPostCommand = {
      type: 'EditCenterPost',
      data: { postId: 'p1', kind: 'FAQ', input: { title: '질문', content: '답' }, by: 's' },
      metadata,
    };
    spec.given([published]).when(editAsFaq).thenThrows('CENTER_POST_NOT_FOUND');
    const deleted: CenterPostEvent = { type: 'CenterPostDeleted', data: { postId: 'p1', by: 's', at: metadata.now } };
    spec
      .given([published, deleted])
      .when({ type: 'DeleteCenterPost', data: { postId: 'p1', kind: 'NOTICE', by: 's' }, metadata })
      .thenThrows('CENTER_POST_NOT_FOUND');
  });

  it('rewrites a notice with the author of the change', () =>
    spec
      .given([published])
      .when({
        type: 'EditCenterPost',
        data: { postId: 'p1', kind: 'NOTICE', input: { title: '설 연휴 배송 안내 (변경)', content: '<p>바뀜</p>', shows: false }, by: 'staff-2' },
        metadata,
      })
      .then([
        {
          type: 'CenterPostEdited',
          data: {
            postId: 'p1',
            title: '설 연휴 배송 안내 (변경)',
            content: '<p>바뀜</p>',
            category: null,
            pinned: false,
            shows: false,
            index: 0,
            by: 'staff-2',
            at: metadata.now,
          },
        },
      ]));
});
