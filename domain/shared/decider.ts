import type { Actor } from './actor';

/** What a decision may know besides the command and the state: no clock, no randomness, no I/O. */
export type DecisionContext = {
  now: Date;
  actor: Actor;
  companyId: string;
};

export type DomainEvent<Type extends string = string, Data = unknown> = {
  type: Type;
  data: Data;
};

export type Command<Type extends string = string, Data = unknown> = {
  type: Type;
  data: Data;
};

/** Emmett-style decider: the whole behaviour of an aggregate as three pure functions. */
export type Decider<State, C extends Command, E extends DomainEvent> = {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  decide: (command: C, state: State, context: DecisionContext) => E[];
};

export const foldEvents = <State, E>(
  evolve: (state: State, event: E) => State,
  initial: State,
  events: readonly E[],
): State => events.reduce(evolve, initial);
