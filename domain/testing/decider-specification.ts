import type { Command, DecisionContext, Decider, DomainEvent } from '../shared';
import { DomainError } from '../shared';

/** Given/when/then for deciders (test-only): `spec.given(events).when(command).then(events)`. */
export const deciderSpecification = <S, C extends Command, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  context: DecisionContext,
) => ({
  given: (events: E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()), context);
      return {
        then: (expected: E[]) => expect(run()).toEqual(expected),
        thenNothingHappens: () => expect(run()).toEqual([]),
        thenRefuses: (code: string, message?: string) => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).code).toBe(code);
          if (message !== undefined) expect((caught as DomainError).message).toBe(message);
        },
      };
    },
  }),
});

export const testContext = (overrides: Partial<DecisionContext> = {}): DecisionContext => ({
  now: new Date('2026-01-05T09:00:00Z'),
  actor: { kind: 'user', id: 'user-1', name: 'Rania Haddad' },
  companyId: 'company-1',
  ...overrides,
});
