import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException, type ExecutionContext } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';

/** How one upload route reads its multipart form, and what it answers when the form breaks its limits. */
export type MultipartUpload = {
  /** The multer reader with the route's limits (memory storage: never more than a file's limit is read). */
  read: RequestHandler;
  /** A declared length beyond this is refused before a byte is read. */
  maxRequestBytes: number;
  notMultipart: string;
  tooLarge: () => PayloadTooLargeException;
  /** The refusal for a multer limit other than a file's size (too many files, a field too long, a missing file). */
  limitRefusal: (code: multer.ErrorCode) => Error;
};

const malformed = () => new BadRequestException({ message: 'Unable to upload file', errorCode: 'upload-malformed' });

/**
 * Reads a route's multipart form into the request (request-boundary lets multipart/form-data through for upload
 * routes only): another content type is 415, a declared length beyond the limit 413 at once, an undeclared one cut
 * at it; either way the connection is closed after answering rather than reading what the client still sends.
 */
export const readMultipartUpload = async (context: ExecutionContext, upload: MultipartUpload): Promise<void> => {
  const request = context.switchToHttp().getRequest<Request>();
  const response = context.switchToHttp().getResponse<Response>();
  if (!request.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeException({ message: upload.notMultipart, errorCode: 'unsupported-media-type' });
  }
  if (Number(request.headers['content-length'] ?? 0) > upload.maxRequestBytes) {
    response.setHeader('Connection', 'close');
    throw upload.tooLarge();
  }
  await new Promise<void>((resolve, reject) =>
    upload.read(request, response, (error: unknown) => {
      if (!error) return resolve();
      if (!(error instanceof multer.MulterError)) return reject(malformed());
      if (error.code === 'LIMIT_FILE_SIZE') {
        response.setHeader('Connection', 'close');
        return reject(upload.tooLarge());
      }
      reject(upload.limitRefusal(error.code));
    }),
  );
};
