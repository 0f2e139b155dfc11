/** What staff write of an exhibition (spec §2 기획전); every event names its author (`by`, a staff user id). */
export interface ExhibitionFields {
  title: string;
  summary: string;
  /** A served picture URL, or null. */
  banner: string | null;
  /** Sanitised rich text or plain text. */
  content: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  shows: boolean;
  /** Product ids in order. */
  productIds: string[];
}

export interface ExhibitionCreated {
  type: 'ExhibitionCreated';
  data: ExhibitionFields & { exhibitionId: string; by: string | null; at: string };
}

/** The exhibition's fields after a change (the whole set). */
export interface ExhibitionEdited {
  type: 'ExhibitionEdited';
  data: ExhibitionFields & { exhibitionId: string; by: string | null; at: string };
}

export interface ExhibitionDeleted {
  type: 'ExhibitionDeleted';
  data: { exhibitionId: string; by: string | null; at: string };
}

export type ExhibitionEvent = ExhibitionCreated | ExhibitionEdited | ExhibitionDeleted;

/** What staff write of a showroom (spec §2 쇼룸). */
export interface ShowroomFields {
  name: string;
  postcode: string;
  address1: string;
  address2: string;
  lat: number;
  lng: number;
  phone: string;
  hours: string;
  description: string;
  /** Served picture URLs in order. */
  images: string[];
  shows: boolean;
}

export interface ShowroomCreated {
  type: 'ShowroomCreated';
  data: ShowroomFields & { code: string; showroomId: string; by: string | null; at: string };
}

export interface ShowroomEdited {
  type: 'ShowroomEdited';
  data: ShowroomFields & { code: string; by: string | null; at: string };
}

export interface ShowroomDeleted {
  type: 'ShowroomDeleted';
  data: { code: string; by: string | null; at: string };
}

export type ShowroomEvent = ShowroomCreated | ShowroomEdited | ShowroomDeleted;
