import { Injectable } from '@nestjs/common';
import type { QuestionEvent } from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { questionDecider, type QuestionState } from './question.decider.js';

/** Read-model collection of customer centre questions: one document per question (`_id` its id), gone once deleted. */
export const CENTER_QUESTIONS = 'center_questions';

/** A question as stored: the decider's state of an asked question. */
export type QuestionDoc = Extract<QuestionState, { status: 'asked' }> & { _id: string };

const EVENTS = ['QuestionAsked', 'QuestionEdited', 'QuestionImageAttached', 'QuestionAnswered', 'QuestionDeleted'];

/** Mirrors each question, folded with its own decider (the read model equals the stream's state). */
@Injectable()
export class QuestionsProjection implements Projection {
  readonly name = 'center-questions';
  /** Bump when the documents it writes change. */
  readonly version = 1;
  readonly handles = EVENTS;
  readonly collections = [CENTER_QUESTIONS];
  readonly indexes: Record<string, IndexSpec[]> = {
    [CENTER_QUESTIONS]: [{ key: { userId: 1, audience: 1, createdAt: -1 } }, { key: { answerStatus: 1, createdAt: -1 } }, { key: { createdAt: -1 } }],
  };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = { type: stored.type, data: stored.data } as QuestionEvent;
    const id = event.data.questionId;
    await applyOnce<QuestionDoc>(store, CENTER_QUESTIONS, id, stored, (doc) => {
      const next = questionDecider.evolve(doc ?? questionDecider.initialState(), event);
      return next.status === 'asked' ? { _id: id, ...next } : null;
    });
  }
}
