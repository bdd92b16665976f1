import type { Actor } from './actor';
import type { Upcaster } from './event-catalogue';

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
  /** Folds a known event; answers the state unchanged for a type it does not know. */
  evolve: (state: State, event: E) => State;
  decide: (command: C, state: State, context: DecisionContext) => E[];
  /** Brings a stored event of an older shape to today's before `evolve` sees it (the load path applies it). */
  upcast?: Upcaster;
};

export const foldEvents = <State, E>(
  evolve: (state: State, event: E) => State,
  initial: State,
  events: readonly E[],
): State => events.reduce(evolve, initial);
