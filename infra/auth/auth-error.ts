/**
 * A refusal of sign-in or session handling with the HTTP status and the spec's message (spec 01 §8,
 * docs/api.md "Identity"). The API's error filter answers it as `{ message, statusCode, errorCode, … }`,
 * so any module may simply throw it.
 */
export class AuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 429 | 499,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const isAuthError = (error: unknown): error is AuthError => error instanceof AuthError;

export const AUTH_MESSAGES = {
  accessDenied: 'Access denied',
  invalidCode: 'Invalid verification code. Please try again.',
  failedToVerify: 'Failed to verify code. Please try again.',
  codeLocked: 'Too many wrong codes. Please request a new verification code.',
  tooManyCodes: 'Too many verification codes requested. Please try again later.',
  sessionExpired: 'Session Expired Please login!',
  unauthorized: 'Please sign in to continue.',
  tokenExpired: 'Your session token has expired.',
  domainNotRegistered: (domain: string) =>
    `Company domain ${domain} is not registered. Please check the email address or contact your administrator.`,
} as const;
