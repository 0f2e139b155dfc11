import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CouponIssueType,
  UserCouponTab,
  type ConsoleUserCoupon,
  type Coupon,
  type CouponDto,
  type CouponIssueType as IssueType,
  type DownloadCouponDto,
  type DownloadableCoupon,
  type ShippingCode,
  type UserCoupon,
  type UserType,
} from '@shop/contracts';
import { IdentityQueries } from '../../identity/index.js';
import { Commands } from '../../platform/event-sourcing/commands.js';
import type { CommandMetadata } from '../../platform/event-sourcing/decider.js';
import { READ_STORE, type Filter, type ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CreateCoupon, DeleteCoupon, IssueCoupon, UpdateCoupon } from '../domain/coupon.decider.js';
import { within } from '../domain/coupon.decider.js';
import type { ChooseUserCouponProduct, ChooseUserCouponShippingCode, DeleteUserCoupon } from '../domain/user-coupon.decider.js';
import { CouponMemberNotFoundError, CouponNotFoundError, UserCouponNotFoundError } from '../promotions.errors.js';
import { COUPONS, type CouponDoc, type UserCouponDoc } from '../projections/coupons.projection.js';
import { couponFieldsOf } from './coupon-fields.js';
import type { CouponIssueResult } from './coupon-use-cases.js';
import { escapeRegex } from '../../platform/read-store/regex.js';

type Page = { limit: number; skip: number };
const strip = <T extends object>(doc: T): T => {
  const { _position, ...rest } = doc as T & { _position?: number };
  return rest as T;
};
/** Most member's coupons one issue may hand out (CouponDto count's bound). */
const MAX_COUNT = 100;

/**
 * The coupon use cases of the console, the member and the public list (spec §7 shop/coupons,
 * user-coupons, me/coupons, GET coupons): commands built from the bodies, reads of the coupon
 * read models. A member's coupon of another member is answered as not found, never shown.
 */
@Injectable()
export class Coupons {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly commands: Commands,
    private readonly identity: IdentityQueries,
  ) {}

  private get coupons() {
    return this.store.collection<CouponDoc>(COUPONS.coupons);
  }
  private get userCoupons() {
    return this.store.collection<UserCouponDoc>(COUPONS.userCoupons);
  }

  // ---- console: shop/coupons ----

  /** Coupons, newest first: words in the name or code, issue type, active or not. */
  async list(
    f: { searchValue?: string; issueType?: IssueType; isActive?: boolean },
    page: Page,
  ): Promise<{ coupons: Coupon[]; summary: { totalCount: number } }> {
    const filter: Filter = {};
    const words = f.searchValue?.trim();
    if (words) {
      const re = { $regex: escapeRegex(words), $options: 'i' };
      filter.$or = [{ name: re }, { 'issue.code': re }];
    }
    if (f.issueType) filter['issue.type'] = f.issueType;
    if (f.isActive !== undefined) filter['issue.isActive'] = f.isActive;
    const [docs, totalCount] = await Promise.all([this.coupons.find(filter, { sort: { createdAt: -1 }, ...page }), this.coupons.count(filter)]);
    return { coupons: docs.map(strip), summary: { totalCount } };
  }

  /** One coupon. 404 CouponNotFound. */
  async one(id: string): Promise<Coupon> {
    const doc = await this.coupons.findOne({ _id: id });
    if (!doc) throw new CouponNotFoundError();
    return strip(doc);
  }

  async create(dto: CouponDto, metadata: CommandMetadata): Promise<{ id: string; position: number }> {
    const couponId = randomUUID();
    const command: CreateCoupon = { type: 'CreateCoupon', data: { couponId, fields: couponFieldsOf(dto) }, metadata };
    return { id: couponId, position: (await this.commands.send<{ position: number }>(command)).position };
  }

  async update(id: string, dto: CouponDto, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: UpdateCoupon = { type: 'UpdateCoupon', data: { couponId: id, fields: couponFieldsOf(dto) }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  async remove(id: string, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: DeleteCoupon = { type: 'DeleteCoupon', data: { couponId: id }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  // ---- public: GET coupons ----

  /** Coupons to download now: request coupons, active, in their issue period, without a code; `downloaded` for the member's own. */
  async downloadable(userId: string | null, now: string): Promise<DownloadableCoupon[]> {
    const docs = await this.coupons.find(
      { 'issue.type': CouponIssueType.REQUEST, 'issue.isActive': true, 'issue.code': null },
      { sort: { createdAt: -1 }, limit: 100 },
    );
    const open = docs.filter((d) => within(now, d.issue.startsAt, d.issue.endsAt));
    const held = userId ? await this.userCoupons.find({ _user: userId, _coupon: { $in: open.map((d) => d._id) } }) : [];
    return open.map((d) => ({
      _id: d._id,
      name: d.name,
      unit: d.unit,
      value: d.value,
      limit: d.limit,
      usage: d.usage,
      issueEndsAt: d.issue.endsAt,
      downloaded: held.some((h) => h._coupon === d._id),
    }));
  }

  // ---- member: me/coupons ----

  private tabFilter(userId: string, tab: UserCouponTab, now: string): Filter {
    switch (tab) {
      case UserCouponTab.AVAILABLE:
        return { _user: userId, isUsed: false, isExpired: false, $or: [{ 'usage.endsAt': null }, { 'usage.endsAt': { $gte: now } }] };
      case UserCouponTab.USED:
        return { _user: userId, isUsed: true };
      case UserCouponTab.EXPIRED:
        return { _user: userId, isUsed: false, $or: [{ isExpired: true }, { 'usage.endsAt': { $lt: now } }] };
    }
  }

  /** The member's coupons of one tab (available, used, expired), newest first, with each tab's count. */
  async mine(userId: string, tab: UserCouponTab, page: Page, now: string) {
    const tabs = Object.values(UserCouponTab);
    const [docs, ...counts] = await Promise.all([
      this.userCoupons.find(this.tabFilter(userId, tab, now), { sort: { createdAt: -1 }, ...page }),
      ...tabs.map((t) => this.userCoupons.count(this.tabFilter(userId, t, now))),
    ]);
    const byTab = Object.fromEntries(tabs.map((t, i) => [t, counts[i] as number])) as Record<UserCouponTab, number>;
    return { coupons: (docs as UserCouponDoc[]).map(strip), summary: { totalCount: byTab[tab], counts: byTab } };
  }

  /** The member's coupons of these ids (others' left out). */
  async mineByIds(userId: string | null, ids: string[]): Promise<UserCoupon[]> {
    const docs = await this.userCoupons.find({ _id: { $in: ids }, ...(userId ? { _user: userId } : {}) });
    return docs.map(strip);
  }

  /** A member downloads a coupon by id, or by the code typed in (spec §7 POST me/coupons). */
  async download(userId: string, dto: DownloadCouponDto, metadata: CommandMetadata): Promise<CouponIssueResult> {
    const code = dto.code?.trim().toUpperCase();
    const coupon = dto.coupon !== undefined ? await this.coupons.findOne({ _id: dto.coupon }) : await this.coupons.findOne({ 'issue.code': code });
    if (!coupon) throw new CouponNotFoundError();
    const me = await this.identity.meInfo(userId);
    if (!me) throw new CouponMemberNotFoundError();
    return this.issue(coupon, userId, { userType: me.type, level: me.level }, 'member', metadata, code);
  }

  private issue(
    coupon: CouponDoc,
    userId: string,
    member: { userType: UserType; level: string },
    by: IssueCoupon['data']['by'],
    metadata: CommandMetadata,
    code?: string,
  ): Promise<CouponIssueResult> {
    const count = Math.min(MAX_COUNT, Math.max(1, coupon.count));
    const command: IssueCoupon = {
      type: 'IssueCoupon',
      data: { couponId: coupon._id, userId, userCouponIds: Array.from({ length: count }, () => randomUUID()), member, by, ...(code ? { code } : {}) },
      metadata,
    };
    return this.commands.send<CouponIssueResult>(command);
  }

  /** The member chooses the product a product-price coupon applies to (PUT me/coupons/{id}/product). */
  async chooseProduct(userId: string, userCouponId: string, productId: string | null, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: ChooseUserCouponProduct = { type: 'ChooseUserCouponProduct', data: { userCouponId, userId, productId }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** The member chooses the shipping group a delivery-fare coupon applies to (PUT me/coupons/{id}/shippingCode). */
  async chooseShippingCode(userId: string, userCouponId: string, shippingCode: ShippingCode | null, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: ChooseUserCouponShippingCode = { type: 'ChooseUserCouponShippingCode', data: { userCouponId, userId, shippingCode }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  /** Deletes a member's coupon: its member's (`userId`), or any for staff (null). 404 UserCouponNotFound. */
  async removeUserCoupon(userId: string | null, userCouponId: string, metadata: CommandMetadata): Promise<{ position: number }> {
    const command: DeleteUserCoupon = { type: 'DeleteUserCoupon', data: { userCouponId, userId }, metadata };
    return { position: (await this.commands.send<{ position: number }>(command)).position };
  }

  // ---- console: user-coupons ----

  /** Members' coupons, newest first: of one member, of one coupon, or matching words (coupon name, member username or name). */
  async consoleList(
    f: { searchValue?: string; couponId?: string; userId?: string },
    page: Page,
  ): Promise<{ userCoupons: ConsoleUserCoupon[]; summary: { totalCount: number } }> {
    const filter: Filter = {};
    if (f.userId) filter._user = f.userId;
    if (f.couponId) filter._coupon = f.couponId;
    const words = f.searchValue?.trim();
    if (words) filter.$or = [{ name: { $regex: escapeRegex(words), $options: 'i' } }, { _user: { $in: await this.identity.userIdsMatching(words) } }];
    const [docs, totalCount] = await Promise.all([this.userCoupons.find(filter, { sort: { createdAt: -1 }, ...page }), this.userCoupons.count(filter)]);
    return { userCoupons: await this.withMembers(docs), summary: { totalCount } };
  }

  /** Members' coupons by id with their members, as the console shows them. */
  async consoleByIds(ids: string[]): Promise<ConsoleUserCoupon[]> {
    return this.withMembers(await this.userCoupons.find({ _id: { $in: ids } }));
  }

  private async withMembers(docs: UserCouponDoc[]): Promise<ConsoleUserCoupon[]> {
    const users = await this.identity.usersByIds([...new Set(docs.map((d) => d._user))]);
    return docs.map((d) => {
      const u = users.find((x) => x._id === d._user);
      return { ...strip(d), user: { username: u?.username ?? '', name: u?.name ?? '' } };
    });
  }

  /** Staff issue a coupon to a member by username (any coupon; only its shop-wide limits apply). 404 CouponMemberNotFound, CouponNotFound. */
  async issueTo(couponId: string, username: string, metadata: CommandMetadata): Promise<CouponIssueResult> {
    const [coupon, member] = await Promise.all([this.coupons.findOne({ _id: couponId }), this.identity.userByUsername(username.trim())]);
    if (!coupon) throw new CouponNotFoundError();
    if (!member) throw new CouponMemberNotFoundError();
    return this.issue(coupon, member._id, { userType: member.type, level: member.level }, 'staff', metadata);
  }

  /** 404 unless the member's coupon exists (for staff answers). */
  async ensureUserCoupon(id: string): Promise<void> {
    if (!(await this.userCoupons.findOne({ _id: id }))) throw new UserCouponNotFoundError();
  }
}
