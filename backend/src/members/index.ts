/**
 * The members context's public face: a member's own lists (wishlist, recently viewed,
 * destinations). Anything not exported here is internal (the architecture test enforces it).
 */
export { MembersModule } from './members.module.js';
export { MemberListsProjection } from './projections/member-lists.projection.js';
export type { LikeProductRequest, UnlikeProduct } from './domain/likes.decider.js';
export type { RecordWatchRequest, MergeWatchesRequest, RemoveWatch, ClearWatches } from './domain/watches.decider.js';
export type { AddDestination, ChangeDestination, DeleteDestination } from './domain/destinations.decider.js';
