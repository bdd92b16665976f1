import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { MAX_ANSWER_BYTES, VIDEO_ANSWER_MESSAGES } from '@ats/domain/candidate-tasks/video-answers';
import { isDomainError } from '@ats/domain/shared';
import { AuthError } from '@ats/infra/auth';
import type { BlobStoreConfig } from '@ats/infra/blob-store';
import type { CandidateCaller } from '../../identity/caller';
import { bearerToken, type CallerResolver } from '../../identity/caller-resolver';
import { RecordVideoTakeCommand, takeUploadRefusal, type TakeUploadMetadata, type VideoTasks } from './video-answers.handlers';

/** The tus endpoint (https://tus.io): creation at this path, each upload at `<path>/<id>`. */
export const VIDEO_UPLOADS_PATH = '/api/candidate-journey/video-uploads';

/** Unfinished uploads are kept a day for a candidate to resume (a dropped connection, a closed laptop). */
const UNFINISHED_UPLOAD_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Beside the blob store's directory (same disk), or the system's temporary directory when blobs are in S3. */
export const uploadDirectoryOf = (blobs: BlobStoreConfig): string =>
  blobs.kind === 'filesystem' ? path.join(path.dirname(blobs.directory), 'video-uploads') : path.join(tmpdir(), 'ats-video-uploads');

type TusRefusal = { status_code: number; body: string };
const refusal = (status: number, message: string, errorCode: string): TusRefusal => ({
  status_code: status,
  body: JSON.stringify({ message, statusCode: status, success: false, errorCode, path: VIDEO_UPLOADS_PATH }),
});
const notFound = () => refusal(404, 'The page you are looking for is not found', 'candidate-page-not-found');

/** The candidate the middleware proved, kept on the Node request the tus hooks reach through srvx. */
type WithCandidate = IncomingMessage & { atsCandidate?: CandidateCaller };
type HookRequest = { method: string; runtime?: { node?: { req: unknown } } };
const candidateOf = (request: HookRequest): CandidateCaller => {
  const candidate = (request.runtime?.node?.req as WithCandidate | undefined)?.atsCandidate;
  if (!candidate) throw notFound();
  return candidate;
};

const metadataOf = (upload: Upload): TakeUploadMetadata => {
  const meta = upload.metadata ?? {};
  const ids = [meta.applicationId, meta.stageId, meta.taskId, meta.questionId];
  if (!ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100)) throw notFound();
  if (!UUID.test(meta.applicationId!)) throw notFound();
  return {
    applicationId: meta.applicationId!,
    stageId: meta.stageId!,
    taskId: meta.taskId!,
    questionId: meta.questionId!,
    declaredType: (meta.filetype ?? '').slice(0, 200),
  };
};

const asTusRefusal = (error: unknown, fallback: () => TusRefusal): TusRefusal => {
  if (!isDomainError(error)) return fallback();
  const status = error.kind === 'not-found' ? 404 : error.kind === 'conflict' ? 409 : error.kind === 'forbidden' ? 403 : 400;
  return refusal(status, error.message, error.code);
};

/**
 * Resumable uploads of recorded answers (tus 1.0 with creation, termination and expiration, @tus/server with
 * @tus/file-store). Only a candidate token reaches it; an upload is created only for a question of the
 * candidate's own current task with takes left, of the question's media type and within its size; each later
 * request (resume, HEAD) only by the candidate who created it — anyone else gets the same 404. When the last
 * byte arrives the bytes are checked (their type, and their length: no longer than an answer may be) and the
 * take is recorded (RecordVideoTakeCommand); the partial file is removed either way.
 */
export const createVideoUploads = (options: {
  directory: string;
  tasks: VideoTasks;
  commands: CommandBus;
  callers: CallerResolver;
  /** The configured web origins (ATS_WEB_ORIGINS); none: same origin only. */
  webOrigins: string[];
}) => {
  const logger = new Logger('VideoUploads');
  const datastore = new FileStore({ directory: options.directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS });
  const server = new Server({
    path: VIDEO_UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    maxSize: MAX_ANSWER_BYTES.VIDEO,
    // The file's id is the upload's: random, and a UUID as the blob store wants.
    namingFunction: () => randomUUID(),
    // The web app is served by this API; another origin only when configured (CORS for this route: security-headers.ts).
    allowedOrigins: options.webOrigins,
    disableTerminationForFinishedUploads: true,
    // The tus server's own refusals (plain text) leave as the API's error object too.
    onResponseError: (_request, error) => {
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (body.startsWith('{')) return undefined;
      if (status === 413) return refusal(413, VIDEO_ANSWER_MESSAGES.tooLarge, 'video-answer-too-large');
      if (status >= 500) return refusal(status, VIDEO_ANSWER_MESSAGES.saveFailed, 'video-answer-save-failed');
      return refusal(status, body.trim() || 'Please enter valid input', `tus-${status}`);
    },
    onIncomingRequest: async (request, uploadId) => {
      const candidate = candidateOf(request);
      if (request.method === 'POST') return;
      const upload = await datastore.getUpload(uploadId).catch(() => {
        throw notFound();
      });
      if (upload.metadata?.candidateUserId !== candidate.candidateUserId) throw notFound();
    },
    onUploadCreate: async (request, upload) => {
      const candidate = candidateOf(request);
      const metadata = metadataOf(upload);
      if (upload.size === undefined) throw refusal(400, VIDEO_ANSWER_MESSAGES.wrongMedia, 'video-answer-invalid-media');
      const refused = await takeUploadRefusal(options.tasks, candidate, metadata, upload.size).catch((error: unknown) => {
        throw asTusRefusal(error, notFound);
      });
      if (refused) throw asTusRefusal(refused, notFound);
      // Who may resume it is the server's word, not the client's metadata.
      return { metadata: { ...upload.metadata, candidateUserId: candidate.candidateUserId } };
    },
    onUploadFinish: async (request, upload) => {
      const candidate = candidateOf(request);
      const metadata = metadataOf(upload);
      try {
        const bytes = await readFile(path.join(options.directory, upload.id));
        const take = await options.commands.execute(new RecordVideoTakeCommand(candidate, metadata, upload.id, bytes));
        await datastore.remove(upload.id).catch((error: unknown) => logger.warn(`Could not remove upload ${upload.id}: ${String(error)}`));
        return { headers: { 'Ats-File-Id': take.fileId, 'Ats-Take': String(take.take) } };
      } catch (error) {
        if (!isDomainError(error)) logger.error(`Recording take ${upload.id} failed: ${String(error)}`);
        // A refused take is not kept for a resume: the candidate records again.
        else await datastore.remove(upload.id).catch(() => undefined);
        throw asTusRefusal(error, () => refusal(500, VIDEO_ANSWER_MESSAGES.saveFailed, 'video-answer-save-failed'));
      }
    },
  });

  /** Express middleware for the tus path: the candidate token first, then the tus server. */
  const middleware = async (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const answer = ({ status_code, body }: TusRefusal) => {
        response.statusCode = status_code;
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      };
      let claims: { sub: string; kind: string };
      try {
        claims = await options.callers.claimsOf(bearerToken(request.headers.authorization));
      } catch (error) {
        // No token or an expired one: the client signs in again or refreshes (499), as on every route.
        if (error instanceof AuthError) return answer(refusal(error.statusCode, error.message, error.errorCode));
        throw error;
      }
      // A staff token reaches no candidate's upload: the same 404 as another candidate's.
      if (claims.kind !== 'candidate') return answer(notFound());
      (request as WithCandidate).atsCandidate = { candidateUserId: claims.sub };
      // A router mounted under a path hands the rest of it on: tus reads the whole path.
      if (request.originalUrl) request.url = request.originalUrl;
      await server.handle(request, response);
    } catch (error) {
      next(error);
    }
  };
  /** Removes the partial files of uploads nobody resumed within their day; answers how many. */
  const removeExpired = () => server.cleanUpExpiredUploads();
  return { middleware, removeExpired };
};
