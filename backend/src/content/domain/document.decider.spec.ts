import type { DocumentCreated } from '@shop/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { documentDecider } from './document.decider.js';

const now = '2026-11-27T00:00:00.000Z';
const created: DocumentCreated = {
  type: 'DocumentCreated',
  data: { collection: 'settings', documentId: 'shop', fields: { shopName: '세라메종' }, createdAt: now, by: null },
};

describe('content documents', () => {
  it('records who changed a document (the console codes and settings write through it)', () => {
    const fields = { displayCodes: [{ value: 'new_arrival', text: '신상 입고', color: '#aa3300', shows: true }] };
    deciderSpec(documentDecider)
      .given([created])
      .when({ type: 'UpdateDocument', data: { collection: 'settings', documentId: 'shop', fields }, metadata: { userId: 'staff-1', now } })
      .then([{ type: 'DocumentUpdated', data: { collection: 'settings', documentId: 'shop', fields, updatedAt: now, by: 'staff-1' } }]);
  });
});
