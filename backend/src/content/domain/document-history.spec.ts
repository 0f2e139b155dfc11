import type { DocumentEvent } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { documentVersions } from './document-history.js';
import { documentDecider, type DocumentState } from './document.decider.js';

const ref = { collection: 'popups', documentId: 'p1' };
const at = (minute: number) => `2026-11-29T10:0${minute}:00.000Z`;
const created: DocumentEvent = { type: 'DocumentCreated', data: { ...ref, fields: { title: '봄맞이 할인', width: 400 }, createdAt: at(0), by: 'staff-1' } };
const retitled: DocumentEvent = { type: 'DocumentUpdated', data: { ...ref, fields: { title: '여름 세일', width: 400 }, updatedAt: at(1), by: 'staff-2' } };
const linked: DocumentEvent = { type: 'DocumentUpdated', data: { ...ref, fields: { href: '/event/summer' }, updatedAt: at(2), by: 'staff-2' } };
const history = [created, retitled, linked];
const fold = (events: DocumentEvent[]): DocumentState => events.reduce(documentDecider.evolve, documentDecider.initialState());
const stream = (events: DocumentEvent[]) => events.map((event, revision) => ({ event, revision, at: at(revision), userId: 'staff-x' }));

describe('content document history (issue 14)', () => {
  it('lists each version with its author and the fields it changed', () => {
    const versions = documentVersions(stream(history));
    expect(versions.map((v) => [v.version, v.type, v.by, v.changed])).toEqual([
      [0, 'created', 'staff-1', ['title', 'width']],
      [1, 'updated', 'staff-2', ['title']],
      [2, 'updated', 'staff-2', ['href']],
    ]);
  });

  it('restoring version 0 yields exactly version 0’s fields: changed ones back, ones added since removed', () => {
    const version0 = documentVersions(stream(history))[0]!.fields!;
    const [event] = documentDecider.decide(
      { type: 'RestoreDocument', data: { ...ref, version: 0, fields: version0 }, metadata: { userId: 'staff-3', now: at(3) } },
      fold(history),
    );
    expect(event).toEqual({
      type: 'DocumentUpdated',
      data: { ...ref, fields: { title: '봄맞이 할인' }, removed: ['href'], updatedAt: at(3), by: 'staff-3', restoredFrom: 0 },
    });
    expect(fold([...history, event!])).toEqual({ status: 'present', fields: { title: '봄맞이 할인', width: 400 } });
    expect(documentVersions(stream([...history, event!]))[3]).toMatchObject({ type: 'updated', by: 'staff-3', changed: ['href', 'title'], restoredFrom: 0 });
  });

  it('refuses to restore a deleted document (409) and a missing one (404)', () => {
    const deleted: DocumentEvent = { type: 'DocumentDeleted', data: { ...ref, deletedAt: at(3), by: 'staff-1' } };
    const restore = { type: 'RestoreDocument' as const, data: { ...ref, version: 0, fields: {} }, metadata: { userId: 'staff-3', now: at(4) } };
    deciderSpec(documentDecider)
      .given([...history, deleted])
      .when(restore)
      .thenThrows('DOCUMENT_DELETED');
    deciderSpec(documentDecider).given([]).when(restore).thenThrows('DOCUMENT_NOT_FOUND');
  });
});
