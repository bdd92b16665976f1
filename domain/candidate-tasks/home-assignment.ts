import type { Decider, DomainEvent } from '../shared';
import { DomainError, eventCatalogue } from '../shared';
import type { CandidateTaskCompleted, CandidateTaskStarted, TaskResponseRef } from './task-response.events';

/**
 * A candidate's home assignment (spec 03 §2.3 "Home assignment", §4 "Candidate journey"; 02 §3.4): they read the
 * time guidance, confirm the start (the clock starts: deadline = start + hoursToSubmit), hand in a link and/or
 * files, and are auto-submitted with what they saved when the time runs out. Stream `candidatetask-<responseId>`
 * (task-response.events.ts); HomeAssignmentDraftSaved is this type's own intermediate event.
 */

export const MAX_ASSIGNMENT_LINK_LENGTH = 1000;
export const MAX_ASSIGNMENT_FILES = 5;
const HOUR_MS = 60 * 60 * 1000;

export const HOME_ASSIGNMENT_MESSAGES = {
  linkInvalid: 'Please enter a valid URL',
  linkTooLong: 'Link must be less than 1000 characters',
  nothingToSubmit: 'Please add a link or a file to submit',
  tooManyFiles: `You can submit at most ${MAX_ASSIGNMENT_FILES} files`,
  notStarted: 'Please start the assignment first',
  alreadyStarted: 'This assignment has already started',
  alreadySubmitted: 'This assignment has already been submitted',
  timeIsUp: 'The time to submit this assignment has run out',
} as const;

export const HomeAssignmentErrors = {
  linkInvalid: () => new DomainError('assignment-link-invalid', HOME_ASSIGNMENT_MESSAGES.linkInvalid),
  linkTooLong: () => new DomainError('assignment-link-too-long', HOME_ASSIGNMENT_MESSAGES.linkTooLong),
  nothingToSubmit: () => new DomainError('assignment-nothing-to-submit', HOME_ASSIGNMENT_MESSAGES.nothingToSubmit),
  tooManyFiles: () => new DomainError('assignment-too-many-files', HOME_ASSIGNMENT_MESSAGES.tooManyFiles),
  notStarted: () => new DomainError('assignment-not-started', HOME_ASSIGNMENT_MESSAGES.notStarted, 'conflict'),
  alreadyStarted: () => new DomainError('assignment-already-started', HOME_ASSIGNMENT_MESSAGES.alreadyStarted, 'conflict'),
  alreadySubmitted: () => new DomainError('assignment-already-submitted', HOME_ASSIGNMENT_MESSAGES.alreadySubmitted, 'conflict'),
  timeIsUp: () => new DomainError('assignment-time-is-up', HOME_ASSIGNMENT_MESSAGES.timeIsUp, 'conflict'),
} as const;

/** A submitted link: http or https only (a `javascript:` link would run in the recruiter's browser), under 1000 characters. */
export const checkAssignmentLink = (raw: string | null | undefined): string | null => {
  const link = raw?.trim() ?? '';
  if (!link) return null;
  if (link.length >= MAX_ASSIGNMENT_LINK_LENGTH) throw HomeAssignmentErrors.linkTooLong();
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw HomeAssignmentErrors.linkInvalid();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) throw HomeAssignmentErrors.linkInvalid();
  return link;
};

export type HomeAssignmentDraftSaved = DomainEvent<
  'HomeAssignmentDraftSaved',
  { responseId: string; applicationId: string; link: string | null; fileIds: string[]; savedAt: string }
>;

export type HomeAssignmentEvent = CandidateTaskStarted | CandidateTaskCompleted | HomeAssignmentDraftSaved;

export const homeAssignmentEvents = eventCatalogue<HomeAssignmentEvent>({
  CandidateTaskStarted: true,
  CandidateTaskCompleted: true,
  HomeAssignmentDraftSaved: true,
});

export type StartHomeAssignment = { type: 'StartHomeAssignment'; data: { ref: TaskResponseRef; hoursToSubmit: number } };
/** What the candidate has so far (a link typed, files uploaded): what the time limit submits if they do not. */
export type SaveHomeAssignmentDraft = { type: 'SaveHomeAssignmentDraft'; data: { link: string | null; fileIds: string[] } };
export type SubmitHomeAssignment = { type: 'SubmitHomeAssignment'; data: { link: string | null; fileIds: string[] } };
/** The time limit's workflow: submits the draft; nothing when already submitted. */
export type AutoSubmitHomeAssignment = { type: 'AutoSubmitHomeAssignment'; data: Record<string, never> };

export type HomeAssignmentCommand = StartHomeAssignment | SaveHomeAssignmentDraft | SubmitHomeAssignment | AutoSubmitHomeAssignment;

type StartedAssignment = {
  ref: TaskResponseRef;
  startedAt: string;
  deadline: string;
  link: string | null;
  fileIds: string[];
  submittedAt: string | null;
  autoSubmitted: boolean;
};

export type HomeAssignmentState = { status: 'NOT_STARTED' } | (StartedAssignment & { status: 'IN_PROGRESS' | 'SUBMITTED' });

const checkFiles = (fileIds: string[]): string[] => {
  const unique = [...new Set(fileIds)];
  if (unique.length > MAX_ASSIGNMENT_FILES) throw HomeAssignmentErrors.tooManyFiles();
  return unique;
};

const completed = (state: StartedAssignment, now: Date, handedIn: { link: string | null; fileIds: string[]; autoSubmitted: boolean }): CandidateTaskCompleted => ({
  type: 'CandidateTaskCompleted',
  data: {
    ...state.ref,
    completedAt: now.toISOString(),
    result: { kind: 'HOME_ASSIGNMENT', link: handedIn.link, fileIds: handedIn.fileIds, autoSubmitted: handedIn.autoSubmitted },
    // A home assignment is judged by people, not by the product.
    qualified: null,
  },
});

export const homeAssignmentDecider: Decider<HomeAssignmentState, HomeAssignmentCommand, HomeAssignmentEvent> = {
  initialState: () => ({ status: 'NOT_STARTED' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CandidateTaskStarted': {
        const { startedAt, deadline, ...ref } = event.data;
        return { status: 'IN_PROGRESS', ref, startedAt, deadline: deadline ?? startedAt, link: null, fileIds: [], submittedAt: null, autoSubmitted: false };
      }
      case 'HomeAssignmentDraftSaved':
        return state.status === 'IN_PROGRESS' ? { ...state, link: event.data.link, fileIds: event.data.fileIds } : state;
      case 'CandidateTaskCompleted': {
        if (state.status === 'NOT_STARTED' || event.data.result.kind !== 'HOME_ASSIGNMENT') return state;
        const { link, fileIds, autoSubmitted } = event.data.result;
        return { ...state, status: 'SUBMITTED', link, fileIds, autoSubmitted, submittedAt: event.data.completedAt };
      }
      default:
        return state;
    }
  },
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'StartHomeAssignment': {
        if (state.status === 'SUBMITTED') throw HomeAssignmentErrors.alreadySubmitted();
        // A second click (another tab) is the same start: the clock does not restart.
        if (state.status === 'IN_PROGRESS') return [];
        const deadline = new Date(now.getTime() + command.data.hoursToSubmit * HOUR_MS);
        return [{ type: 'CandidateTaskStarted', data: { ...command.data.ref, startedAt: now.toISOString(), deadline: deadline.toISOString() } }];
      }
      case 'SaveHomeAssignmentDraft': {
        if (state.status === 'NOT_STARTED') throw HomeAssignmentErrors.notStarted();
        if (state.status === 'SUBMITTED') throw HomeAssignmentErrors.alreadySubmitted();
        if (now.getTime() > Date.parse(state.deadline)) throw HomeAssignmentErrors.timeIsUp();
        const link = checkAssignmentLink(command.data.link);
        const fileIds = checkFiles(command.data.fileIds);
        if (link === state.link && fileIds.join() === state.fileIds.join()) return [];
        return [{ type: 'HomeAssignmentDraftSaved', data: { responseId: state.ref.responseId, applicationId: state.ref.applicationId, link, fileIds, savedAt: now.toISOString() } }];
      }
      case 'SubmitHomeAssignment': {
        if (state.status === 'NOT_STARTED') throw HomeAssignmentErrors.notStarted();
        if (state.status === 'SUBMITTED') throw HomeAssignmentErrors.alreadySubmitted();
        if (now.getTime() > Date.parse(state.deadline)) throw HomeAssignmentErrors.timeIsUp();
        const link = checkAssignmentLink(command.data.link);
        const fileIds = checkFiles(command.data.fileIds);
        if (!link && fileIds.length === 0) throw HomeAssignmentErrors.nothingToSubmit();
        return [completed(state, now, { link, fileIds, autoSubmitted: false })];
      }
      case 'AutoSubmitHomeAssignment':
        // Submitted in time (or never started): the time limit has nothing to do.
        if (state.status !== 'IN_PROGRESS') return [];
        return [completed(state, now, { link: state.link, fileIds: state.fileIds, autoSubmitted: true })];
    }
  },
};
