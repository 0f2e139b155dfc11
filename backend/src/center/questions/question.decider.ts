import { MAX_QUESTION_IMAGES, type AnswerStatus, type QuestionAudience, type QuestionCategory, type QuestionEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import { QuestionAnsweredError, QuestionExistsError, QuestionImageIndexError, QuestionNotFoundError, QuestionNotPromoterError } from '../center.errors.js';

/**
 * A member asks a question (POST /api/v1/center/questions). The writer's username and name and
 * whether they are an approved promoter (`askerIsPromoter`) come from the other contexts' facts.
 */
export type AskQuestion = Command<
  'AskQuestion',
  {
    questionId: string;
    userId: string;
    username: string;
    name: string;
    audience: QuestionAudience;
    askerIsPromoter: boolean;
    category: QuestionCategory;
    subject: string;
    content: string;
  }
>;
/** The writer changes the question (PUT /api/v1/center/questions/{id}); `images` the attached URLs kept (absent: all). */
export type EditQuestion = Command<
  'EditQuestion',
  { questionId: string; userId: string; category: QuestionCategory; subject: string; content: string; images?: string[] }
>;
/** The writer puts a stored picture at `index` (POST /api/v1/center/questions/{id}/images/{index}). */
export type AttachQuestionImage = Command<'AttachQuestionImage', { questionId: string; userId: string; index: number; url: string }>;
/** Staff answer, or change the answer (PUT /api/console/center/questions/{id}). */
export type AnswerQuestion = Command<'AnswerQuestion', { questionId: string; staffId: string; answer: string }>;
/** The writer (`userId`, no reason) or staff (`userId` null, with a reason) delete the question. */
export type DeleteQuestion = Command<'DeleteQuestion', { questionId: string; userId: string | null; deletedBy: string; reason: string | null }>;
export type QuestionCommand = AskQuestion | EditQuestion | AttachQuestionImage | AnswerQuestion | DeleteQuestion;

/** A question as its stream folds (spec §7 Center questions, §4 Inquiry answer, §9 categories). */
export type QuestionState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | {
      status: 'asked';
      questionId: string;
      userId: string;
      username: string;
      name: string;
      audience: QuestionAudience;
      category: QuestionCategory;
      subject: string;
      content: string;
      images: string[];
      answerStatus: AnswerStatus;
      answer: { content: string; answeredAt: string } | null;
      answeredBy: string | null;
      createdAt: string;
      updatedAt: string;
    };

/**
 * A customer centre question (stream `question-{questionId}`, spec §2 mypage/promoter questions,
 * §7 Center questions): asked by a member from the member or (approved promoters only) the
 * promoter area; its writer may change or delete it only while it awaits its answer
 * (ANSWER_AWAITING), adding up to five pictures one place at a time; staff answer it (ANSWER_COMPLETE), may change the answer, and delete it at any
 * time with a reason. Subject, content and answer are kept as plain text.
 * @throws QuestionExistsError (409) asking with an id taken; QuestionNotPromoterError (403) asking
 * from the promoter area without approval; QuestionNotFoundError (404) for a deleted question or
 * one not the writer's; QuestionAnsweredError (409) the writer editing, adding pictures or deleting once
 * answered; QuestionImageIndexError (400) for a picture place past the next free one or the fifth.
 */
export const questionDecider: Decider<QuestionCommand, QuestionEvent, QuestionState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'QuestionAsked': {
        const { askedAt, ...rest } = event.data;
        return {
          status: 'asked',
          ...rest,
          images: [],
          answerStatus: 'ANSWER_AWAITING',
          answer: null,
          answeredBy: null,
          createdAt: askedAt,
          updatedAt: askedAt,
        };
      }
      case 'QuestionEdited': {
        if (state.status !== 'asked') return state;
        const { category, subject, content, images, editedAt } = event.data;
        return { ...state, category, subject, content, images, updatedAt: editedAt };
      }
      case 'QuestionImageAttached': {
        if (state.status !== 'asked') return state;
        const images = [...state.images];
        images[event.data.index] = event.data.url;
        return { ...state, images, updatedAt: event.data.attachedAt };
      }
      case 'QuestionAnswered':
        if (state.status !== 'asked') return state;
        return {
          ...state,
          answerStatus: 'ANSWER_COMPLETE',
          answer: { content: event.data.answer, answeredAt: event.data.answeredAt },
          answeredBy: event.data.answeredBy,
        };
      case 'QuestionDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    if (command.type === 'AskQuestion') {
      if (state.status !== 'absent') throw new QuestionExistsError();
      const { askerIsPromoter, subject, content, ...rest } = command.data;
      if (rest.audience === 'PROMOTER' && !askerIsPromoter) throw new QuestionNotPromoterError();
      return [{ type: 'QuestionAsked', data: { ...rest, subject: plainText(subject), content: plainText(content), askedAt: now } }];
    }
    if (state.status !== 'asked') throw new QuestionNotFoundError();
    const { questionId } = command.data;
    switch (command.type) {
      case 'EditQuestion': {
        if (state.userId !== command.data.userId) throw new QuestionNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new QuestionAnsweredError();
        const kept = command.data.images;
        const images = kept ? state.images.filter((url) => kept.includes(url)) : state.images;
        const data = {
          questionId,
          category: command.data.category,
          subject: plainText(command.data.subject),
          content: plainText(command.data.content),
          images,
        };
        const same =
          data.category === state.category && data.subject === state.subject && data.content === state.content && images.length === state.images.length;
        return same ? [] : [{ type: 'QuestionEdited', data: { ...data, editedBy: command.data.userId, editedAt: now } }];
      }
      case 'AttachQuestionImage': {
        if (state.userId !== command.data.userId) throw new QuestionNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new QuestionAnsweredError();
        const { index, url, userId } = command.data;
        if (!Number.isInteger(index) || index < 0 || index >= MAX_QUESTION_IMAGES || index > state.images.length) throw new QuestionImageIndexError();
        return [{ type: 'QuestionImageAttached', data: { questionId, index, url, attachedBy: userId, attachedAt: now } }];
      }
      case 'AnswerQuestion': {
        const answer = plainText(command.data.answer);
        if (state.answer?.content === answer) return [];
        return [{ type: 'QuestionAnswered', data: { questionId, answer, answeredBy: command.data.staffId, answeredAt: now } }];
      }
      case 'DeleteQuestion': {
        const { userId, deletedBy, reason } = command.data;
        if (userId !== null) {
          if (state.userId !== userId) throw new QuestionNotFoundError();
          if (state.answerStatus !== 'ANSWER_AWAITING') throw new QuestionAnsweredError();
        }
        return [{ type: 'QuestionDeleted', data: { questionId, deletedBy, reason: reason === null ? null : plainText(reason), deletedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of one question. */
export const questionStream = (questionId: string): string => `question-${questionId}`;
