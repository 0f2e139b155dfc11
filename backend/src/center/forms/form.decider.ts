import {
  FORM_KINDS,
  MAX_FORM_FILES,
  digitsOnly,
  type AnswerStatus,
  type BulkPurchaseDetails,
  type FormCode,
  type FormEdited,
  type FormEvent,
  type FormFile,
} from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import {
  FormAnsweredError,
  FormExistsError,
  FormFileNotFoundError,
  FormKindChangedError,
  FormNotFoundError,
  FormTermsRequiredError,
} from '../center.errors.js';

/** What the writer fills in, sending a form or changing it: `files` the stored attachments the `_files` ids resolved to (null for an id never uploaded), in order. */
interface FormFields {
  code: FormCode;
  subject: string;
  content: string;
  category: string | null;
  writer: { name: string; phone: string };
  files: (FormFile | null)[];
  bulk: BulkPurchaseDetails | null;
}
/**
 * A visitor or member sends a form (POST /api/v1/forms). `userId`/`username` are the signed-in
 * member's (null for a visitor); `files` the stored attachments the `_files` ids resolved to (null
 * for an id never uploaded); `keyHash` the SHA-256 of the writer's key.
 */
export type SendForm = Command<
  'SendForm',
  FormFields & {
    formId: string;
    userId: string | null;
    username: string | null;
    agreedTerms: string | null;
    keyHash: string;
  }
>;
/**
 * The member who sent the form changes it while it awaits its answer (PUT /api/v1/me/forms/{id}):
 * `code` must be the form's own; `files` the stored attachments the `_files` ids resolved to (null
 * for an id never uploaded), in order.
 */
export type EditForm = Command<'EditForm', FormFields & { formId: string; userId: string }>;
/** The member who sent the form deletes it while it awaits its answer (DELETE /api/v1/me/forms/{id}). */
export type WithdrawForm = Command<'WithdrawForm', { formId: string; userId: string }>;
/** Staff answer, or change the answer (PUT /api/console/forms/{id}). */
export type AnswerForm = Command<'AnswerForm', { formId: string; staffId: string; answer: string }>;
/** Staff delete the form (DELETE /api/console/forms/{id}). */
export type DeleteForm = Command<'DeleteForm', { formId: string; staffId: string }>;
export type FormCommand = SendForm | EditForm | WithdrawForm | AnswerForm | DeleteForm;

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
 * that have one; the member who sent it may change or delete it while it awaits its answer; staff
 * answer it (ANSWER_COMPLETE), may change the answer, and delete it. Subject, content, names and
 * answer are kept as plain text, the phone as digits.
 * @throws FormExistsError (409) sending with an id taken; FormTermsRequiredError (400) without the
 * terms or with more than five attachments; FormFileNotFoundError (400) for an attachment never
 * uploaded; FormNotFoundError (404) answering or deleting a form absent or deleted, or a member
 * changing one not their own; FormAnsweredError (409) the writer changing or deleting it once
 * answered; FormKindChangedError (400) a change naming another kind.
 */
export const formDecider: Decider<FormCommand, FormEvent, FormState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'FormSent': {
        const { sentAt, ...rest } = event.data;
        return { status: 'sent', ...rest, answerStatus: 'ANSWER_AWAITING', answer: null, answeredBy: null, createdAt: sentAt, updatedAt: sentAt };
      }
      case 'FormEdited': {
        if (state.status !== 'sent') return state;
        const { subject, content, category, writer, files, bulk, editedAt } = event.data;
        return { ...state, subject, content, category, writer, files, bulk, updatedAt: editedAt };
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
      return [
        { type: 'FormSent', data: { ...rest, ...fieldsOf(rest.code, { files, subject, content, writer, category, bulk }), terms: agreedTerms, sentAt: now } },
      ];
    }
    if (state.status !== 'sent') throw new FormNotFoundError();
    const { formId } = command.data;
    switch (command.type) {
      case 'EditForm': {
        const { userId, code, ...input } = command.data;
        if (state.userId === null || state.userId !== userId) throw new FormNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new FormAnsweredError();
        if (code !== state.code) throw new FormKindChangedError();
        const next = fieldsOf(code, input);
        const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => JSON.stringify(next[k]) === JSON.stringify(state[k]));
        return same ? [] : [{ type: 'FormEdited', data: { formId, ...next, editedBy: userId, editedAt: now } }];
      }
      case 'WithdrawForm': {
        if (state.userId === null || state.userId !== command.data.userId) throw new FormNotFoundError();
        if (state.answerStatus !== 'ANSWER_AWAITING') throw new FormAnsweredError();
        return [{ type: 'FormDeleted', data: { formId, deletedBy: command.data.userId, deletedAt: now } }];
      }
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

/**
 * A form's fields as kept (spec §3 Board/form): plain text, the phone as digits, the category only
 * for a kind with categories, the bulk-purchase details only for `bulk-purchase`.
 * @throws FormFileNotFoundError (400) for an attachment never uploaded.
 */
function fieldsOf(
  code: FormCode,
  input: Pick<SendForm['data'], 'subject' | 'content' | 'category' | 'writer' | 'files' | 'bulk'>,
): Pick<FormEdited['data'], 'subject' | 'content' | 'category' | 'writer' | 'files' | 'bulk'> {
  const { files, subject, content, writer, category, bulk } = input;
  const stored = files.filter((f): f is FormFile => f !== null);
  if (stored.length !== files.length) throw new FormFileNotFoundError();
  return {
    subject: plainText(subject),
    content: plainText(content),
    category: FORM_KINDS[code].categories.length > 0 ? category : null,
    writer: { name: plainText(writer.name), phone: digitsOnly(writer.phone) },
    files: stored,
    bulk:
      code === 'bulk-purchase' && bulk ? { ...bulk, company: plainText(bulk.company), product: plainText(bulk.product), region: plainText(bulk.region) } : null,
  };
}

/** The stream of one form. */
export const formStream = (formId: string): string => `form-${formId}`;
