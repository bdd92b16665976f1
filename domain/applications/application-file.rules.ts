import { DomainError } from '../shared';

/**
 * What a candidate file may be (spec 02 §5.8, §9; 03 candidate portal): a PDF or a Word document (.docx) of
 * at most 5 MB, with a name. Shared by the API and the web client, so both say the same thing.
 */
export const FILE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type DocumentExtension = keyof typeof FILE_CONTENT_TYPES;

/**
 * A candidate's recorded answer to a video, audio or photo question (spec 03 §2.3 "Video interview"): kept as
 * a file of the application so the profile's 'Candidate answers' download it as any other file. Only the
 * recorder's upload files these (kind TASK_ANSWER); a recruiter's upload still takes documents only.
 */
export const ANSWER_MEDIA_CONTENT_TYPES = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  weba: 'audio/webm',
  ogg: 'audio/ogg',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
export type AnswerMediaExtension = keyof typeof ANSWER_MEDIA_CONTENT_TYPES;

export type FileExtension = DocumentExtension | AnswerMediaExtension;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[DocumentExtension] | (typeof ANSWER_MEDIA_CONTENT_TYPES)[AnswerMediaExtension];

/** What a file is to the hiring process: CVs (their text is what CV search reads) and recorded task answers. */
export type FileKind = 'CV' | 'TASK_ANSWER';

/** The extensions of documents, what every upload but a recorded answer may be. */
export const FILE_EXTENSIONS = Object.keys(FILE_CONTENT_TYPES) as DocumentExtension[];
export const ANSWER_MEDIA_EXTENSIONS = Object.keys(ANSWER_MEDIA_CONTENT_TYPES) as AnswerMediaExtension[];
export const ALL_FILE_CONTENT_TYPES: readonly FileContentType[] = [...Object.values(FILE_CONTENT_TYPES), ...Object.values(ANSWER_MEDIA_CONTENT_TYPES)];
export const ALL_FILE_EXTENSIONS: readonly FileExtension[] = [...FILE_EXTENSIONS, ...ANSWER_MEDIA_EXTENSIONS];
/** A recorded answer: as large as three minutes of video (domain/candidate-tasks/video-answers.ts). */
export const MAX_ANSWER_FILE_BYTES = 150 * 1024 * 1024;
export const MAX_FILE_SIZE_MB = 5;
export const MAX_FILE_BYTES = MAX_FILE_SIZE_MB * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 255;

/** The spec's words where it has them ('{fileType} must be a {formats}', 'File size cannot exceed {size}MB!'). */
export const FILE_MESSAGES = {
  wrongType: 'File must be a PDF or Docx',
  tooLarge: `File size cannot exceed ${MAX_FILE_SIZE_MB}MB!`,
  empty: 'The file is empty. Please upload a valid file',
  unreadable: 'The file is damaged and cannot be opened. Please upload a valid file',
  missing: 'Please upload a file',
  nameRequired: 'Please input file name',
  nameTooLong: `File name must be at most ${MAX_FILE_NAME_LENGTH} characters`,
  nameInvalid: 'Please enter valid input',
  notFound: 'File not found',
  candidateUploaded: 'Files uploaded by the candidate cannot be deleted',
  confidentialAccess: 'Only users with confidential access can change whether a file is confidential',
  cannotViewDocx: 'We cannot view .docx file type.',
} as const;

export const FileErrors = {
  wrongType: () => new DomainError('file-type-not-allowed', FILE_MESSAGES.wrongType),
  tooLarge: () => new DomainError('file-too-large', FILE_MESSAGES.tooLarge),
  empty: () => new DomainError('file-empty', FILE_MESSAGES.empty),
  unreadable: () => new DomainError('file-unreadable', FILE_MESSAGES.unreadable),
  missing: () => new DomainError('file-missing', FILE_MESSAGES.missing),
  nameRequired: () => new DomainError('file-name-required', FILE_MESSAGES.nameRequired),
  nameTooLong: () => new DomainError('file-name-too-long', FILE_MESSAGES.nameTooLong),
  nameInvalid: () => new DomainError('file-name-invalid', FILE_MESSAGES.nameInvalid),
  invalidConfidentialFlag: () => new DomainError('validation', 'confidential must be true or false'),
  notFound: () => new DomainError('file-not-found', FILE_MESSAGES.notFound, 'not-found'),
  alreadyExists: () => new DomainError('file-already-exists', 'This file already exists', 'conflict'),
  candidateUploaded: () => new DomainError('file-uploaded-by-candidate', FILE_MESSAGES.candidateUploaded, 'conflict'),
  confidentialAccess: () => new DomainError('confidential-access-required', FILE_MESSAGES.confidentialAccess, 'forbidden'),
} as const;

/** The extension of an allowed content type (as detected from the bytes), or null for any other. */
export const extensionOfContentType = (contentType: string | null): DocumentExtension | null =>
  FILE_EXTENSIONS.find((extension) => FILE_CONTENT_TYPES[extension] === contentType) ?? null;

/** The extension of a recorded answer's content type, or null for any other. */
export const answerExtensionOfContentType = (contentType: string | null): AnswerMediaExtension | null =>
  ANSWER_MEDIA_EXTENSIONS.find((extension) => ANSWER_MEDIA_CONTENT_TYPES[extension] === contentType) ?? null;

// Matching control characters is the point (a name arrives in a multipart header, past the JSON checks).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Why a file name is refused, or null; the name is trimmed first. */
export const fileNameError = (name: string): DomainError | null => {
  const trimmed = name.trim();
  if (trimmed.length === 0) return FileErrors.nameRequired();
  if (trimmed.length > MAX_FILE_NAME_LENGTH) return FileErrors.nameTooLong();
  if (CONTROL_CHARACTER.test(trimmed)) return FileErrors.nameInvalid();
  return null;
};

/** Why an upload of this size is refused, or null. */
export const fileSizeError = (sizeBytes: number, maxBytes: number = MAX_FILE_BYTES): DomainError | null => {
  if (sizeBytes <= 0) return FileErrors.empty();
  if (sizeBytes > maxBytes) return FileErrors.tooLarge();
  return null;
};

/**
 * The name a file is saved under when downloaded: its own, with its extension when the name lacks it (a
 * file renamed "Offer" still opens as a PDF).
 */
export const downloadNameOf = (fileName: string, extension: FileExtension): string =>
  fileName.toLowerCase().endsWith(`.${extension}`) ? fileName : `${fileName}.${extension}`;

/** Confidential files are visible only with confidential access (spec 02 §6.3). */
export const canSeeFile = (file: { confidential: boolean }, confidentialAccess: boolean): boolean =>
  !file.confidential || confidentialAccess;

/**
 * The documents a file-upload task or question asks for (spec 02 §3.4 "File upload (with file type and file
 * name)"): the candidate's file is refused at hand-in when its bytes are another kind. Stored labels are
 * matched case-insensitively ('pdf' and 'PDF' are one choice).
 */
export const REQUESTED_FILE_TYPES = {
  PDF: ['pdf'],
  DOCX: ['docx'],
  PDF_OR_DOCX: ['pdf', 'docx'],
} as const satisfies Record<string, readonly DocumentExtension[]>;
export type RequestedFileType = keyof typeof REQUESTED_FILE_TYPES;
export const REQUESTED_FILE_TYPE_CHOICES = Object.keys(REQUESTED_FILE_TYPES) as RequestedFileType[];

/** The choice a stored label names, or null when it names none (a label typed before the choices existed). */
export const requestedFileType = (label: string | null | undefined): RequestedFileType | null => {
  const key = label?.trim().toUpperCase();
  return key && (REQUESTED_FILE_TYPE_CHOICES as string[]).includes(key) ? (key as RequestedFileType) : null;
};

/** What a task asks for; a label naming no choice asks for any document, as before the choices existed. */
export const requestedExtensions = (label: string | null | undefined): readonly DocumentExtension[] => {
  const type = requestedFileType(label);
  return type ? REQUESTED_FILE_TYPES[type] : FILE_EXTENSIONS;
};

const FORMAT_NAMES: Record<DocumentExtension, string> = { pdf: 'PDF', docx: 'Docx' };

/** The formats a task asks for, as the spec's messages name them ('PDF', 'Docx'). */
export const requestedFormatNames = (label: string | null | undefined): string[] => requestedExtensions(label).map((extension) => FORMAT_NAMES[extension]);

/** The spec's '{fileType} must be a {formats}', for the file a task or question names. */
export const requestedFileMessage = (fileName: string, label: string | null | undefined): string =>
  `${fileName} must be a ${requestedFormatNames(label).join(' or ')}`;

/** Whether a file, by the content type read from its bytes, is what the task asks for. */
export const isRequestedFile = (contentType: string | null, label: string | null | undefined): boolean => {
  const extension = extensionOfContentType(contentType);
  return extension !== null && requestedExtensions(label).includes(extension);
};
