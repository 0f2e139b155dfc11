import type { UserEvent, UserRegistered } from '@shop/contracts';
import type { Command, Decider } from '../../platform/event-sourcing/decider.js';
import { UserExistsError } from '../identity.errors.js';
import { registrationRefusal } from './registration.js';

/** Opens the account of a registering user, its password already hashed (by the RegisterUser use case). */
export type CreateAccount = Command<'CreateAccount', Omit<UserRegistered['data'], 'registeredAt'>>;
export type UserState = { status: 'absent' } | { status: 'active'; user: UserRegistered['data'] };

/**
 * The user aggregate (stream `user-{userId}`). The username's uniqueness is claimed before, in
 * the reservation stream `username-{username}` (UniqueValues). Refuses a second registration
 * and a registration that breaks the sign-up rules (required terms, company number).
 */
export const userDecider: Decider<CreateAccount, UserEvent, UserState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => (event.type === 'UserRegistered' ? { status: 'active', user: event.data } : state),
  decide(command, state) {
    if (state.status !== 'absent') throw new UserExistsError();
    const refusal = registrationRefusal(command.data);
    if (refusal) throw refusal;
    return [{ type: 'UserRegistered', data: { ...command.data, registeredAt: command.metadata.now } }];
  },
};
