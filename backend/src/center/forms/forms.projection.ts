import { Injectable } from '@nestjs/common';
import type { FormEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { formDecider, type FormState } from './form.decider.js';

/** Read-model collection of customer centre forms: one document per form (`_id` its id), gone once deleted. */
export const CENTER_FORMS = 'center_forms';

/** A form as stored: the decider's state of a sent form. */
export type FormDoc = Extract<FormState, { status: 'sent' }> & { _id: string };

const EVENTS = ['FormSent', 'FormEdited', 'FormAnswered', 'FormDeleted'];

/** Mirrors each form, folded with its own decider (the read model equals the stream's state). */
@Injectable()
export class FormsProjection implements Projection {
  readonly name = 'center-forms';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = EVENTS;
  readonly collections = [CENTER_FORMS];
  readonly indexes: Record<string, IndexSpec[]> = {
    [CENTER_FORMS]: [
      { key: { userId: 1, createdAt: -1 } },
      { key: { code: 1, createdAt: -1 } },
      { key: { answerStatus: 1, createdAt: -1 } },
      { key: { createdAt: -1 } },
    ],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as FormEvent;
    const id = event.data.formId;
    await applyOnce<FormDoc>(store, CENTER_FORMS, id, stored, (doc) => {
      const next = formDecider.evolve(doc ?? formDecider.initialState(), event);
      return next.status === 'sent' ? { _id: id, ...next } : null;
    });
  }
}
