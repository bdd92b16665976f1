import type { SubscribeOptions } from './event-store.port';

/**
 * Errors the event store edge raises besides the port's `WrongExpectedRevisionError`. They live here rather
 * than in the port file so the port keeps its agreed shape.
 */

/** An event id is already stored: the same event was appended twice (e.g. a retried append with 'any'). */
export class DuplicateEventIdError extends Error {
  constructor(readonly stream: string) {
    super(`An event appended to ${stream} carries an event id that is already stored`);
    this.name = 'DuplicateEventIdError';
  }
}

/**
 * Personal data was offered for a candidate whose key has been destroyed. Writing it would either store it
 * in clear or under a fresh key, and both would undo the erasure, so the append is refused.
 */
export class CandidateErasedError extends Error {
  constructor(readonly candidateId: string) {
    super(`Candidate ${candidateId} has been erased: personal data can no longer be stored for them`);
    this.name = 'CandidateErasedError';
  }
}

/** Encrypted personal data failed authentication: it was altered, or belongs to another candidate. */
export class PersonalDataIntegrityError extends Error {
  constructor(readonly candidateId: string) {
    super(`Encrypted personal data of candidate ${candidateId} failed authentication`);
    this.name = 'PersonalDataIntegrityError';
  }
}

/** A failed subscription must be noticed: without an onError the failure becomes a process warning. */
export const reportSubscriptionError = (options: SubscribeOptions, error: unknown): void => {
  if (options.onError) {
    options.onError(error);
    return;
  }
  process.emitWarning(`Event store subscription stopped: ${error instanceof Error ? error.message : String(error)}`);
};
