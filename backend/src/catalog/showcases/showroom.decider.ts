import type { ShowroomEvent, ShowroomFields } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { ShowroomExistsError, ShowroomNotFoundError } from '../catalog.errors.js';
import { plainText } from '../inquiries/product-inquiry.decider.js';
import { storedImage } from './showcase-fields.js';

/** Staff open a showroom under a new code (POST /api/console/shop/showrooms). */
export type CreateShowroom = Command<'CreateShowroom', ShowroomFields & { code: string; showroomId: string; by: string | null }>;
/** Staff change a showroom (PUT /api/console/shop/showrooms/{code}): the whole set of fields. */
export type EditShowroom = Command<'EditShowroom', ShowroomFields & { code: string; by: string | null }>;
/** Staff delete a showroom (DELETE /api/console/shop/showrooms/{code}); its code may be used again. */
export type DeleteShowroom = Command<'DeleteShowroom', { code: string; by: string | null }>;
export type ShowroomCommand = CreateShowroom | EditShowroom | DeleteShowroom;

/** A showroom as its stream folds. */
export type ShowroomState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | (ShowroomFields & {
      status: 'live';
      code: string;
      showroomId: string;
      createdAt: string;
      updatedAt: string;
      createdBy: string | null;
      updatedBy: string | null;
    });

const FIELDS = ['name', 'postcode', 'address1', 'address2', 'lat', 'lng', 'phone', 'hours', 'description', 'images', 'shows'] as const;

/** Texts as plain text, the point rounded to 7 decimals (about 1 cm), pictures checked as the shop's own. */
function normalised(f: ShowroomFields): ShowroomFields {
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  return {
    name: plainText(f.name),
    postcode: f.postcode.trim(),
    address1: plainText(f.address1),
    address2: plainText(f.address2),
    lat: round(f.lat),
    lng: round(f.lng),
    phone: f.phone.trim(),
    hours: plainText(f.hours),
    description: plainText(f.description),
    images: f.images.map(storedImage),
    shows: f.shows,
  };
}

const fieldsOf = (data: ShowroomFields): ShowroomFields => Object.fromEntries(FIELDS.map((k) => [k, data[k]])) as unknown as ShowroomFields;

/**
 * A showroom (쇼룸, stream `showroom-{code}`, spec §2 /shop/showrooms, §7 Console shop showrooms):
 * name, address, location, phone, opening hours, pictures, description and the shows flag.
 * Every change is one event naming its author.
 * @throws ShowroomExistsError (409) for a code in use; ShowroomNotFoundError (404) changing or
 * deleting one that is missing or deleted; ShowcaseImageInvalidError (400) for a picture the shop did not store.
 */
export const showroomDecider: Decider<ShowroomCommand, ShowroomEvent, ShowroomState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ShowroomCreated': {
        const { code, showroomId, by, at } = event.data;
        return { status: 'live', code, showroomId, ...fieldsOf(event.data), createdAt: at, updatedAt: at, createdBy: by, updatedBy: by };
      }
      case 'ShowroomEdited':
        if (state.status !== 'live') return state;
        return { ...state, ...fieldsOf(event.data), updatedAt: event.data.at, updatedBy: event.data.by };
      case 'ShowroomDeleted':
        return { status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'CreateShowroom': {
        if (state.status === 'live') throw new ShowroomExistsError();
        const { code, showroomId, by } = command.data;
        return [{ type: 'ShowroomCreated', data: { code, showroomId, ...normalised(command.data), by, at } }];
      }
      case 'EditShowroom': {
        if (state.status !== 'live') throw new ShowroomNotFoundError();
        const next = normalised(command.data);
        const same = FIELDS.every((k) => JSON.stringify(next[k]) === JSON.stringify(state[k]));
        return same ? [] : [{ type: 'ShowroomEdited', data: { code: state.code, ...next, by: command.data.by, at } }];
      }
      case 'DeleteShowroom':
        if (state.status !== 'live') throw new ShowroomNotFoundError();
        return [{ type: 'ShowroomDeleted', data: { code: state.code, by: command.data.by, at } }];
      default: {
        const never: never = command;
        throw new Error(`unknown command ${JSON.stringify(never)}`);
      }
    }
  },
};

/** The stream of one showroom. */
export const showroomStream = (code: string): string => `showroom-${code}`;
