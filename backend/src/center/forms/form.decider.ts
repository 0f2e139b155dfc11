import {
  FORM_KINDS,
  MAX_FORM_FILES,
  digitsOnly,
  type AnswerStatus,
  type BulkPurchaseDetails,
  type FormCode,
  type FormEvent,
  type FormFile,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import { FormExistsError, FormFileNotFoundError, FormNotFoundError, FormTermsRequiredError } from '../center.errors.js';

/**
 * A visitor or member sends a form (POST /api/v1/forms). `userId`/`username` are the signed-in
 * member's (null for a visitor); `files` the stored attachments the `_files` ids resolved to (null
 * for an id never uploaded); `keyHash` the SHA-256 of the writer's key.
 */
export type SendForm = Command<
  'SendForm',
  {
    formId: string;
    code: FormCode;
    userId: string | null;
    username: string | null;
    subject: string;
    content: string;
    category: string | null;
    writer: { name: string; phone: string };
    files: (FormFile | null)[];
    bulk: BulkPurchaseDetails | null;
    agreedTerms: string | null;
    keyHash: string;
  }
>;
/** Staff answer, or change the answer (PUT /api/console/forms/{id}). */
export type AnswerForm = Command<'AnswerForm', { formId: string; staffId: string; answer: string }>;
/** Staff delete the form (DELETE /api/console/forms/{id}). */
export type DeleteForm = Command<'DeleteForm', { formId: string; staffId: string }>;
export type FormCommand = SendForm | AnswerForm | DeleteForm;

/** A form as its stream folds (spec §3 Board/form, §4 Inquiry answer). */
export type FormState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | {
      status: 'sent';
      formId: string;
      code: FormCode;
      userId: string | null;
      username: string | null;
      subject: string;
      content: string;
      category: string | null;
      writer: { name: string; phone: string };
      files: FormFile[];
      bulk: BulkPurchaseDetails | null;
      terms: string;
      keyHash: string;
      answerStatus: AnswerStatus;
      answer: { content: string; answeredAt: string } | null;
      answeredBy: string | null;
      createdAt: string;
      updatedAt: string;
    };

/**
 * A customer centre form (stream `form-{formId}`, spec §3 Board/form, §2 Customer centre, §7
 * Forms): sent once by a visitor or member with the privacy terms agreed, up to five stored
 * attachments, the bulk-purchase details only for `bulk-purchase` and a category only for kinds
 * that have one; staff answer it (ANSWER_COMPLETE), may change the answer, and delete it. Subject,
 * content, names and answer are kept as plain text, the phone as digits.
 * @throws FormExistsError (409) sending with an id taken; FormTermsRequiredError (400) without the
 * terms or with more than five attachments; FormFileNotFoundError (400) for an attachment never
 * uploaded; FormNotFoundError (404) answering or deleting a form absent or deleted.
 */
export const formDecider: Decider<FormCommand, FormEvent, FormState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'FormSent': {
        const { sentAt, ...rest } = event.data;
        return { status: 'sent', ...rest, answerStatus: 'ANSWER_AWAITING', answer: null, answeredBy: null, createdAt: sentAt, updatedAt: sentAt };
      }
      case 'FormAnswered':
        if (state.status !== 'sent') return state;
        return {
          ...state,
          answerStatus: 'ANSWER_COMPLETE',
          answer: { content: event.data.answer, answeredAt: event.data.answeredAt },
          answeredBy: event.data.answeredBy,
          updatedAt: event.data.answeredAt,
        };
      case 'FormDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { now } = command.metadata;
    if (command.type === 'SendForm') {
      if (state.status !== 'absent') throw new FormExistsError();
      const { agreedTerms, files, subject, content, writer, category, bulk, ...rest } = command.data;
      if (!agreedTerms || files.length > MAX_FORM_FILES) throw new FormTermsRequiredError();
      const stored = files.filter((f): f is FormFile => f !== null);
      if (stored.length !== files.length) throw new FormFileNotFoundError();
      const kind = FORM_KINDS[rest.code];
      return [
        {
          type: 'FormSent',
          data: {
            ...rest,
            subject: plainText(subject),
            content: plainText(content),
            category: kind.categories.length > 0 ? category : null,
            writer: { name: plainText(writer.name), phone: digitsOnly(writer.phone) },
            files: stored,
            bulk:
              rest.code === 'bulk-purchase' && bulk
                ? { ...bulk, company: plainText(bulk.company), product: plainText(bulk.product), region: plainText(bulk.region) }
                : null,
            terms: agreedTerms,
            sentAt: now,
          },
        },
      ];
    }
    if (state.status !== 'sent') throw new FormNotFoundError();
    const { formId } = command.data;
    switch (command.type) {
      case 'AnswerForm': {
        const answer = plainText(command.data.answer);
        if (state.answer?.content === answer) return [];
        return [{ type: 'FormAnswered', data: { formId, answer, answeredBy: command.data.staffId, answeredAt: now } }];
      }
      case 'DeleteForm':
        return [{ type: 'FormDeleted', data: { formId, deletedBy: command.data.staffId, deletedAt: now } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of one form. */
export const formStream = (formId: string): string => `form-${formId}`;
