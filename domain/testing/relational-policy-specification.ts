import type { RelationalDecision, WriteContext } from '../shared';
import { expectRefusal } from './expect-refusal';

/** A fixed clock and ids 'new-id-1', 'new-id-2'… in the order the policy asks for them. */
export const testWriteContext = (): WriteContext => {
  let issued = 0;
  return { now: new Date('2026-01-05T09:00:00Z'), newId: () => `new-id-${++issued}` };
};

/**
 * Given/when/then for relational policies (test-only), as deciderSpecification is for deciders:
 * `spec.given(existingRows).when(input, caller).then(decision)` or `.thenRefuses(code, message)`.
 */
export const relationalPolicySpecification = <Input, Existing, Caller, Tables, Mail, Result>(
  policy: (
    input: Input,
    existing: Existing,
    caller: Caller,
    context: WriteContext,
  ) => RelationalDecision<Tables, Mail, Result>,
) => ({
  given: (existing: Existing) => ({
    when: (input: Input, caller: Caller) => {
      const decide = () => policy(input, existing, caller, testWriteContext());
      return {
        then: (expected: RelationalDecision<Tables, Mail, Result>) => expect(decide()).toEqual(expected),
        thenRefuses: (code: string, message?: string) => expectRefusal(decide, code, message),
        /** The decision, for a spec about one part of it. */
        decide,
      };
    },
  }),
});
