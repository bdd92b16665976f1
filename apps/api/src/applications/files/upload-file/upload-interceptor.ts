import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { FILE_MESSAGES, MAX_FILE_BYTES } from '@ats/domain/applications';

/** Room for the multipart framing and the few small fields beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** One file in memory, never more than the limit: multer stops reading the part at MAX_FILE_BYTES + 1. */
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
}).single('file');

const tooLarge = () => new PayloadTooLargeException({ message: FILE_MESSAGES.tooLarge, errorCode: 'file-too-large' });

/**
 * Reads a multipart upload of one `file` (request-boundary lets multipart/form-data through for upload routes
 * only). A declared length beyond the limit is refused before a byte is read; an undeclared one is cut at it.
 */
@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!request.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeException({ message: 'Upload the file as multipart/form-data', errorCode: 'unsupported-media-type' });
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES + FORM_OVERHEAD_BYTES) {
      // The client may still be sending: close the connection after answering rather than read 100 MB.
      response.setHeader('Connection', 'close');
      throw tooLarge();
    }
    await new Promise<void>((resolve, reject) =>
      readUpload(request, response, (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') {
            response.setHeader('Connection', 'close');
            return reject(tooLarge());
          }
          return reject(new BadRequestException({ message: FILE_MESSAGES.missing, errorCode: 'file-missing' }));
        }
        // Malformed multipart framing.
        reject(new BadRequestException({ message: 'Unable to upload file', errorCode: 'upload-malformed' }));
      }),
    );
    return next.handle();
  }
}
