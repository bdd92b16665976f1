/**
 * Relational configuration (users, companies, settings) is not event-sourced: a change writes rows and an
 * audit entry in one transaction (ARCHITECTURE.md "What is event-sourced and what is not"). Its rules are a
 * pure policy, `(input, existing rows, caller, context) → RelationalDecision`, or a thrown DomainError; one
 * infra runner loads the rows, asks the policy and writes its decision (docs/adr/0009).
 */

/**
 * One row to write, in a table of `Tables` (table name → row type): an insert of a whole row, the columns
 * `set` on the row with id `update`, or the removal of the row with id `delete` (its audit entry keeps what it
 * held). Writes run in their order, so a row comes after those it refers to.
 */
export type RowWrite<Tables> = {
  [Table in keyof Tables & string]:
    | { table: Table; insert: Tables[Table] }
    | { table: Table; update: string; set: Partial<Tables[Table]> }
    | { table: Table; delete: string };
}[keyof Tables & string];

/** An audit row (who, when, before, after): written in the transaction that makes the change. */
export type AuditEntry = {
  /** Null before the changed row has a company (a self-serve sign-up); infra logs it under its no-company id. */
  companyId: string | null;
  actorId: string;
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before: object | null;
  after: object | null;
};

/**
 * What a relational policy decided: rows to write, their audit entries, mail to send (intents as plain data:
 * infra renders them with its templates and queues them in the same transaction), and what the command answers.
 */
export type RelationalDecision<Tables, Mail, Result> = {
  writes: RowWrite<Tables>[];
  audit: AuditEntry[];
  mail: Mail[];
  result: Result;
};

/** What a policy may know besides its input, the rows and the caller: the clock and fresh ids, both given. */
export type WriteContext = {
  now: Date;
  newId: () => string;
};

export type RelationalPolicy<Input, Existing, Caller, Tables, Mail, Result> = (
  input: Input,
  existing: Existing,
  caller: Caller,
  context: WriteContext,
) => RelationalDecision<Tables, Mail, Result>;

/** A decision with nothing but `result` unless given: `decision(result, { writes, audit, mail })`. */
export const decision = <Tables, Mail, Result>(
  result: Result,
  parts: Partial<Omit<RelationalDecision<Tables, Mail, Result>, 'result'>> = {},
): RelationalDecision<Tables, Mail, Result> => ({
  writes: parts.writes ?? [],
  audit: parts.audit ?? [],
  mail: parts.mail ?? [],
  result,
});
