import { assertNever, type DecisionContext, type Decider, type DomainEvent } from '../shared';
import { applicationDecider, type ApplicationState } from './application.decider';
import { ApplicationErrors } from './application.errors';
import { applicationEvents, type ApplicationEvent } from './application.events';
import type { ApplicationFileCommand } from './application-file.commands';
import { applicationFileEvents, type ApplicationFileEvent } from './application-file.events';
import {
  ANSWER_MEDIA_CONTENT_TYPES,
  answerExtensionOfContentType,
  canSeeFile,
  extensionOfContentType,
  FILE_CONTENT_TYPES,
  MAX_ANSWER_FILE_BYTES,
  MAX_FILE_BYTES,
  type AnswerMediaExtension,
  type DocumentExtension,
  fileNameError,
  fileSizeError,
  FileErrors,
  type FileContentType,
  type FileExtension,
} from './application-file.rules';

export type ApplicationFile = {
  fileId: string;
  /** Null once the candidate's personal data was erased. */
  fileName: string | null;
  contentType: FileContentType;
  extension: FileExtension;
  sizeBytes: number;
  confidential: boolean;
  uploadedByCandidate: boolean;
};

/** The application as its own decider sees it, and its files (deleted ones gone). */
export type ApplicationFilesState = { application: ApplicationState; files: Record<string, ApplicationFile> };

export const initialApplicationFilesState = (): ApplicationFilesState => ({
  application: applicationDecider.initialState(),
  files: {},
});

export const evolveApplicationFiles = (
  state: ApplicationFilesState,
  event: ApplicationEvent | ApplicationFileEvent | DomainEvent,
): ApplicationFilesState => {
  if (applicationEvents.includes(event)) return { ...state, application: applicationDecider.evolve(state.application, event) };
  if (!applicationFileEvents.includes(event)) return state;
  switch (event.type) {
    case 'FileUploaded':
      return {
        ...state,
        files: {
          ...state.files,
          [event.data.fileId]: {
            fileId: event.data.fileId,
            fileName: event.data.personal?.fileName ?? null,
            contentType: event.data.contentType,
            extension: event.data.extension,
            sizeBytes: event.data.sizeBytes,
            confidential: event.data.confidential,
            uploadedByCandidate: event.data.uploadedByCandidate,
          },
        },
      };
    case 'FileRenamed': {
      const file = state.files[event.data.fileId];
      if (!file) return state;
      return { ...state, files: { ...state.files, [file.fileId]: { ...file, fileName: event.data.personal?.fileName ?? null } } };
    }
    case 'FileConfidentialityChanged': {
      const file = state.files[event.data.fileId];
      if (!file) return state;
      return { ...state, files: { ...state.files, [file.fileId]: { ...file, confidential: event.data.confidential } } };
    }
    case 'FileDeleted': {
      const { [event.data.fileId]: _deleted, ...files } = state.files;
      return { ...state, files };
    }
  }
};

/** The file the caller may act on: missing, deleted and (without confidential access) confidential files alike are not found. */
export const visibleFile = (state: ApplicationFilesState, fileId: string, confidentialAccess: boolean): ApplicationFile => {
  const file = state.files[fileId];
  if (!file || !canSeeFile(file, confidentialAccess)) throw FileErrors.notFound();
  return file;
};

const requireApplication = (state: ApplicationFilesState) => {
  if (!state.application.exists || state.application.deleted) throw ApplicationErrors.notFound();
  return state.application;
};

/** A name given by a browser may carry the client's folders (old browsers send the whole path): keep the last part. */
const baseNameOf = (name: string): string => name.split(/[\\/]/).pop()!.trim();

export const decideApplicationFiles = (
  command: ApplicationFileCommand,
  state: ApplicationFilesState,
  _context: DecisionContext,
): ApplicationFileEvent[] => {
  const application = requireApplication(state);
  switch (command.type) {
    case 'UploadFile': {
      const { data } = command;
      if (state.files[data.fileId]) throw FileErrors.alreadyExists();
      const answer = data.kind === 'TASK_ANSWER';
      // A recorded answer only comes from the candidate's own recorder upload.
      if (answer && !data.uploadedByCandidate) throw FileErrors.wrongType();
      const sizeError = fileSizeError(data.sizeBytes, answer ? MAX_ANSWER_FILE_BYTES : MAX_FILE_BYTES);
      if (sizeError) throw sizeError;
      const extension = answer ? answerExtensionOfContentType(data.detectedContentType) : extensionOfContentType(data.detectedContentType);
      if (!extension) throw FileErrors.wrongType();
      const contentType: FileContentType = answer
        ? ANSWER_MEDIA_CONTENT_TYPES[extension as AnswerMediaExtension]
        : FILE_CONTENT_TYPES[extension as DocumentExtension];
      const fileName = baseNameOf(data.fileName);
      const nameError = fileNameError(fileName);
      if (nameError) throw nameError;
      // Uploading a file as confidential is making it confidential.
      if (data.confidential && !data.confidentialAccess) throw FileErrors.confidentialAccess();
      return [
        {
          type: 'FileUploaded',
          data: {
            applicationId: application.applicationId,
            candidateId: application.candidateId,
            fileId: data.fileId,
            contentType,
            extension,
            sizeBytes: data.sizeBytes,
            confidential: data.confidential,
            uploadedByCandidate: data.uploadedByCandidate,
            ...(data.kind ? { kind: data.kind } : {}),
            personal: { fileName },
          },
        },
      ];
    }
    case 'RenameFile': {
      const file = visibleFile(state, command.data.fileId, command.data.confidentialAccess);
      const nameError = fileNameError(command.data.fileName);
      if (nameError) throw nameError;
      const fileName = command.data.fileName.trim();
      if (fileName === file.fileName) return [];
      return [
        {
          type: 'FileRenamed',
          data: {
            applicationId: application.applicationId,
            candidateId: application.candidateId,
            fileId: file.fileId,
            confidential: file.confidential,
            personal: { fileName, previousFileName: file.fileName ?? '' },
          },
        },
      ];
    }
    case 'ChangeFileConfidentiality': {
      const file = visibleFile(state, command.data.fileId, command.data.confidentialAccess);
      if (!command.data.confidentialAccess) throw FileErrors.confidentialAccess();
      if (file.confidential === command.data.confidential) return [];
      return [
        {
          type: 'FileConfidentialityChanged',
          data: {
            applicationId: application.applicationId,
            candidateId: application.candidateId,
            fileId: file.fileId,
            confidential: command.data.confidential,
            personal: { fileName: file.fileName ?? '' },
          },
        },
      ];
    }
    case 'DeleteFile': {
      const file = visibleFile(state, command.data.fileId, command.data.confidentialAccess);
      if (file.uploadedByCandidate) throw FileErrors.candidateUploaded();
      return [
        {
          type: 'FileDeleted',
          data: {
            applicationId: application.applicationId,
            candidateId: application.candidateId,
            fileId: file.fileId,
            confidential: file.confidential,
            personal: { fileName: file.fileName ?? '' },
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

/**
 * The application's files as a decider over the application's own stream: it folds the application's events
 * with the application decider (existence, candidate, job and stage, which authorisation needs) and the file
 * events itself. Commands on files append to the same stream, so its revision orders everything.
 */
export const applicationFilesDecider: Decider<ApplicationFilesState, ApplicationFileCommand, ApplicationEvent | ApplicationFileEvent> = {
  initialState: initialApplicationFilesState,
  evolve: evolveApplicationFiles,
  decide: decideApplicationFiles,
  upcast: applicationDecider.upcast,
};
