import type { ExhibitionEvent, ExhibitionFields } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ExhibitionExistsError, ExhibitionNotFoundError, ExhibitionPeriodInvalidError } from '../catalog.errors.js';
import { productContent } from '../domain/product-content.js';
import { plainText } from '../inquiries/product-inquiry.decider.js';
import { storedImage } from './showcase-fields.js';

/** Staff create an exhibition (POST /api/console/shop/exhibitions); `by` the staff member's user id. */
export type CreateExhibition = Command<'CreateExhibition', ExhibitionFields & { exhibitionId: string; by: string | null }>;
/** Staff change an exhibition (PUT /api/console/shop/exhibitions/{id}): the whole set of fields. */
export type EditExhibition = Command<'EditExhibition', ExhibitionFields & { exhibitionId: string; by: string | null }>;
/** Staff delete an exhibition (DELETE /api/console/shop/exhibitions/{id}). */
export type DeleteExhibition = Command<'DeleteExhibition', { exhibitionId: string; by: string | null }>;
export type ExhibitionCommand = CreateExhibition | EditExhibition | DeleteExhibition;

/** An exhibition as its stream folds. */
export type ExhibitionState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | (ExhibitionFields & { status: 'live'; exhibitionId: string; createdAt: string; updatedAt: string; createdBy: string | null; updatedBy: string | null });

const FIELDS = ['title', 'summary', 'banner', 'content', 'startsAt', 'endsAt', 'shows', 'productIds'] as const;

/**
 * The fields as kept: title and summary as plain text, content sanitised like a product's
 * (rich text to the allow-list), the period as UTC ISO instants, products without repeats.
 * Throws ExhibitionPeriodInvalidError (422) when the end is not after the start,
 * ShowcaseImageInvalidError (400) for a banner the shop did not store.
 */
function normalised(f: ExhibitionFields): ExhibitionFields {
  const startsAt = Date.parse(f.startsAt);
  const endsAt = Date.parse(f.endsAt);
  if (!Number.isFinite(startsAt) || !Number.isFinite(endsAt) || endsAt <= startsAt) throw new ExhibitionPeriodInvalidError();
  return {
    title: plainText(f.title),
    summary: plainText(f.summary),
    banner: f.banner ? storedImage(f.banner) : null,
    content: productContent(f.content),
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    shows: f.shows,
    productIds: [...new Set(f.productIds)],
  };
}

const fieldsOf = (data: ExhibitionFields): ExhibitionFields => Object.fromEntries(FIELDS.map((k) => [k, data[k]])) as unknown as ExhibitionFields;

/**
 * An exhibition (기획전, stream `exhibition-{id}`, spec §2 /shop/exhibitions, §7 Console shop
 * exhibitions): title, summary, banner, content, period (Asia/Seoul dates sent as instants), the
 * shows flag and its products in order. Every change is one event naming its author.
 * @throws ExhibitionExistsError (409) creating an id taken; ExhibitionNotFoundError (404) changing
 * or deleting one that is missing or deleted; ExhibitionPeriodInvalidError (422); ShowcaseImageInvalidError (400).
 */
export const exhibitionDecider: Decider<ExhibitionCommand, ExhibitionEvent, ExhibitionState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ExhibitionCreated': {
        const { exhibitionId, by, at } = event.data;
        return { status: 'live', exhibitionId, ...fieldsOf(event.data), createdAt: at, updatedAt: at, createdBy: by, updatedBy: by };
      }
      case 'ExhibitionEdited':
        if (state.status !== 'live') return state;
        return { ...state, ...fieldsOf(event.data), updatedAt: event.data.at, updatedBy: event.data.by };
      case 'ExhibitionDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'CreateExhibition': {
        if (state.status !== 'absent') throw new ExhibitionExistsError();
        const { exhibitionId, by } = command.data;
        return [{ type: 'ExhibitionCreated', data: { exhibitionId, ...normalised(command.data), by, at } }];
      }
      case 'EditExhibition': {
        if (state.status !== 'live') throw new ExhibitionNotFoundError();
        const next = normalised(command.data);
        const same = FIELDS.every((k) => JSON.stringify(next[k]) === JSON.stringify(state[k]));
        return same ? [] : [{ type: 'ExhibitionEdited', data: { exhibitionId: state.exhibitionId, ...next, by: command.data.by, at } }];
      }
      case 'DeleteExhibition':
        if (state.status !== 'live') throw new ExhibitionNotFoundError();
        return [{ type: 'ExhibitionDeleted', data: { exhibitionId: state.exhibitionId, by: command.data.by, at } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of one exhibition. */
export const exhibitionStream = (exhibitionId: string): string => `exhibition-${exhibitionId}`;
