import { Inject, Injectable } from '@nestjs/common';
import type { Destination, Like, LikeListResponse, ProductCard, Watch } from '@shop/contracts';
import { CatalogQueries } from '../../catalog/index.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { MEMBER_LISTS, type DestinationsDoc, type LikesDoc, type WatchesDoc } from '../projections/member-lists.projection.js';

/** Reads of the member's own lists; every read is scoped to the member (another member's records are never reachable). */
@Injectable()
export class MemberListsQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly catalog: CatalogQueries,
  ) {}

  /** The member's wishlist, newest first, the page `limit`/`skip` of it with product cards; likes of products gone from the catalogue are left out. */
  async likes(userId: string, page: { limit: number; skip: number }): Promise<LikeListResponse> {
    const doc = await this.store.collection<LikesDoc>(MEMBER_LISTS.likes).findOne({ _id: userId });
    const all = (doc?.likes ?? []).slice().reverse();
    const cards = await this.cards(all.map((l) => l.productId));
    const present = all.filter((l) => cards.has(l.productId));
    const likes = present
      .slice(page.skip, page.skip + page.limit)
      .map((l): Like => ({ _id: l.likeId, product: cards.get(l.productId)!, createdAt: l.likedAt }));
    return { likes, summary: { totalCount: present.length } };
  }

  /** The member's like with this id, or null (also another member's). */
  async like(userId: string, likeId: string): Promise<Like | null> {
    const doc = await this.store.collection<LikesDoc>(MEMBER_LISTS.likes).findOne({ _id: userId });
    const like = doc?.likes.find((l) => l.likeId === likeId);
    if (!like) return null;
    const card = (await this.cards([like.productId])).get(like.productId);
    return card ? { _id: like.likeId, product: card, createdAt: like.likedAt } : null;
  }

  /** The member's recently viewed products, newest first, with product cards (products gone from the catalogue left out). */
  async watches(userId: string): Promise<Watch[]> {
    const doc = await this.store.collection<WatchesDoc>(MEMBER_LISTS.watches).findOne({ _id: userId });
    const watches = doc?.watches ?? [];
    const cards = await this.cards(watches.map((w) => w.productId));
    return watches.flatMap((w) => {
      const product = cards.get(w.productId);
      return product ? [{ _id: w.productId, product, viewedAt: w.viewedAt }] : [];
    });
  }

  /** The member's saved addresses: the default first, then newest first. */
  async destinations(userId: string): Promise<Destination[]> {
    const doc = await this.store.collection<DestinationsDoc>(MEMBER_LISTS.destinations).findOne({ _id: userId });
    if (!doc) return [];
    const list = doc.destinations.map((d): Destination => ({
      _id: d.destinationId,
      title: d.title,
      name: d.name,
      phone: d.phone,
      postcode: d.postcode,
      address1: d.address1,
      address2: d.address2,
      geolocation: d.geolocation,
      isDefault: d.destinationId === doc.defaultId,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    }));
    return [...list.filter((d) => d.isDefault), ...list.filter((d) => !d.isDefault).reverse()];
  }

  private async cards(productIds: string[]): Promise<Map<string, ProductCard>> {
    const products = await this.catalog.productsForLines([...new Set(productIds)]);
    return new Map(products.map((p) => [p.card._id, p.card]));
  }
}
