import type { UserEvent, UserRegistered } from '@shop/contracts';
import { DomainError, type Decider } from '../../platform/event-sourcing/decider.js';
import { registrationRefusal } from './registration.js';

export type UserCommand = { type: 'RegisterUser'; data: UserRegistered['data'] };
export type UserState = { status: 'absent' } | { status: 'active'; user: UserRegistered['data'] };

/**
 * The user aggregate (stream `user-{userId}`). The username's uniqueness is claimed before, in
 * the reservation stream `username-{username}` (UniqueValues).
 */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => (event.type === 'UserRegistered' ? { status: 'active', user: event.data } : state),
  decide(command, state) {
    if (state.status !== 'absent') throw new DomainError('USER_EXISTS', '이미 가입된 회원입니다', 409);
    const refusal = registrationRefusal(command.data);
    if (refusal) throw refusal;
    return [{ type: 'UserRegistered', data: command.data }];
  },
};
