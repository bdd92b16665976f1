import type { CandidateTask } from '../jobs/candidate-tasks';
import { DomainError } from '../shared';
import type { MediaKind } from './task-response.events';

/**
 * Video, audio and photo answers (spec 03 §2.3 "Video interview", §4 "Candidate journey", §5 "Recorder",
 * §8 "Video interview and recorder", §9 "Video answers"): rules shared by the API and the recorder page.
 */
export type VideoQuestionsTask = Extract<CandidateTask, { type: 'VIDEO_QUESTIONS' }>;
export type VideoQuestion = VideoQuestionsTask['questions'][number];

export const MEDIA_KINDS: readonly MediaKind[] = ['VIDEO', 'AUDIO', 'PHOTO'];

/** A question asks for a video unless the job says otherwise (configs saved before media kinds existed). */
export const mediaOfQuestion = (question: VideoQuestion): MediaKind => question.media ?? 'VIDEO';

/**
 * The longest answer a candidate may record. The spec keeps the value hidden ("Video has a maximum length in
 * seconds"); three minutes is the product's choice for every question. The recorder stops there; the server
 * reads the length of each finished upload and refuses a longer one (answerDurationError).
 */
export const MAX_ANSWER_SECONDS = 180;

/**
 * How far past MAX_ANSWER_SECONDS a take may run: the recorder's clock counts whole seconds (a pause drops the
 * part of a second already recorded) and the browser flushes its last frames after the stop.
 */
export const ANSWER_SECONDS_GRACE = 5;

/** What a recorded answer may be, per media kind, as the browser's MediaRecorder or camera produces it. */
export const ANSWER_CONTENT_TYPES: Record<MediaKind, readonly string[]> = {
  VIDEO: ['video/webm', 'video/mp4'],
  AUDIO: ['audio/webm', 'audio/ogg'],
  PHOTO: ['image/jpeg', 'image/png'],
};

/**
 * The largest upload per media kind, and the only bound on a recording whose length cannot be read (a file
 * without a duration or timestamps the server understands): MAX_ANSWER_SECONDS at a generous bit rate. Video
 * 150 MB is about 7 Mbit/s for three minutes (a browser's MediaRecorder writes 720p at about 2.5 Mbit/s);
 * audio 20 MB about 0.9 Mbit/s (Opus records at 32–128 kbit/s).
 */
export const MAX_ANSWER_BYTES: Record<MediaKind, number> = {
  VIDEO: 150 * 1024 * 1024,
  AUDIO: 20 * 1024 * 1024,
  PHOTO: 10 * 1024 * 1024,
};

/** The content type a browser declares ("video/webm;codecs=vp8,opus") without its parameters, lower case. */
export const baseContentType = (declared: string): string => declared.split(';')[0]!.trim().toLowerCase();

/** The media kind a declared content type is an answer of, or null when no answer may be of that type. */
export const mediaKindOfContentType = (declared: string): MediaKind | null => {
  const type = baseContentType(declared);
  return MEDIA_KINDS.find((kind) => ANSWER_CONTENT_TYPES[kind].includes(type)) ?? null;
};

/** The spec's texts (03 §8) and the product's own where the spec names a problem without words. */
export const VIDEO_ANSWER_MESSAGES = {
  saveFailed: 'Unable to save your response. Please record your answer again.',
  submitFailed: 'Failed to submit. Please try again.',
  stopBeforeLeaving: 'Please stop the recording before you leave this page.',
  noRetakesLeft: 'You have used every take for this question.',
  unanswered: 'Please record an answer to every question before submitting.',
  alreadySubmitted: 'Your answers have already been submitted.',
  unknownQuestion: 'This question is not part of the task.',
  unknownTake: 'This recording was not found. Please record your answer again.',
  wrongMedia: 'Invalid video or audio file.',
  tooLarge: 'The recording is too large. Please record a shorter answer.',
  tooLong: 'The recording is longer than the time allowed. Please record a shorter answer.',
  phoneRequired: 'A phone number is required',
  smsFailed: 'Unable to send SMS. Please try again.',
} as const;

export const VideoAnswerErrors = {
  noRetakesLeft: () => new DomainError('video-answer-no-retakes-left', VIDEO_ANSWER_MESSAGES.noRetakesLeft, 'conflict'),
  unanswered: () => new DomainError('video-answer-unanswered', VIDEO_ANSWER_MESSAGES.unanswered),
  alreadySubmitted: () => new DomainError('video-answer-already-submitted', VIDEO_ANSWER_MESSAGES.alreadySubmitted, 'conflict'),
  unknownQuestion: () => new DomainError('video-answer-unknown-question', VIDEO_ANSWER_MESSAGES.unknownQuestion, 'not-found'),
  unknownTake: () => new DomainError('video-answer-unknown-take', VIDEO_ANSWER_MESSAGES.unknownTake, 'not-found'),
  wrongMedia: () => new DomainError('video-answer-invalid-media', VIDEO_ANSWER_MESSAGES.wrongMedia),
  tooLarge: () => new DomainError('video-answer-too-large', VIDEO_ANSWER_MESSAGES.tooLarge),
  tooLong: () => new DomainError('video-answer-too-long', VIDEO_ANSWER_MESSAGES.tooLong),
  phoneRequired: () => new DomainError('sms-phone-required', VIDEO_ANSWER_MESSAGES.phoneRequired),
  /** The API answers it with 502: the SMS provider, not the request, failed. */
  smsFailed: () => new DomainError('sms-send-failed', VIDEO_ANSWER_MESSAGES.smsFailed),
} as const;

/**
 * Why an answer of this declared type and size may not be uploaded for a question asking for `media`, or null.
 * Checked when the upload is created (before a byte arrives) and again on the bytes when it finishes.
 */
export const answerUploadError = (media: MediaKind, declaredType: string, sizeBytes: number): DomainError | null => {
  if (mediaKindOfContentType(declaredType) !== media) return VideoAnswerErrors.wrongMedia();
  if (!Number.isInteger(sizeBytes) || sizeBytes <= 0) return VideoAnswerErrors.wrongMedia();
  if (sizeBytes > MAX_ANSWER_BYTES[media]) return VideoAnswerErrors.tooLarge();
  return null;
};

/**
 * Why a finished recording of `seconds` (read from its bytes; null when they do not say) may not be kept, or
 * null. A photo has no length; a recording whose length cannot be read is bounded by MAX_ANSWER_BYTES alone.
 */
export const answerDurationError = (media: MediaKind, seconds: number | null): DomainError | null =>
  media !== 'PHOTO' && seconds !== null && seconds > MAX_ANSWER_SECONDS + ANSWER_SECONDS_GRACE ? VideoAnswerErrors.tooLong() : null;

/**
 * The content type of a recorded answer of `media`, from what its bytes were detected as; null when the bytes
 * are not such an answer. A WebM or Ogg file is the same container whether it holds video or only sound, so
 * the question's kind says which.
 */
export const answerContentTypeFor = (detected: string | null, media: MediaKind): string | null => {
  const byMedia: Record<MediaKind, Record<string, string>> = {
    VIDEO: { 'video/webm': 'video/webm', 'video/mp4': 'video/mp4' },
    AUDIO: { 'video/webm': 'audio/webm', 'audio/webm': 'audio/webm', 'audio/ogg': 'audio/ogg', 'audio/opus': 'audio/ogg', 'video/ogg': 'audio/ogg' },
    PHOTO: { 'image/jpeg': 'image/jpeg', 'image/png': 'image/png' },
  };
  return (detected && byMedia[media][detected]) || null;
};
