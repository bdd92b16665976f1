import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './http-error.filter';

/**
 * The one boundary every request crosses before a route sees it (issue 6 item 8): hostile input is refused
 * with a 4xx and the error object, before it can reach a handler, let alone storage.
 */

/**
 * No request of this API carries more. The largest is a candidate's signature: an image of at most 200 KB
 * (spec 03 §5) as a data URL is about 273 kB; a team member with a thousand job ids is about 40 kB.
 */
export const BODY_LIMIT_BYTES = 384 * 1024;
/** The deepest DTO nests three levels; anything far deeper is an attack on the parser or the validator. */
export const MAX_JSON_DEPTH = 32;

const INVALID_INPUT = 'Please enter valid input';

// C0 controls and DEL; free text in a body may hold tab, line feed and carriage return. Matching control
// characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (request: Request) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const mediaTypeOf = (request: Request) => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The upload routes, which also take multipart/form-data: each reads it through its own interceptor with the
 * size and part limits of what it accepts (e.g. apps/api/src/applications/files/upload-file).
 */
export const MULTIPART_ROUTES: readonly RegExp[] = [
  /^\/api\/job-applications\/[^/]+\/files\/?$/,
  // Add candidate from a CV (spec 02 §2.12).
  /^\/api\/job-applications\/parse-cv\/?$/,
  // PUT, as spec 03 §7 names it.
  /^\/api\/company-email-templates\/update-email-template-attachment\/[^/]+\/?$/,
  // Branding images and the career page banner (spec 03 §2.4).
  /^\/api\/branding\/[^/]+\/images\/[^/]+\/?$/,
  /^\/api\/career-page\/[^/]+\/banner\/?$/,
  // The apply portal's CV (spec 03 §2.3).
  /^\/api\/apply-portal\/jobs\/[^/]+\/cv\/?$/,
  // Offer letter templates' .docx and the signed offer's PDF (spec 03 §2.2, §5).
  /^\/api\/company-offer-templates(\/[^/]+\/letter)?\/?$/,
  /^\/api\/offers\/[^/]+\/mark-as-signed\/?$/,
  // A candidate's problem report with its files (spec 03 §2.3 "Report an issue").
  /^\/api\/candidate-journey\/issue-reports\/?$/,
  // A file the candidate hands in with a task (spec 03 §2.3).
  /^\/api\/candidate-journey\/applications\/[^/]+\/files\/?$/,
  // A bulk e-mail's attachment (spec 03 "Email composer").
  /^\/api\/bulk-actions\/email-attachments\/?$/,
];

/**
 * The resumable upload of a recorded answer (tus, apps/api/src/candidate-journey/video-answers): its PATCH
 * carries raw bytes as application/offset+octet-stream, read by the tus server with the answer's own size
 * limit. Only that route, only that method and media type.
 */
export const TUS_UPLOAD_ROUTE = /^\/api\/candidate-journey\/video-uploads\/[0-9a-f-]{36}\/?$/;
const isTusUpload = (request: Request) =>
  request.method === 'PATCH' && mediaTypeOf(request) === 'application/offset+octet-stream' && TUS_UPLOAD_ROUTE.test(request.path);

const isMultipartUpload = (request: Request) =>
  (request.method === 'POST' || request.method === 'PUT') && mediaTypeOf(request) === 'multipart/form-data' && MULTIPART_ROUTES.some((route) => route.test(request.path));

/** A body is JSON, declared as such: a `text/plain` body must not be read as an empty object. */
const refuseOtherMediaTypes = (request: Request, response: Response, next: NextFunction) => {
  if (WRITES.has(request.method) && hasBody(request) && mediaTypeOf(request) !== 'application/json' && !isMultipartUpload(request) && !isTusUpload(request)) {
    return sendError(request, response, 415, 'Request bodies must be sent as application/json');
  }
  next();
};

/** The path and query string, decoded as the router will decode them, hold no control character. */
const refuseControlCharactersInUrl = (request: Request, response: Response, next: NextFunction) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(request.originalUrl.replace(/\+/g, ' '));
  } catch {
    return sendError(request, response, 400, INVALID_INPUT);
  }
  if (CONTROL_IN_URL.test(decoded)) return sendError(request, response, 400, INVALID_INPUT);
  next();
};

/** Why a parsed JSON body is refused, or null: too deep, or a key or text holding a control character. */
export const refusalOfJson = (body: unknown): string | null => {
  // Iterative, so that the check itself cannot overflow the stack it protects.
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_IN_TEXT.test(value)) return INVALID_INPUT;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return `Request bodies may nest at most ${MAX_JSON_DEPTH} levels`;
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL_IN_TEXT.test(key)) return INVALID_INPUT;
        pending.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return null;
};

const refuseHostileJson = (request: Request, response: Response, next: NextFunction) => {
  const refusal = refusalOfJson(request.body);
  if (refusal) return sendError(request, response, 400, refusal);
  next();
};

type ParserError = { status?: number; type?: string };

/** The body parser's own refusals (too large, malformed, unknown charset) as the error object, never a 500. */
const answerParserErrors = (error: unknown, request: Request, response: Response, next: NextFunction) => {
  const { status, type } = (error ?? {}) as ParserError;
  if (type === 'entity.too.large') return sendError(request, response, 413, `Request bodies may be at most ${BODY_LIMIT_BYTES / 1024} kB`);
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return sendError(request, response, 415, INVALID_INPUT);
  if (typeof status === 'number' && status >= 400 && status < 500) return sendError(request, response, status, INVALID_INPUT);
  next(error);
};

/** Installs the boundary; call before anything else reads the request. The app must be created with `bodyParser: false`. */
export const useRequestBoundary = (app: NestExpressApplication) => {
  app.use(refuseOtherMediaTypes);
  app.use(refuseControlCharactersInUrl);
  app.useBodyParser('json', { limit: BODY_LIMIT_BYTES, strict: true });
  app.use(refuseHostileJson);
  app.use(answerParserErrors);
};
