import type { CenterPostEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { documentVersions } from '../../content/index.js';
import { centerPostSource } from './center-post-history.js';
import { centerPostDecider } from './center-post.decider.js';

const fields = { title: '설 연휴 배송 안내', content: '<p>27일부터 쉽니다</p>', category: null, pinned: true, shows: true, index: 0 };
const published: CenterPostEvent = {
  type: 'CenterPostPublished',
  data: { postId: 'p1', kind: 'NOTICE', ...fields, by: 'staff-1', at: '2026-11-27T01:00:00.000Z' },
};
const edited: CenterPostEvent = {
  type: 'CenterPostEdited',
  data: { postId: 'p1', ...fields, title: '설 연휴 배송 일정 변경', pinned: false, by: 'staff-2', at: '2026-11-28T01:00:00.000Z' },
};
const stored = (events: CenterPostEvent[]): StoredEvent[] =>
  events.map((e, revision) => ({
    id: `e${revision}`,
    type: e.type,
    data: e.data as unknown as Record<string, unknown>,
    metadata: { userId: null, at: e.data.at },
    streamId: 'center-post-p1',
    revision,
    position: revision + 1,
  }));
const versionsOf = (events: CenterPostEvent[], kind: 'NOTICE' | 'FAQ' = 'NOTICE') => {
  const source = centerPostSource(kind, 'p1');
  return documentVersions(stored(events).map((s) => ({ event: source.asDocumentEvent(s)!, revision: s.revision, at: s.metadata.at, userId: null })));
};
const fold = (events: CenterPostEvent[]) => events.reduce(centerPostDecider.evolve, centerPostDecider.initialState());

describe('a customer centre post’s history (issue 14)', () => {
  it('reads published and edited as versions with their authors and changed fields', () => {
    expect(versionsOf([published, edited]).map((v) => [v.version, v.type, v.by, v.changed])).toEqual([
      [0, 'created', 'staff-1', ['category', 'content', 'index', 'pinned', 'shows', 'title']],
      [1, 'updated', 'staff-2', ['pinned', 'title']],
    ]);
  });

  it('is not the history of an FAQ when the post is a notice', () => {
    expect(centerPostSource('FAQ', 'p1').asDocumentEvent(stored([published])[0]!)).toBeNull();
  });

  it('restoring version 0 yields version 0’s post again, named by the restoring staff member', () => {
    const version0 = versionsOf([published, edited])[0]!.fields!;
    const command = centerPostSource('NOTICE', 'p1').restoreCommand(0, version0, { userId: 'staff-3', now: '2026-11-29T01:00:00.000Z' });
    const events = centerPostDecider.decide(command as Parameters<typeof centerPostDecider.decide>[0], fold([published, edited]));
    expect(events).toEqual([{ type: 'CenterPostEdited', data: { postId: 'p1', ...fields, by: 'staff-3', at: '2026-11-29T01:00:00.000Z', restoredFrom: 0 } }]);
    const after = fold([published, edited, ...events]);
    expect(after).toMatchObject({ status: 'live', ...fields, updatedBy: 'staff-3' });
    expect(after).not.toHaveProperty('restoredFrom');
  });
});
