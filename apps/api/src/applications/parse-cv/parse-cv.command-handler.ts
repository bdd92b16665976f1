import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FILE_CONTENT_TYPES, FileErrors, extensionOfContentType, fileNameError, fileSizeError } from '@ats/domain/applications';
import { CV_PARSE_MESSAGES, isEmptyParse, parseCvText, type ParsedCv } from '@ats/domain/candidates/cv-parser';
import type { BlobStore } from '@ats/infra/blob-store';
import { documentCvTextExtractor } from '@ats/infra/cv-text';
import { BLOB_STORE } from '../../platform/tokens';
import { detectContentType } from '../files/upload-file/file-content';
import { ParsedCvUploads, type CvUploader } from './parsed-cv-uploads';

export type ParseCvResult = {
  /** Send as `cvFileId` when adding the candidate: the CV becomes their CV file. */
  cvFileId: string;
  fileName: string;
  /** False when nothing could be read: the form is filled manually (the CV is still kept). */
  parsed: boolean;
  message: string | null;
  fields: ParsedCv;
};

export class ParseCvCommand extends Command<ParseCvResult> {
  constructor(
    /** A staff caller, or the apply portal's candidate (their user id) uploading to the job's company. */
    readonly caller: CvUploader,
    readonly file: { originalName: string; bytes: Buffer },
  ) {
    super();
  }
}

const NOTHING: ParsedCv = { firstName: null, lastName: null, emails: [], phones: [], linkedin: null, portfolio: null };

/**
 * 'Add from CV' (spec 02 §2.12): the file is judged by the files feature's rules (type from the bytes, 5 MB,
 * a name, a PDF that opens), its text read and parsed to prefill the form, and the bytes kept for the
 * candidate to be added with. A CV whose text cannot be read is still kept: the spec's message, and the form
 * is filled manually.
 */
@CommandHandler(ParseCvCommand)
export class ParseCvCommandHandler implements ICommandHandler<ParseCvCommand> {
  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly uploads: ParsedCvUploads,
  ) {}

  async execute({ caller, file }: ParseCvCommand): Promise<ParseCvResult> {
    const sizeError = fileSizeError(file.bytes.length);
    if (sizeError) throw sizeError;
    const fileName = file.originalName.split(/[\\/]/).pop()!.trim();
    const nameError = fileNameError(fileName);
    if (nameError) throw nameError;
    const extension = extensionOfContentType(await detectContentType(file.bytes));
    if (!extension) throw FileErrors.wrongType();
    const contentType = FILE_CONTENT_TYPES[extension];

    // A reader that fails is not an unreadable CV: the CV is kept and the message says autofill is unavailable.
    const read = await documentCvTextExtractor
      .extract(file.bytes, contentType)
      .then(parseCvText)
      .catch(() => null);
    const fields = read ?? NOTHING;
    const parsed = !isEmptyParse(fields);

    const cvFileId = randomUUID();
    await this.blobs.put({ companyId: caller.companyId, blobId: cvFileId }, file.bytes, { contentType });
    try {
      await this.uploads.record(caller, { blobId: cvFileId, fileName, contentType, sizeBytes: file.bytes.length });
    } catch (error) {
      await this.blobs.delete({ companyId: caller.companyId, blobId: cvFileId });
      throw error;
    }
    const message = parsed ? null : read ? CV_PARSE_MESSAGES.cannotParse : CV_PARSE_MESSAGES.autofillUnavailable;
    return { cvFileId, fileName, parsed, message, fields };
  }
}
