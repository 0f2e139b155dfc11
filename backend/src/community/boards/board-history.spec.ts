import type { BoardEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import { documentVersions } from '../../content/index.js';
import { boardSource } from './board-history.js';
import { boardDecider } from './board.decider.js';

const fields = { category: 'news' as const, subject: '전시장 오픈', content: '<p>성수에 엽니다</p>', pinned: false, shows: true };
const writer = { userId: 'staff-1', username: 'admin02', name: '관리자', staff: true };
const events: BoardEvent[] = [
  { type: 'BoardWritten', data: { boardId: 'b1', ...fields, writer, at: '2026-11-27T01:00:00.000Z' } },
  { type: 'BoardViewed', data: { boardId: 'b1', from: 'link', at: '2026-11-27T02:00:00.000Z' } },
  { type: 'BoardEdited', data: { boardId: 'b1', ...fields, subject: '전시장 오픈 연기', by: 'staff-2', at: '2026-11-28T01:00:00.000Z' } },
  { type: 'BoardShowsSet', data: { boardId: 'b1', shows: false, by: 'staff-1', at: '2026-11-28T02:00:00.000Z' } },
];
const stored = (list: BoardEvent[]): StoredEvent[] =>
  list.map((e, revision) => ({
    id: `e${revision}`,
    type: e.type,
    data: e.data as unknown as Record<string, unknown>,
    metadata: { userId: null, at: e.data.at },
    streamId: 'board-b1',
    revision,
    position: revision + 1,
  }));
const source = boardSource('b1');
const versionsOf = (list: BoardEvent[]) =>
  documentVersions(
    stored(list)
      .filter((s) => source.isVersion!(s))
      .map((s) => ({ event: source.asDocumentEvent(s)!, revision: s.revision, at: s.metadata.at, userId: null })),
  );
const fold = (list: BoardEvent[]) => list.reduce(boardDecider.evolve, boardDecider.initialState());

describe('a board post’s history (issue 14)', () => {
  it('reads written, edited and shown or hidden as versions with their authors, and leaves views out', () => {
    expect(versionsOf(events).map((v) => [v.version, v.type, v.by, v.changed])).toEqual([
      [0, 'created', 'staff-1', ['category', 'content', 'pinned', 'shows', 'subject']],
      [2, 'updated', 'staff-2', ['subject']],
      [3, 'updated', 'staff-1', ['shows']],
    ]);
  });

  it('restoring version 0 is the post’s own edit by the restoring staff member, yielding version 0’s fields again', () => {
    const version0 = versionsOf(events)[0]!.fields!;
    const command = source.restoreCommand(0, version0, { userId: 'staff-3', now: '2026-11-29T01:00:00.000Z' });
    const written = boardDecider.decide(command as Parameters<typeof boardDecider.decide>[0], fold(events));
    expect(written).toEqual([{ type: 'BoardEdited', data: { boardId: 'b1', ...fields, by: 'staff-3', at: '2026-11-29T01:00:00.000Z', restoredFrom: 0 } }]);
    const after = fold([...events, ...written]);
    expect(after).toMatchObject({ status: 'live', ...fields });
    expect(after).not.toHaveProperty('restoredFrom');
  });
});
