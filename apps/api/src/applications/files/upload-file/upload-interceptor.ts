import { BadRequestException, Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { FILE_MESSAGES, MAX_FILE_BYTES } from '@ats/domain/applications';
import { readMultipartUpload } from '@ats/api/platform/multipart-upload';

/** Room for the multipart framing and the few small fields beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** One file in memory, never more than the limit: multer stops reading the part at MAX_FILE_BYTES + 1. */
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
}).single('file');

const tooLarge = () => new PayloadTooLargeException({ message: FILE_MESSAGES.tooLarge, errorCode: 'file-too-large' });

/** Reads a multipart upload of one `file` (platform/multipart-upload: 415, 413 before reading, cut at the limit). */
@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await readMultipartUpload(context, {
      read: readUpload,
      maxRequestBytes: MAX_FILE_BYTES + FORM_OVERHEAD_BYTES,
      notMultipart: 'Upload the file as multipart/form-data',
      tooLarge,
      limitRefusal: () => new BadRequestException({ message: FILE_MESSAGES.missing, errorCode: 'file-missing' }),
    });
    return next.handle();
  }
}
