import { MAX_INQUIRY_IMAGES, type AnswerStatus, type ProductInquiryEvent } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ProductInquiryAnsweredError, ProductInquiryExistsError, ProductInquiryImageIndexError, ProductInquiryNotFoundError } from '../catalog.errors.js';

/** A member asks about a product (POST /api/v1/me/inquires); the product's name and the writer's username come from the use of facts. */
export type WriteProductInquiry = Command<
  'WriteProductInquiry',
  { inquiryId: string; productId: string; productName: string; userId: string; username: string; subject: string; content: string; secret: boolean }
>;
/** The writer changes the question (PUT /api/v1/me/inquires/{id}); `images` the attached URLs kept (absent: all). */
export type EditProductInquiry = Command<
  'EditProductInquiry',
  { inquiryId: string; userId: string; subject: string; content: string; secret: boolean; images?: string[] }
>;
/** The writer puts a stored picture at `index` (POST /api/v1/me/inquires/{id}/images/{index}). */
export type AttachProductInquiryImage = Command<'AttachProductInquiryImage', { inquiryId: string; userId: string; index: number; url: string }>;
/** Staff answer, or change the answer (PUT /api/console/shop/inquires/{id}). */
export type AnswerProductInquiry = Command<'AnswerProductInquiry', { inquiryId: string; staffId: string; answer: string }>;
/** The writer (`userId`) or staff (`userId` null) delete the question. */
export type DeleteProductInquiry = Command<'DeleteProductInquiry', { inquiryId: string; userId: string | null; deletedBy: string }>;
export type ProductInquiryCommand = WriteProductInquiry | EditProductInquiry | AttachProductInquiryImage | AnswerProductInquiry | DeleteProductInquiry;

/** A product inquiry as its stream folds (spec §3 Product inquiry, §4 Inquiry answer). */
export type ProductInquiryState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | {
      status: 'written';
      inquiryId: string;
      productId: string;
      productName: string;
      userId: string;
      username: string;
      subject: string;
      content: string;
      secret: boolean;
      images: string[];
      answerStatus: AnswerStatus;
      answer: { content: string; answeredAt: string } | null;
      createdAt: string;
      updatedAt: string;
    };

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text a person writes, kept as plain text: control characters other than line breaks and tabs
 * removed, Windows line ends made `\n`, trimmed. It is never rendered as HTML.
 */
export const plainText = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();

/**
 * A product inquiry (stream `product-inquiry-{inquiryId}`, spec §2 product inquiry dialog, §3, §4):
 * written by a member with subject, content, a secret flag and up to {@link MAX_INQUIRY_IMAGES}
 * pictures added one place at a time; its writer may change it only while it awaits its answer
 * (ANSWER_AWAITING) and delete it at any time; staff answer it (ANSWER_COMPLETE) and may change
 * the answer or delete it.
 * @throws ProductInquiryExistsError (409) writing an id taken; ProductInquiryNotFoundError (404)
 * for a deleted inquiry or one not the writer's; ProductInquiryAnsweredError (422) editing or adding
 * pictures once answered; ProductInquiryImageIndexError (400) for a place past the next free one or the tenth.
 */
export const productInquiryDecider: Decider<ProductInquiryCommand, ProductInquiryEvent, ProductInquiryState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ProductInquiryWritten': {
        const { writtenAt, ...rest } = event.data;
        return { status: 'written', ...rest, images: [], answerStatus: 'ANSWER_AWAITING', answer: null, createdAt: writtenAt, updatedAt: writtenAt };
      }
      case 'ProductInquiryEdited': {
        if (state.status !== 'written') return state;
        const { subject, content, secret, images, editedAt } = event.data;
        return { ...state, subject, content, secret, images, updatedAt: editedAt };
      }
      case 'ProductInquiryImageAttached': {
        if (state.status !== 'written') return state;
        const images = [...state.images];
        images[event.data.index] = event.data.url;
        return { ...state, images, updatedAt: event.data.attachedAt };
      }
      case 'ProductInquiryAnswered':
        if (state.status !== 'written') return state;
        return { ...state, answerStatus: 'ANSWER_COMPLETE', answer: { content: event.data.answer, answeredAt: event.data.answeredAt } };
      case 'ProductInquiryDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    if (command.type === 'WriteProductInquiry') {
      if (state.status !== 'absent') throw new ProductInquiryExistsError();
      const { subject, content, ...rest } = command.data;
      return [{ type: 'ProductInquiryWritten', data: { ...rest, subject: plainText(subject), content: plainText(content), writtenAt: now } }];
    }
    if (state.status !== 'written') throw new ProductInquiryNotFoundError();
    const { inquiryId } = command.data;
    switch (command.type) {
      case 'EditProductInquiry': {
        if (state.userId !== command.data.userId) throw new ProductInquiryNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new ProductInquiryAnsweredError();
        const kept = command.data.images;
        const images = kept ? state.images.filter((url) => kept.includes(url)) : state.images;
        const data = { inquiryId, subject: plainText(command.data.subject), content: plainText(command.data.content), secret: command.data.secret, images };
        const same = data.subject === state.subject && data.content === state.content && data.secret === state.secret && images.length === state.images.length;
        return same ? [] : [{ type: 'ProductInquiryEdited', data: { ...data, editedAt: now } }];
      }
      case 'AttachProductInquiryImage': {
        if (state.userId !== command.data.userId) throw new ProductInquiryNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new ProductInquiryAnsweredError();
        const { index, url } = command.data;
        if (!Number.isInteger(index) || index < 0 || index >= MAX_INQUIRY_IMAGES || index > state.images.length) throw new ProductInquiryImageIndexError();
        return [{ type: 'ProductInquiryImageAttached', data: { inquiryId, index, url, attachedAt: now } }];
      }
      case 'AnswerProductInquiry': {
        const answer = plainText(command.data.answer);
        if (state.answer?.content === answer) return [];
        return [{ type: 'ProductInquiryAnswered', data: { inquiryId, answer, answeredBy: command.data.staffId, answeredAt: now } }];
      }
      case 'DeleteProductInquiry':
        if (command.data.userId !== null && state.userId !== command.data.userId) throw new ProductInquiryNotFoundError();
        return [{ type: 'ProductInquiryDeleted', data: { inquiryId, deletedBy: command.data.deletedBy, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of one product inquiry. */
export const productInquiryStream = (inquiryId: string): string => `product-inquiry-${inquiryId}`;
