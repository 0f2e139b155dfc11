import { MAX_MEMBER_INQUIRY_IMAGES, type AnswerStatus, type InquiryCategory, type InquiryEvent, type InquiryOrderRef } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import { InquiryAnsweredError, InquiryExistsError, InquiryImageIndexError, InquiryNotFoundError, InquiryOrderNotFoundError } from '../center.errors.js';

/**
 * The order a member names on an inquiry, as the handler found it: `requested` the id sent (null
 * for none), `found` the member's own order of that id, or null when there is none of theirs.
 */
export interface InquiryOrderFact {
  requested: string | null;
  found: InquiryOrderRef | null;
}

/** A member asks a 1:1 inquiry (POST /api/v1/me/inquiries); the writer's username and name and the order come from other contexts' facts. */
export type AskInquiry = Command<
  'AskInquiry',
  { inquiryId: string; userId: string; username: string; name: string; category: InquiryCategory; order: InquiryOrderFact; subject: string; content: string }
>;
/** The writer changes the inquiry (PUT /api/v1/me/inquiries/{id}); `images` the attached URLs kept (absent: all). */
export type EditInquiry = Command<
  'EditInquiry',
  { inquiryId: string; userId: string; category: InquiryCategory; order: InquiryOrderFact; subject: string; content: string; images?: string[] }
>;
/** The writer puts a stored picture at `index` (POST /api/v1/me/inquiries/{id}/images/{index}). */
export type AttachInquiryImage = Command<'AttachInquiryImage', { inquiryId: string; userId: string; index: number; url: string }>;
/** Staff answer, or change the answer (PUT /api/console/inquiries/{id}). */
export type AnswerInquiry = Command<'AnswerInquiry', { inquiryId: string; staffId: string; answer: string }>;
/** Staff set the answer state (PUT /api/console/inquiries/{id}/state). */
export type SetInquiryState = Command<'SetInquiryState', { inquiryId: string; staffId: string; status: AnswerStatus }>;
/** The writer deletes the inquiry (DELETE /api/v1/me/inquiries/{id}). */
export type DeleteInquiry = Command<'DeleteInquiry', { inquiryId: string; userId: string }>;
export type InquiryCommand = AskInquiry | EditInquiry | AttachInquiryImage | AnswerInquiry | SetInquiryState | DeleteInquiry;

/** A 1:1 inquiry as its stream folds (spec §2 /mypage/inquiries, §4 Inquiry answer, §9 categories). */
export type InquiryState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | {
      status: 'asked';
      inquiryId: string;
      userId: string;
      username: string;
      name: string;
      category: InquiryCategory;
      order: InquiryOrderRef | null;
      subject: string;
      content: string;
      images: string[];
      answerStatus: AnswerStatus;
      answer: { content: string; answeredAt: string } | null;
      answeredBy: string | null;
      createdAt: string;
      updatedAt: string;
    };

/** The order the inquiry will refer to; throws InquiryOrderNotFoundError when one was named that is not the member's. */
const orderOf = (fact: InquiryOrderFact): InquiryOrderRef | null => {
  if (fact.requested === null) return null;
  if (!fact.found || fact.found._id !== fact.requested) throw new InquiryOrderNotFoundError();
  return fact.found;
};

/**
 * A member's 1:1 inquiry (stream `inquiry-{inquiryId}`, spec §2 /mypage/inquiries, §7 Me
 * "me/inquiries: CRUD", Console "inquiries (plus PUT {id}/state)"): a private question about the
 * account or one of the member's own orders. The writer may change it, add up to five pictures
 * one place at a time, or delete it only while it awaits its answer (ANSWER_AWAITING); staff answer
 * it (ANSWER_COMPLETE), may change the answer, and set the state by hand (back to awaiting opens it
 * to the writer again). Subject, content and answer are kept as plain text.
 * @throws InquiryExistsError (409) asking with an id taken; InquiryNotFoundError (404) for a deleted
 * inquiry or one not the writer's; InquiryAnsweredError (409) the writer changing, adding pictures
 * or deleting once answered; InquiryImageIndexError (400) for a picture place past the next free
 * one or the fifth; InquiryOrderNotFoundError (404) naming an order that is not the member's.
 */
export const inquiryDecider: Decider<InquiryCommand, InquiryEvent, InquiryState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'InquiryAsked': {
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
      case 'InquiryEdited': {
        if (state.status !== 'asked') return state;
        const { category, order, subject, content, images, editedAt } = event.data;
        return { ...state, category, order, subject, content, images, updatedAt: editedAt };
      }
      case 'InquiryImageAttached': {
        if (state.status !== 'asked') return state;
        const images = [...state.images];
        images[event.data.index] = event.data.url;
        return { ...state, images, updatedAt: event.data.attachedAt };
      }
      case 'InquiryAnswered':
        if (state.status !== 'asked') return state;
        return {
          ...state,
          answerStatus: 'ANSWER_COMPLETE',
          answer: { content: event.data.answer, answeredAt: event.data.answeredAt },
          answeredBy: event.data.answeredBy,
        };
      case 'InquiryStateChanged':
        if (state.status !== 'asked') return state;
        return { ...state, answerStatus: event.data.status };
      case 'InquiryDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    if (command.type === 'AskInquiry') {
      if (state.status !== 'absent') throw new InquiryExistsError();
      const { order, subject, content, ...rest } = command.data;
      return [{ type: 'InquiryAsked', data: { ...rest, order: orderOf(order), subject: plainText(subject), content: plainText(content), askedAt: now } }];
    }
    if (state.status !== 'asked') throw new InquiryNotFoundError();
    const { inquiryId } = command.data;
    switch (command.type) {
      case 'EditInquiry': {
        if (state.userId !== command.data.userId) throw new InquiryNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new InquiryAnsweredError();
        const kept = command.data.images;
        const images = kept ? state.images.filter((url) => kept.includes(url)) : state.images;
        const data = {
          inquiryId,
          category: command.data.category,
          order: orderOf(command.data.order),
          subject: plainText(command.data.subject),
          content: plainText(command.data.content),
          images,
        };
        const same =
          data.category === state.category &&
          data.order?._id === state.order?._id &&
          data.subject === state.subject &&
          data.content === state.content &&
          images.length === state.images.length;
        return same ? [] : [{ type: 'InquiryEdited', data: { ...data, editedBy: command.data.userId, editedAt: now } }];
      }
      case 'AttachInquiryImage': {
        if (state.userId !== command.data.userId) throw new InquiryNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new InquiryAnsweredError();
        const { index, url, userId } = command.data;
        if (!Number.isInteger(index) || index < 0 || index >= MAX_MEMBER_INQUIRY_IMAGES || index > state.images.length) throw new InquiryImageIndexError();
        return [{ type: 'InquiryImageAttached', data: { inquiryId, index, url, attachedBy: userId, attachedAt: now } }];
      }
      case 'AnswerInquiry': {
        const answer = plainText(command.data.answer);
        if (state.answer?.content === answer && state.answerStatus === 'ANSWER_COMPLETE') return [];
        return [{ type: 'InquiryAnswered', data: { inquiryId, answer, answeredBy: command.data.staffId, answeredAt: now } }];
      }
      case 'SetInquiryState': {
        if (state.answerStatus === command.data.status) return [];
        return [{ type: 'InquiryStateChanged', data: { inquiryId, status: command.data.status, changedBy: command.data.staffId, changedAt: now } }];
      }
      case 'DeleteInquiry': {
        if (state.userId !== command.data.userId) throw new InquiryNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new InquiryAnsweredError();
        return [{ type: 'InquiryDeleted', data: { inquiryId, deletedBy: command.data.userId, deletedAt: now } }];
      }
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of one 1:1 inquiry. */
export const inquiryStream = (inquiryId: string): string => `inquiry-${inquiryId}`;
