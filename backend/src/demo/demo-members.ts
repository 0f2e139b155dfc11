import { LevelCode, UserType } from '@shop/contracts';
import type { RegisterUser } from '../identity/index.js';
import type { CommandMetadata } from '../platform/event-sourcing/decider.js';

/** The password of every demo member (README lists the members). */
export const DEMO_MEMBER_PASSWORD = 'Ceramaison!2026';

/** A demo member: fixed id and username, name, contact and type; a COMPANY member has a business registration number. */
export interface DemoMember {
  userId: string;
  username: string;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  type: 'PERSON' | 'COMPANY';
  /** A COMPANY member's 10-digit business registration number. */
  businessRegistration?: string;
}

/** 이지은, an individual member remodelling her bathroom. */
export const JIEUN: DemoMember = {
  userId: 'demo-member-jieun',
  username: 'jieun0312',
  name: '이지은',
  email: 'jieun0312@example.com',
  phone: '01023456789',
  type: UserType.PERSON,
};
/** 박민호, a company member (한결건설) buying for building sites; /mypage/bulk-purchase is his. */
export const MINHO: DemoMember = {
  userId: 'demo-member-minho',
  username: 'minhopark',
  name: '박민호',
  email: 'minhopark@example.com',
  phone: '01045678901',
  type: UserType.COMPANY,
  businessRegistration: '1234567891',
};
/** 최수아, an individual member planning a kitchen. */
export const SUA: DemoMember = {
  userId: 'demo-member-sua',
  username: 'sua2026',
  name: '최수아',
  email: 'sua2026@example.com',
  phone: '01078901234',
  type: UserType.PERSON,
};

/** The demo members, in the order the seed registers them. */
export const DEMO_MEMBERS: readonly DemoMember[] = [JIEUN, MINHO, SUA];

/**
 * The demo members as RegisterUser commands with fixed ids and usernames, agreeing to the demo
 * terms (service, privacy): registering again is refused (username taken) and skipped, so a member
 * who changed their account keeps it. Their 1:1 inquiries and forms (demo-inquiries.ts, demo-forms.ts)
 * name them by these ids, so each finds them at /mypage/inquiries, /mypage/forms and (박민호)
 * /mypage/bulk-purchase after signing in with {@link DEMO_MEMBER_PASSWORD}.
 */
export function demoMemberCommands(meta: CommandMetadata): RegisterUser[] {
  return DEMO_MEMBERS.map((m) => ({
    type: 'RegisterUser',
    data: {
      userId: m.userId,
      username: m.username,
      password: DEMO_MEMBER_PASSWORD,
      name: m.name,
      email: m.email,
      phone: m.phone,
      type: m.type,
      level: m.type === UserType.COMPANY ? LevelCode.COMPANY : LevelCode.PERSON,
      scope: [],
      terms: ['service', 'privacy'],
      businessRegistration: m.businessRegistration ?? null,
    },
    metadata: meta,
  }));
}
