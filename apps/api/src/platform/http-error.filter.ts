import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '@ats/domain/shared';
import { AuthError } from '@ats/infra/auth/auth-error';
import { CandidateErasedError } from '@ats/infra/event-store/errors';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';

/** A command that would store personal data for a candidate whose data was erased (the key is gone). */
export const CANDIDATE_ERASED_MESSAGE = 'This candidate’s personal data was erased: nothing personal can be added to it.';

const STATUS_OF: Record<DomainErrorKind, number> = { validation: 400, 'not-found': 404, conflict: 409, forbidden: 403 };

export type ErrorBody = { message: string; statusCode: number; success: false; errorCode: string; path: string };

export const errorCodeOfStatus = (status: number) =>
  status === 400
    ? 'validation'
    : status === 401
      ? 'unauthorized'
      : status === 403
        ? 'forbidden'
        : status === 404
          ? 'not-found'
          : status === 409
            ? 'conflict'
            : status === 413
              ? 'payload-too-large'
              : status === 415
                ? 'unsupported-media-type'
                : status === 429
                  ? 'too-many-requests'
                  : `http-${status}`;

/** Answers the error object from places Nest's filters do not reach (Express middleware before the router). */
export const sendError = (request: Request, response: Response, statusCode: number, message: string, errorCode = errorCodeOfStatus(statusCode)) => {
  const body: ErrorBody = { message, statusCode, success: false, errorCode, path: request.originalUrl ?? request.url };
  response.status(statusCode).json(body);
};

/** Every error leaves the API as `{ message, statusCode, success: false, errorCode, path }` (spec 01 §7.1). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const path = request.originalUrl ?? request.url;
    let body: ErrorBody;
    if (error instanceof AuthError) {
      body = { message: error.message, statusCode: error.statusCode, success: false, errorCode: error.errorCode, path };
    } else if (error instanceof DomainError) {
      body = { message: error.message, statusCode: STATUS_OF[error.kind], success: false, errorCode: error.code, path };
    } else if (error instanceof CandidateErasedError) {
      body = { message: CANDIDATE_ERASED_MESSAGE, statusCode: 409, success: false, errorCode: 'candidate-erased', path };
    } else if (error instanceof HttpException) {
      const status = error.getStatus();
      const payload = error.getResponse();
      const raw = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
      const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' && raw ? raw : UNEXPECTED_ERROR_MESSAGE;
      const errorCode = (typeof payload === 'object' && (payload as { errorCode?: string }).errorCode) || errorCodeOfStatus(status);
      body = { message, statusCode: status, success: false, errorCode, path };
      // A refusal that is only "not yet" (a read model catching up) says when to ask again.
      const retryAfter = typeof payload === 'object' ? (payload as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
      if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    } else {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      body = { message: UNEXPECTED_ERROR_MESSAGE, statusCode: 500, success: false, errorCode: 'unexpected', path };
    }
    response.status(body.statusCode).json(body);
  }
}
