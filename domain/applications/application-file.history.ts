import { ERASED } from '../shared/personal-data';
import type { ApplicationFileEvent } from './application-file.events';

/**
 * The history's lines for files. `fileName` is null when it is not shown: erased with the candidate's personal
 * data (`erased`), or the file was confidential at that point and the reader has no confidential access.
 */
export type FileHistoryEntryDetails =
  | { type: 'FileUploaded'; fileId: string; fileName: string | null; erased: boolean; confidential: boolean; uploadedByCandidate: boolean }
  | { type: 'FileRenamed'; fileId: string; fileName: string | null; previousFileName: string | null; erased: boolean; confidential: boolean }
  | { type: 'FileConfidentialityChanged'; fileId: string; fileName: string | null; erased: boolean; confidential: boolean }
  | { type: 'FileDeleted'; fileId: string; fileName: string | null; erased: boolean; confidential: boolean };

export const describeFileEvent = (
  event: ApplicationFileEvent,
  byWhom: string,
  canSeeConfidential: boolean,
): { summary: string; details: FileHistoryEntryDetails } => {
  const hidden = event.data.confidential && !canSeeConfidential;
  const erased = !hidden && event.data.personal === null;
  const shown = <T>(value: T | undefined): T | null => (hidden || value === undefined ? null : value);
  const fileName = shown(event.data.personal?.fileName);
  const words = hidden ? 'a confidential file' : erased ? `a file (${ERASED})` : `"${fileName}"`;
  const common = { fileId: event.data.fileId, fileName, erased, confidential: event.data.confidential };
  switch (event.type) {
    case 'FileUploaded':
      return {
        summary: `${event.data.uploadedByCandidate ? 'The candidate' : byWhom} uploaded ${words}${event.data.confidential ? ' as confidential' : ''}`,
        details: { type: event.type, ...common, uploadedByCandidate: event.data.uploadedByCandidate },
      };
    case 'FileRenamed': {
      const previousFileName = shown(event.data.personal?.previousFileName);
      return {
        summary: hidden || erased ? `${byWhom} renamed ${words}` : `${byWhom} renamed "${previousFileName}" to ${words}`,
        details: { type: event.type, ...common, previousFileName },
      };
    }
    case 'FileConfidentialityChanged':
      return {
        summary: `${byWhom} made ${words} ${event.data.confidential ? 'confidential' : 'visible to everyone with profile access'}`,
        details: { type: event.type, ...common },
      };
    case 'FileDeleted':
      return { summary: `${byWhom} deleted ${words}`, details: { type: event.type, ...common } };
  }
};
