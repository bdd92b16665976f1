import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A DTO property checked by one rule that answers the spec's message or null — typically a pure rule of
 * domain/ shared with the web forms — so a field yields exactly one message whatever is wrong with it
 * (stacked class-validator decorators report in reverse order of declaration).
 */
export const Rule = (rule: (value: unknown) => string | null, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'rule',
      validator: {
        validate: (value: unknown) => rule(value) === null,
        defaultMessage: (args) => rule(args?.value) ?? '',
      },
    },
    options,
  );

/** A required text: a string, not blank once trimmed, at most `max` characters. */
export const requiredText =
  (message: string, max = 100) =>
  (value: unknown): string | null => {
    if (typeof value !== 'string' || value.trim().length === 0) return message;
    return value.trim().length > max ? `Maximum ${max} characters.` : null;
  };
