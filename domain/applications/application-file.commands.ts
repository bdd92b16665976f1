import type { Command } from '../shared';
import type { FileKind } from './application-file.rules';

/**
 * What the caller may see of confidential files, judged by the handler on the application's job
 * (COMPANY::CANDIDATES::CONFIDENTIAL::*): a confidential file is, for anyone without it, not there.
 */
type FileAccess = { confidentialAccess: boolean };

export type UploadFile = Command<
  'UploadFile',
  FileAccess & {
    fileId: string;
    fileName: string;
    /** As detected from the bytes by the handler; null when nothing known was recognised. */
    detectedContentType: string | null;
    sizeBytes: number;
    confidential: boolean;
    uploadedByCandidate: boolean;
    kind?: FileKind;
  }
>;

export type RenameFile = Command<'RenameFile', FileAccess & { fileId: string; fileName: string }>;

export type ChangeFileConfidentiality = Command<'ChangeFileConfidentiality', FileAccess & { fileId: string; confidential: boolean }>;

export type DeleteFile = Command<'DeleteFile', FileAccess & { fileId: string }>;

export type ApplicationFileCommand = UploadFile | RenameFile | ChangeFileConfidentiality | DeleteFile;
