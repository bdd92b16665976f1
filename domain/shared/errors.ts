/**
 * A refusal by the domain. `code` is stable (clients and tests match on it), `message` is the spec's
 * wording where the spec has one. `kind` tells the HTTP edge which status to answer with.
 */
export type DomainErrorKind = 'validation' | 'not-found' | 'conflict' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'validation',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** Used as the last branch of every switch over a discriminated union. */
export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};
