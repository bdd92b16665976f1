import { eventCatalogue, type DomainEvent, type PersonalData } from '../shared';
import type { FileExtension, FileContentType, FileKind } from './application-file.rules';

/**
 * Files are facts about the application (spec 02 §2.13, §3.7): events on its stream. A file's name is
 * personal data (a CV is often called after its owner), so it sits in `personal`, encrypted with the
 * candidate's key; the bytes live in the blob store under the file's id, never under its name.
 */
export type FileUploaded = DomainEvent<
  'FileUploaded',
  {
    applicationId: string;
    candidateId: string;
    fileId: string;
    /** Detected from the bytes, not taken from the name or the browser. */
    contentType: FileContentType;
    extension: FileExtension;
    sizeBytes: number;
    confidential: boolean;
    uploadedByCandidate: boolean;
    /** 'CV' for the candidate's CV (added with the candidate, its text searched); absent for any other file. */
    kind?: FileKind;
    personal: PersonalData<{ fileName: string }>;
  }
>;

/**
 * Each later event names the file again and says whether it is confidential (after the event), so the history
 * reads every line on its own and quotes a confidential file's name only to readers with confidential access.
 */
export type FileRenamed = DomainEvent<
  'FileRenamed',
  {
    applicationId: string;
    candidateId: string;
    fileId: string;
    confidential: boolean;
    personal: PersonalData<{ fileName: string; previousFileName: string }>;
  }
>;

export type FileConfidentialityChanged = DomainEvent<
  'FileConfidentialityChanged',
  { applicationId: string; candidateId: string; fileId: string; confidential: boolean; personal: PersonalData<{ fileName: string }> }
>;

/** The bytes are removed from the blob store once this is recorded. */
export type FileDeleted = DomainEvent<
  'FileDeleted',
  { applicationId: string; candidateId: string; fileId: string; confidential: boolean; personal: PersonalData<{ fileName: string }> }
>;

export type ApplicationFileEvent = FileUploaded | FileRenamed | FileConfidentialityChanged | FileDeleted;

/**
 * Listed apart from `applicationEvents`: files change neither stage nor status, so the readers of those
 * (inbox, auto-archive) need not know them; the candidate list only notes the revision.
 */
export const applicationFileEvents = eventCatalogue<ApplicationFileEvent>({
  FileUploaded: true,
  FileRenamed: true,
  FileConfidentialityChanged: true,
  FileDeleted: true,
});
