import { BadRequestException, Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { readMultipartUpload } from '../../platform/multipart-upload';
import { ISSUE_REPORT_MESSAGES, MAX_ISSUE_DESCRIPTION_LENGTH, MAX_ISSUE_FILE_BYTES, MAX_ISSUE_FILES } from '@ats/domain/issue-reports/issue-report.rules';

/** The files, the description (in UTF-8 up to 4 bytes a character) and the four short fields, with framing. */
const MAX_REQUEST_BYTES = MAX_ISSUE_FILES * MAX_ISSUE_FILE_BYTES + MAX_ISSUE_DESCRIPTION_LENGTH * 4 + 64 * 1024;

const readReport = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MAX_ISSUE_FILE_BYTES,
    files: MAX_ISSUE_FILES,
    fields: 5,
    fieldSize: MAX_ISSUE_DESCRIPTION_LENGTH * 4,
    parts: MAX_ISSUE_FILES + 5,
    headerPairs: 100,
  },
}).array('files', MAX_ISSUE_FILES);

const tooLarge = () => new PayloadTooLargeException({ message: ISSUE_REPORT_MESSAGES.fileTooLarge, errorCode: 'issue-file-too-large' });

/** Reads a problem report's multipart form: at most five files of 5 MB, cut at the limit rather than read whole. */
@Injectable()
export class IssueReportUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await readMultipartUpload(context, {
      read: readReport,
      maxRequestBytes: MAX_REQUEST_BYTES,
      notMultipart: 'Send the report as multipart/form-data',
      tooLarge,
      limitRefusal: (code) =>
        code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE'
          ? new BadRequestException({ message: ISSUE_REPORT_MESSAGES.tooManyFiles, errorCode: 'issue-too-many-files' })
          : code === 'LIMIT_FIELD_VALUE'
            ? new BadRequestException({ message: ISSUE_REPORT_MESSAGES.descriptionTooLong, errorCode: 'issue-description-too-long' })
            : new BadRequestException({ message: 'Unable to upload file', errorCode: 'upload-malformed' }),
    });
    return next.handle();
  }
}
