import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/event-sourcing/command-runner.js';
import { userDecider } from '../domain/user.decider.js';

/** Who a member is, as another context's events record it (the buyer on an order). */
export interface MemberSnapshot {
  userId: string;
  username: string;
  name: string;
}

/** Member facts for other contexts' decisions, read from the user's own stream (not a read model). */
@Injectable()
export class MemberFacts {
  constructor(private readonly runner: CommandRunner) {}

  /** The member's snapshot, or null when no such account exists. */
  async snapshot(userId: string): Promise<MemberSnapshot | null> {
    const { state } = await this.runner.load(`user-${userId}`, userDecider);
    return state.status === 'active' ? { userId, username: state.user.username, name: state.user.name } : null;
  }

  /**
   * Where the shop mails an active member about their own requests (an answer notice): their name
   * and e-mail (null when none is on file); null for a withdrawn or unknown account.
   */
  async mailContact(userId: string): Promise<{ name: string; email: string | null } | null> {
    const { state } = await this.runner.load(`user-${userId}`, userDecider);
    return state.status === 'active' ? { name: state.user.name, email: state.user.email?.trim() || null } : null;
  }

  /** The hash of the CI of the person who joined with 본인인증 as `userId` (null: joined without it, or no such member). Never the CI itself. */
  async verifiedPersonOf(userId: string): Promise<string | null> {
    const { state } = await this.runner.load(`user-${userId}`, userDecider);
    return state.status === 'active' ? (state.user.identity?.ciHash ?? null) : null;
  }
}
