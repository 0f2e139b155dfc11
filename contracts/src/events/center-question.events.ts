import type { QuestionAudience, QuestionCategory } from '../center-questions.js';

/** A member asked a customer centre question (spec §7 Center questions), as its first event carries it. */
export interface QuestionAsked {
  type: 'QuestionAsked';
  data: {
    questionId: string;
    userId: string;
    /** The writer's username and name when asked (the console shows them without reading identity's model). */
    username: string;
    name: string;
    audience: QuestionAudience;
    category: QuestionCategory;
    subject: string;
    content: string;
    askedAt: string;
  };
}

/** The writer changed the question while it awaited its answer. */
export interface QuestionEdited {
  type: 'QuestionEdited';
  data: { questionId: string; category: QuestionCategory; subject: string; content: string; images: string[]; editedBy: string; editedAt: string };
}

/** The writer put a picture (a served WebP URL) at `index` (0–4) of the question's images. */
export interface QuestionImageAttached {
  type: 'QuestionImageAttached';
  data: { questionId: string; index: number; url: string; attachedBy: string; attachedAt: string };
}

/** Staff answered the question, or changed the answer (spec §4 Inquiry answer: ANSWER_COMPLETE). */
export interface QuestionAnswered {
  type: 'QuestionAnswered';
  data: { questionId: string; answer: string; answeredBy: string; answeredAt: string };
}

/** The writer (while awaiting) or staff (with a reason) deleted the question. */
export interface QuestionDeleted {
  type: 'QuestionDeleted';
  data: { questionId: string; deletedBy: string; reason: string | null; deletedAt: string };
}

export type QuestionEvent = QuestionAsked | QuestionEdited | QuestionImageAttached | QuestionAnswered | QuestionDeleted;
