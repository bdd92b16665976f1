import type { Command, DecisionContext, Decider, DomainEvent } from '../shared';
import { expectRefusal } from './expect-refusal';

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
        thenRefuses: (code: string, message?: string) => expectRefusal(run, code, message),
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
