import { Inject, Injectable } from '@nestjs/common';
import {
  SOCIAL_PROVIDER_TEXT,
  USER_TYPE_TEXT,
  UserType,
  seoulDayStart,
  type ConsoleMember,
  type ConsoleMemberListResponse,
  type MemberHistoryEntry,
  type MemberSearch,
  type MemberSort,
  type UserEvent,
  type WithdrawnMemberListResponse,
} from '@shop/contracts';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import type { Filter, ReadStore, Sort } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/read-store/read-store.port.js';
import { userStream } from '../domain/user.decider.js';
import { MemberNotFoundError } from '../identity.errors.js';
import { USERS, type UserDoc } from '../projections/users.projection.js';
import { escapeRegex } from '../../platform/read-store/regex.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SORTS: Record<MemberSort, Sort> = { newest: { createdAt: -1 }, oldest: { createdAt: 1 }, name: { name: 1, createdAt: -1 }, username: { username: 1 } };
const INFO_FIELD_TEXT = { name: '이름', email: '이메일', phone: '연락처' } as const;

/** The console's view of a member document. */
const memberOf = (d: UserDoc): ConsoleMember => ({
  _id: d._id,
  username: d.username,
  name: d.name,
  email: d.email,
  phone: d.phone,
  type: d.type,
  grade: d.grade ?? null,
  businessRegistration: d.businessRegistration ?? null,
  hasBusinessCertificate: Boolean(d.businessCertificate),
  createdAt: d.createdAt,
  updatedAt: d.updatedAt ?? null,
  promoterStatus: d.promoterStatus ?? null,
});

/**
 * The read-store filter of the console's member search: members only (no operators, none who left), words in
 * the username, name or e-mail (or, as digits, in the phone), the type, the level, the promoter request's state and the join
 * day range [from 00:00, to+1 00:00) KST. Malformed days are ignored (the controller refuses them).
 */
export function memberFilter({ q, type, grade, from, to, promoterStatus }: MemberSearch): Filter {
  const and: Filter[] = [{ type: type ? type : { $in: [UserType.PERSON, UserType.COMPANY] } }, { withdrawnAt: null }];
  const words = q?.trim();
  if (words) {
    const re = { $regex: escapeRegex(words), $options: 'i' };
    const or: Filter[] = [{ username: re }, { name: re }, { email: re }];
    const digits = words.replace(/[\s-]/g, '');
    if (/^\d{3,11}$/.test(digits)) or.push({ phone: { $regex: escapeRegex(digits) } });
    and.push({ $or: or });
  }
  if (grade) and.push({ 'grade.code': grade });
  if (promoterStatus) and.push({ promoterStatus });
  const start = from ? seoulDayStart(from) : null;
  const endDay = to ? seoulDayStart(to) : null;
  if (start || endDay) {
    const createdAt: Record<string, string> = {};
    if (start) createdAt.$gte = start;
    if (endDay) createdAt.$lt = new Date(Date.parse(endDay) + DAY_MS).toISOString();
    and.push({ createdAt });
  }
  return { $and: and };
}

/**
 * Reads of members for the console (spec §2 console users, users/{_user}): the searched list,
 * every match for the export, one member, and the account's history from its stream.
 */
@Injectable()
export class MemberQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** One page of the members matching `search`, and how many match. */
  async list(search: MemberSearch, page: { limit: number; skip: number }): Promise<ConsoleMemberListResponse> {
    const users = this.store.collection<UserDoc>(USERS);
    const filter = memberFilter(search);
    const [docs, totalCount] = await Promise.all([users.find(filter, { sort: SORTS[search.sort ?? 'newest'], ...page }), users.count(filter)]);
    return { users: docs.map(memberOf), summary: { totalCount } };
  }

  /** Every member matching `search`, in its order (the Excel export; at most `max`). */
  async all(search: MemberSearch, max = 50_000): Promise<ConsoleMember[]> {
    const docs = await this.store.collection<UserDoc>(USERS).find(memberFilter(search), { sort: SORTS[search.sort ?? 'newest'], limit: max });
    return docs.map(memberOf);
  }

  /** The member `id`. Throws MemberNotFoundError (404) for no account or an operator's. */
  async one(id: string): Promise<ConsoleMember> {
    const doc = await this.store.collection<UserDoc>(USERS).findOne({ _id: id });
    if (!doc || doc.type === UserType.OPERATOR) throw new MemberNotFoundError();
    return memberOf(doc);
  }

  /** The id of the member's 사업자등록증, or null when they sent none; MemberNotFoundError (404) for no member. */
  async businessCertificateOf(id: string): Promise<string | null> {
    const doc = await this.store.collection<UserDoc>(USERS).findOne({ _id: id });
    if (!doc || doc.type === UserType.OPERATOR) throw new MemberNotFoundError();
    return doc.businessCertificate ?? null;
  }

  /** One page of the members who left, newest first (console withdrawn-users), and how many there are. */
  async withdrawn(page: { limit: number; skip: number }): Promise<WithdrawnMemberListResponse> {
    const users = this.store.collection<UserDoc>(USERS);
    const filter = { withdrawnAt: { $ne: null }, type: { $in: [UserType.PERSON, UserType.COMPANY] } };
    const [docs, totalCount] = await Promise.all([users.find(filter, { sort: { withdrawnAt: -1 }, ...page }), users.count(filter)]);
    return {
      users: docs.map((d) => ({ _id: d._id, username: d.username, reason: d.withdrawReason ?? '', createdAt: d.createdAt, withdrawnAt: d.withdrawnAt! })),
      summary: { totalCount },
    };
  }

  /** The account's changes, newest first, with who made each (staff by name, the member, or the shop). Throws MemberNotFoundError. */
  async history(id: string): Promise<MemberHistoryEntry[]> {
    const member = await this.one(id);
    const { events } = await this.events.readStream(userStream(id));
    const changes = events as unknown as UserEvent[];
    const staffIds = [...new Set(changes.flatMap((e) => ('changedBy' in e.data && e.data.changedBy ? [e.data.changedBy] : [])))];
    const staff = new Map((staffIds.length ? await this.store.collection<UserDoc>(USERS).find({ _id: { $in: staffIds } }) : []).map((u) => [u._id, u]));
    const who = (userId: string | null): MemberHistoryEntry['by'] => {
      if (userId === null || userId === id) return { _id: member._id, username: member.username, name: member.name };
      const u = staff.get(userId);
      return u ? { _id: u._id, username: u.username, name: u.name } : { _id: userId, username: '', name: '알 수 없음' };
    };
    const entries = changes.map((e): MemberHistoryEntry => {
      switch (e.type) {
        case 'UserRegistered':
          return { kind: 'REGISTERED', summary: `${USER_TYPE_TEXT[e.data.userType]} 가입`, by: null, at: e.data.registeredAt };
        case 'UserInfoChanged':
          return { kind: 'INFO', summary: `${e.data.fields.map((f) => INFO_FIELD_TEXT[f]).join(', ')} 변경`, by: who(e.data.changedBy), at: e.data.changedAt };
        case 'UserTypeChanged':
          return { kind: 'TYPE', summary: `${USER_TYPE_TEXT[e.data.from]} → ${USER_TYPE_TEXT[e.data.to]}`, by: who(e.data.changedBy), at: e.data.changedAt };
        case 'PasswordChanged':
          return { kind: 'PASSWORD', summary: '비밀번호 변경', by: who(e.data.changedBy), at: e.data.changedAt };
        case 'UserWithdrew':
          return { kind: 'WITHDRAWN', summary: `탈퇴 (${e.data.reason})`, by: who(null), at: e.data.withdrawnAt };
        case 'SocialAccountLinked':
          return { kind: 'SOCIAL', summary: `${SOCIAL_PROVIDER_TEXT[e.data.provider]} 계정 연결`, by: who(null), at: e.data.linkedAt };
        case 'SocialAccountUnlinked':
          return { kind: 'SOCIAL', summary: `${SOCIAL_PROVIDER_TEXT[e.data.provider]} 계정 연결 해제`, by: who(null), at: e.data.unlinkedAt };
      }
    });
    return entries.reverse();
  }
}
