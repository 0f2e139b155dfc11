import type { DocumentEvent } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';

export type DocumentCommand =
  | { type: 'CreateDocument'; collection: string; documentId: string; fields: Record<string, unknown>; now: string }
  | { type: 'UpdateDocument'; collection: string; documentId: string; fields: Record<string, unknown>; now: string }
  | { type: 'DeleteDocument'; collection: string; documentId: string; now: string };

export type DocumentState = { status: 'absent' | 'deleted' } | { status: 'present'; fields: Record<string, unknown> };

/**
 * A plain content document (stream `document-{collection}:{id}`): banners, band banners,
 * popups, settings. Created once, updated by field, deleted once.
 */
export const documentDecider: Decider<DocumentCommand, DocumentEvent, DocumentState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'DocumentCreated':
        return { status: 'present', fields: event.data.fields };
      case 'DocumentUpdated':
        return state.status === 'present' ? { status: 'present', fields: { ...state.fields, ...event.data.fields } } : state;
      case 'DocumentDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    const { collection, documentId, now } = command;
    switch (command.type) {
      case 'CreateDocument':
        if (state.status !== 'absent') throw new DomainError('DOCUMENT_EXISTS', '이미 등록된 항목입니다', 409);
        return [{ type: 'DocumentCreated', data: { collection, documentId, fields: command.fields, createdAt: now } }];
      case 'UpdateDocument':
        if (state.status !== 'present') throw new DomainError('DOCUMENT_NOT_FOUND', '항목을 찾을 수 없습니다', 404);
        return [{ type: 'DocumentUpdated', data: { collection, documentId, fields: command.fields, updatedAt: now } }];
      case 'DeleteDocument':
        if (state.status !== 'present') throw new DomainError('DOCUMENT_NOT_FOUND', '항목을 찾을 수 없습니다', 404);
        return [{ type: 'DocumentDeleted', data: { collection, documentId, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};
