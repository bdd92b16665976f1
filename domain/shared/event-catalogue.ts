import type { DomainEvent } from './decider';

/**
 * The event types of one aggregate, listed once and used everywhere a type name is matched (projections'
 * `canHandle`, process declarations, history readers). The record form makes the compiler refuse a list
 * that misses a member of the union. `includes` narrows a stored event to the union and answers false for
 * a type this code does not know (written by a newer version): readers skip it instead of failing.
 */
export type EventCatalogue<E extends DomainEvent> = {
  readonly types: ReadonlyArray<E['type']>;
  includes<R extends { type: string }>(event: R): event is R & E;
};

export const eventCatalogue = <E extends DomainEvent>(types: { readonly [T in E['type']]: true }): EventCatalogue<E> => {
  const known = new Set<string>(Object.keys(types));
  return {
    types: [...known] as Array<E['type']>,
    includes: <R extends { type: string }>(event: R): event is R & E => known.has(event.type),
  };
};

/**
 * Turns a stored event of an older shape into today's shape, before `evolve` or a projection sees it
 * (ARCHITECTURE.md: "a new shape is a new type, or an upcaster next to the decider"). Answers the event
 * unchanged when it has nothing to do.
 */
export type Upcaster = <R extends { type: string; data: unknown; metadata: { schemaVersion: number } }>(event: R) => R;

export const noUpcasting: Upcaster = (event) => event;
