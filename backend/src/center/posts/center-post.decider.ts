import type { CenterPostEvent, CenterPostFields, CenterPostKind, QuestionCategory } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { plainText } from '../../platform/html/plain-text.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { CenterPostNotFoundError } from '../center.errors.js';

/** What staff send for a post, before it is cleaned. */
export interface CenterPostInput {
  title: string;
  content: string;
  category?: QuestionCategory | null;
  pinned?: boolean;
  shows?: boolean;
  index?: number;
}

/** Staff publish a notice or an FAQ (POST /api/console/center/notifications, /faqs); `by` the staff member. */
export type PublishCenterPost = Command<'PublishCenterPost', { postId: string; kind: CenterPostKind; input: CenterPostInput; by: string | null }>;
/** Staff rewrite a post (PUT …/{id}); `kind` the list it was reached through, so a notice is never edited as an FAQ. */
export type EditCenterPost = Command<'EditCenterPost', { postId: string; kind: CenterPostKind; input: CenterPostInput; by: string | null }>;
/** Staff delete a post (DELETE …/{id}). */
export type DeleteCenterPost = Command<'DeleteCenterPost', { postId: string; kind: CenterPostKind; by: string | null }>;
/** Staff bring a post back to its fields as of `version` (issue 14): `fields` are that version's, read from the stream. */
export type RestoreCenterPost = Command<
  'RestoreCenterPost',
  { postId: string; kind: CenterPostKind; version: number; fields: CenterPostFields; by: string | null }
>;
export type CenterPostCommand = PublishCenterPost | EditCenterPost | DeleteCenterPost | RestoreCenterPost;

/** A post as its stream folds. */
export type CenterPostState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | (CenterPostFields & {
      status: 'live';
      postId: string;
      kind: CenterPostKind;
      createdAt: string;
      updatedAt: string;
      createdBy: string | null;
      updatedBy: string | null;
    });

/** The stream of a post. */
export const centerPostStream = (postId: string) => `center-post-${postId}`;

/** The name a refusal gives the post. */
const nameOf = (kind: CenterPostKind) => (kind === 'NOTICE' ? '공지사항' : 'FAQ');

/**
 * The fields as kept: the title as plain text, the content sanitised to the rich-text allow-list
 * (platform/html/rich-text.ts), an FAQ's category (others by default) and order, a notice's pin.
 */
function fieldsOf(kind: CenterPostKind, input: CenterPostInput): CenterPostFields {
  return {
    title: plainText(input.title),
    content: sanitizeRichText(input.content),
    category: kind === 'FAQ' ? (input.category ?? 'others') : null,
    pinned: kind === 'NOTICE' ? (input.pinned ?? false) : false,
    shows: input.shows ?? true,
    index: kind === 'FAQ' ? (input.index ?? 0) : 0,
  };
}

/**
 * A customer centre post (stream `center-post-{postId}`; spec §2 /center/notice, /center/faq,
 * §7 Center notifications and faqs): a notice (공지사항, may be pinned to the top) or an FAQ (a
 * question and its answer in a §9 category, in staff's order). Staff publish, rewrite and delete;
 * each event names who did it. Publishing an id taken is nothing (a retried request).
 * @throws CenterPostNotFoundError (404) editing or deleting a post that is absent, deleted, or of the other kind.
 */
export const centerPostDecider: Decider<CenterPostCommand, CenterPostEvent, CenterPostState> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'CenterPostPublished': {
        const { postId, kind, by, at, ...fields } = event.data;
        return { status: 'live', postId, kind, ...fields, createdAt: at, updatedAt: at, createdBy: by, updatedBy: by };
      }
      case 'CenterPostEdited': {
        if (state.status !== 'live') return state;
        const { postId: _id, by, at, restoredFrom: _r, ...fields } = event.data;
        return { ...state, ...fields, updatedAt: at, updatedBy: by };
      }
      case 'CenterPostDeleted':
        return { status: 'deleted' };
    }
  },
  decide(command, state) {
    const at = command.metadata.now;
    const { postId, kind, by } = command.data;
    switch (command.type) {
      case 'PublishCenterPost':
        if (state.status !== 'absent') return [];
        return [{ type: 'CenterPostPublished', data: { postId, kind, ...fieldsOf(kind, command.data.input), by, at } }];
      case 'EditCenterPost':
        if (state.status !== 'live' || state.kind !== kind) throw new CenterPostNotFoundError(nameOf(kind));
        return [{ type: 'CenterPostEdited', data: { postId, ...fieldsOf(kind, command.data.input), by, at } }];
      case 'DeleteCenterPost':
        if (state.status !== 'live' || state.kind !== kind) throw new CenterPostNotFoundError(nameOf(kind));
        return [{ type: 'CenterPostDeleted', data: { postId, by, at } }];
      case 'RestoreCenterPost': {
        if (state.status !== 'live' || state.kind !== kind) throw new CenterPostNotFoundError(nameOf(kind));
        const { title, content, category, pinned, shows, index } = command.data.fields;
        return [{ type: 'CenterPostEdited', data: { postId, title, content, category, pinned, shows, index, by, at, restoredFrom: command.data.version } }];
      }
    }
  },
};
