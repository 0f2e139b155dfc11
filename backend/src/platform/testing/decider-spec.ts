import { expect } from '@jest/globals';
import type { Decider } from '../event-sourcing/decider.js';
import { DomainError } from '../event-sourcing/decider.js';

/**
 * given/when/then for deciders (STYLE.md): `given(events).when(command).then(events)`,
 * `.thenThrows(code)` or `.thenNothingHappened()`.
 */
export function deciderSpec<C, E extends { type: string; data: unknown }, S>(decider: Decider<C, E, S>) {
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
            thenThrows(code: string) {
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
