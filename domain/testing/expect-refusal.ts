import { DomainError } from '../shared';

/** Runs `run` and expects it to refuse with a DomainError of `code` (and `message`, when given). */
export const expectRefusal = (run: () => unknown, code: string, message?: string): void => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect((caught as DomainError).code).toBe(code);
  if (message !== undefined) expect((caught as DomainError).message).toBe(message);
};
