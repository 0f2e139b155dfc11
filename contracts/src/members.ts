import type { ProductCard, Written } from './api.js';

/** A product on the member's wishlist (spec §2 /mypage/likes, §7 me/likes). */
export interface Like {
  /** The like's id (DELETE me/likes/{id}). */
  _id: string;
  product: ProductCard;
  /** ISO time the product was liked. */
  createdAt: string;
}

/** GET /api/v1/me/likes (headers limit and skip): newest first, with the whole list's size. */
export interface LikeListResponse {
  likes: Like[];
  summary: { totalCount: number };
}

/** POST /api/v1/me/likes: the like (an earlier one when the product was already liked). */
export interface LikeWrittenResponse extends Written {
  like: Like;
}

/** A product the member viewed recently (spec §7 me/watches). Its id is the product's id. */
export interface Watch {
  /** The product's id (DELETE me/watches/{id}). */
  _id: string;
  product: ProductCard;
  /** ISO time of the last view. */
  viewedAt: string;
}

/** GET /api/v1/me/watches, and the answer of every write to it: newest first. */
export interface WatchListResponse {
  watches: Watch[];
}

/** POST, PUT and DELETE /api/v1/me/watches: the list as it is after the write. */
export interface WatchWrittenResponse extends WatchListResponse, Written {}

/** A saved delivery address (spec §3 Destination, §2 /mypage/destinations). */
export interface Destination {
  _id: string;
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
  /** Exactly one saved address is the default while any is saved. */
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/me/destinations: the default first, then newest first. */
export interface DestinationListResponse {
  destinations: Destination[];
}

/** DELETE /api/v1/me/destinations/{id}: the list as it is after the write (another may have become the default). */
export interface DestinationsWrittenResponse extends DestinationListResponse, Written {}

/** POST and PUT /api/v1/me/destinations: the address written, and the whole list after the write. */
export interface DestinationWrittenResponse extends DestinationsWrittenResponse {
  destination: Destination;
}
