import { expect } from '@jest/globals';
import type { ErrorCode } from '@shop/contracts';
import { DomainError, type Command, type Decider, type DomainEvent } from '../event-sourcing/decider.js';

/**
 * given/when/then for deciders (STYLE.md): `given(events).when(command).then(events)`,
 * `.thenThrows(code)` (the refusal's ErrorCode) or `.thenNothingHappened()`.
 */
export function deciderSpec<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: ErrorCode) {
              let caught: unknown;
              try {
                run();
              } catch (e) {
                caught = e;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
            },
            thenNothingHappened() {
              expect(run()).toEqual([]);
            },
          };
        },
      };
    },
  };
}
