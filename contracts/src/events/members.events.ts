/** A member liked a product (spec §4 Wishlist toggle). `likeId` is the id DELETE me/likes/{id} names. */
export interface ProductLiked {
  type: 'ProductLiked';
  data: { userId: string; likeId: string; productId: string; likedAt: string };
}
/** A member took a product off the wishlist. */
export interface ProductUnliked {
  type: 'ProductUnliked';
  data: { userId: string; likeId: string; productId: string; unlikedAt: string };
}
export type LikeEvent = ProductLiked | ProductUnliked;

/** A member viewed a product (recently viewed, spec §7 me/watches); a later view of the same product moves it to the front. */
export interface ProductWatched {
  type: 'ProductWatched';
  data: { userId: string; productId: string; viewedAt: string };
}
/** A product left the member's recently viewed list (removed by the member, or the oldest beyond the list's size). */
export interface WatchRemoved {
  type: 'WatchRemoved';
  data: { userId: string; productId: string; removedAt: string };
}
/** The member emptied the recently viewed list. */
export interface WatchesCleared {
  type: 'WatchesCleared';
  data: { userId: string; clearedAt: string };
}
export type WatchEvent = ProductWatched | WatchRemoved | WatchesCleared;

/** A saved delivery address as events carry it (spec §3 Destination). */
export interface DestinationFields {
  /** The member's label, e.g. 집, 회사. */
  title: string;
  /** Who receives. */
  name: string;
  /** Digits only. */
  phone: string;
  postcode: string;
  address1: string;
  address2: string;
  /** GeoJSON point [longitude, latitude], or null when the address could not be placed. */
  geolocation: { type: 'Point'; coordinates: [number, number] } | null;
}
/** A member saved a delivery address. */
export interface DestinationAdded {
  type: 'DestinationAdded';
  data: DestinationFields & { userId: string; destinationId: string; addedAt: string };
}
/** A member changed a saved delivery address. */
export interface DestinationChanged {
  type: 'DestinationChanged';
  data: DestinationFields & { userId: string; destinationId: string; changedAt: string };
}
/** This address became the member's default (the one before it no longer is). */
export interface DefaultDestinationSet {
  type: 'DefaultDestinationSet';
  data: { userId: string; destinationId: string; setAt: string };
}
/** A member deleted a saved delivery address. */
export interface DestinationDeleted {
  type: 'DestinationDeleted';
  data: { userId: string; destinationId: string; deletedAt: string };
}
export type DestinationEvent = DestinationAdded | DestinationChanged | DefaultDestinationSet | DestinationDeleted;
