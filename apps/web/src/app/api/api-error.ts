/** The error object every screen receives (spec 01 §7.1, §8). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

/** Spec 01 §8: the refresh failed or there was no refresh token; the session-expired warning handles it. */
export const SESSION_EXPIRED_MESSAGE = 'Session Expired Please login!';
export const SESSION_EXPIRED_ERROR_CODE = 'session-expired';

export type ApiErrorBody = {
  message: string;
  statusCode: number;
  success: false;
  errorCode: string | null;
  path: string | null;
};

export class ApiError extends Error {
  readonly statusCode: number;
  readonly success = false as const;
  readonly errorCode: string | null;
  readonly path: string | null;
  /** True when the server gave no message and the generic one is shown. */
  readonly isGeneric: boolean;

  constructor(body: Partial<ApiErrorBody> & { statusCode?: number }, fallbackPath: string | null = null) {
    const message = typeof body.message === 'string' && body.message.trim().length > 0 ? body.message : null;
    super(message ?? UNEXPECTED_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.statusCode = typeof body.statusCode === 'number' ? body.statusCode : 500;
    this.errorCode = typeof body.errorCode === 'string' ? body.errorCode : null;
    this.path = typeof body.path === 'string' ? body.path : fallbackPath;
    this.isGeneric = message === null;
  }

  toBody(): ApiErrorBody {
    return {
      message: this.message,
      statusCode: this.statusCode,
      success: false,
      errorCode: this.errorCode,
      path: this.path,
    };
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Handled by the session-expired warning, so no toast or inline error repeats it. */
export const isSessionExpired = (error: unknown): boolean => isApiError(error) && error.errorCode === SESSION_EXPIRED_ERROR_CODE;

export const isConflict = (error: unknown): boolean => isApiError(error) && error.statusCode === 409;

/** The record asked for does not exist, or is not the caller's to see. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.statusCode === 404;

/** Class-validator style messages may arrive as an array; join them into one line. */
export const toApiError = (raw: unknown, status: number, path: string): ApiError => {
  if (raw && typeof raw === 'object') {
    const body = raw as Record<string, unknown>;
    const message = Array.isArray(body.message) ? body.message.filter((m) => typeof m === 'string').join(', ') : body.message;
    return new ApiError(
      {
        message: typeof message === 'string' ? message : undefined,
        statusCode: typeof body.statusCode === 'number' ? body.statusCode : status,
        errorCode: typeof body.errorCode === 'string' ? body.errorCode : undefined,
        path: typeof body.path === 'string' ? body.path : path,
      },
      path,
    );
  }
  return new ApiError({ statusCode: status || 500 }, path);
};
