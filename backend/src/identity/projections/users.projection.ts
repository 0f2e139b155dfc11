import { Injectable } from '@nestjs/common';
import type {
  ConsoleMember,
  LevelAssigned,
  LevelChanged,
  MeInfo,
  PasswordChanged,
  SocialAccountLinked,
  SocialAccountUnlinked,
  PromoterEvent,
  PromoterStatus,
  UserInfoChanged,
  UserRegistered,
  UserTypeChanged,
  UserWithdrew,
} from '@shop/contracts';
import type { StoredEvent } from '../../platform/event-store/event-store.port.js';
import type { IndexSpec, ReadStore } from '../../platform/read-store/read-store.port.js';
import { applyOnce, type Projection } from '../../platform/projections/projection.js';
import { memberDefaults } from '../domain/registration.js';

export const USERS = 'users';

/** A document of the `users` read model: what the member and the console read of an account (no password hash). */
export type UserDoc = MeInfo &
  Pick<ConsoleMember, 'grade' | 'businessRegistration' | 'updatedAt'> & {
    /** When the member left (null: a member); the personal details are then anonymised. */
    withdrawnAt: string | null;
    withdrawReason: string | null;
    /** The id of the COMPANY member's 사업자등록증 (BusinessCertificates), for staff only; never in a member's answer. */
    businessCertificate?: string | null;
    /** The promoter request's state (promoters' events), absent until the member applies. */
    promoterStatus?: PromoterStatus | null;
  };

/** The name a member who left is shown by. */
export const WITHDRAWN_NAME = '탈퇴회원';

type Handled =
  | UserRegistered
  | UserInfoChanged
  | UserTypeChanged
  | UserWithdrew
  | LevelAssigned
  | LevelChanged
  | SocialAccountLinked
  | SocialAccountUnlinked
  | PasswordChanged
  | PromoterEvent;

/**
 * Builds the `users` read model from identity events: the account at sign-up, its info and type
 * as changed since, the member's level (회원등급) as assigned or evaluated, the Kakao and Naver
 * accounts linked, whether the member has a password of their own, and, once the member left,
 * the account anonymised; and where the member's promoter request stands (the promoters'
 * events), for the console's filter.
 */
@Injectable()
export class UsersProjection implements Projection {
  readonly name = 'users';
  /** Bump when the documents it writes change: a read-model snapshot of another version is then rebuilt from the log. */
  readonly version = 7;
  readonly handles = [
    'UserRegistered',
    'UserInfoChanged',
    'UserTypeChanged',
    'UserWithdrew',
    'LevelAssigned',
    'LevelChanged',
    'SocialAccountLinked',
    'SocialAccountUnlinked',
    'PasswordChanged',
    'PromoterApprovalRequested',
    'PromoterApproved',
    'PromoterRejected',
  ];
  readonly collections = [USERS];
  readonly indexes: Record<string, IndexSpec[]> = { [USERS]: [{ key: { username: 1 }, unique: true }, { key: { createdAt: -1 } }] };

  async apply(stored: StoredEvent, store: ReadStore): Promise<void> {
    const event = stored as unknown as Handled;
    await applyOnce<UserDoc>(store, USERS, event.data.userId, stored, (doc) => {
      if (event.type === 'UserRegistered') {
        const d = event.data;
        return {
          _id: d.userId,
          username: d.username,
          name: d.name,
          email: d.email,
          phone: d.phone,
          type: d.userType,
          level: d.level,
          scope: d.scope,
          createdAt: d.registeredAt,
          grade: doc?.grade ?? null,
          businessRegistration: d.businessRegistration,
          updatedAt: null,
          withdrawnAt: null,
          withdrawReason: null,
          agreements: d.agreements ?? [],
          socialAccounts: [],
          passwordSet: !d.joinedWith,
          businessCertificate: d.businessCertificate ?? null,
          // Only the masked account number: the sealed one stays in the log.
          bank: d.bank ? { code: d.bank.code, accountHolder: d.bank.accountHolder, maskedAccountNumber: d.bank.maskedAccountNumber } : null,
        };
      }
      if (!doc) return null; // a level of an account this model does not hold
      switch (event.type) {
        case 'UserInfoChanged':
          return { ...doc, name: event.data.name, email: event.data.email, phone: event.data.phone, updatedAt: event.data.changedAt };
        case 'UserTypeChanged': {
          const to = event.data.to as 'PERSON' | 'COMPANY';
          return { ...doc, type: to, level: memberDefaults(to).level, businessRegistration: event.data.businessRegistration, updatedAt: event.data.changedAt };
        }
        case 'UserWithdrew':
          // What identifies the person goes; the username stays (it cannot be taken again).
          return {
            ...doc,
            name: WITHDRAWN_NAME,
            email: '',
            phone: '',
            businessRegistration: null,
            businessCertificate: null,
            bank: null,
            withdrawnAt: event.data.withdrawnAt,
            withdrawReason: event.data.reason,
            updatedAt: event.data.withdrawnAt,
          };
        case 'SocialAccountLinked': {
          const { provider, linkedAt } = event.data;
          return { ...doc, socialAccounts: [...(doc.socialAccounts ?? []).filter((a) => a.provider !== provider), { provider, linkedAt }] };
        }
        case 'SocialAccountUnlinked':
          return { ...doc, socialAccounts: (doc.socialAccounts ?? []).filter((a) => a.provider !== event.data.provider) };
        case 'PasswordChanged':
          return doc.passwordSet === false ? { ...doc, passwordSet: true } : doc;
        case 'LevelAssigned':
        case 'LevelChanged':
          return { ...doc, grade: { code: event.data.to, name: event.data.toName } };
        case 'PromoterApprovalRequested':
          return { ...doc, promoterStatus: 'AWAITING' };
        case 'PromoterApproved':
          return { ...doc, promoterStatus: 'APPROVED' };
        case 'PromoterRejected':
          return { ...doc, promoterStatus: 'REJECTED' };
        default:
          return doc;
      }
    });
  }
}
