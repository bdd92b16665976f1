import type { CandidateTaskType } from '../jobs/candidate-tasks';
import { eventCatalogue, type CandidatePersonalDetails, type DomainEvent, type PersonalData } from '../shared';

export type CandidateOrigin = 'applied' | 'sourced' | 'agency' | 'referral';
export const CANDIDATE_ORIGINS: readonly CandidateOrigin[] = ['applied', 'sourced', 'agency', 'referral'];

/** The agency that brought an application (origin 'agency'), as named when it did: its name outlives the agency. */
export type AgencyRef = { id: string; name: string };

export type ApplicationStatus = 'ACTIVE' | 'ARCHIVED';
export type StageDirection = 'FORWARD' | 'BACKWARD';

/** The application's first event. `personal` is encrypted with the candidate's key when stored. */
export type CandidateAddedToJob = DomainEvent<
  'CandidateAddedToJob',
  {
    applicationId: string;
    candidateId: string;
    jobId: string;
    jobName: string;
    stageId: string;
    stageName: string;
    origin: CandidateOrigin;
    source: string | null;
    ownerId: string;
    ownerName: string;
    personal: PersonalData<CandidatePersonalDetails>;
    /** Only with origin 'agency' (absent otherwise, and on applications added before agencies existed). */
    agency?: AgencyRef;
  }
>;

export type ApplicationMovedToStage = DomainEvent<
  'ApplicationMovedToStage',
  {
    applicationId: string;
    jobId: string;
    fromStageId: string;
    fromStageName: string;
    toStageId: string;
    toStageName: string;
    direction: StageDirection;
  }
>;

/** Present when a workflow archived the application rather than a person. */
export type ArchivingAutomation =
  | { process: 'auto-archive'; workflowId: string; afterDays: number }
  /** The 7-day quiz rejection (02 §4.4): a screening quiz of the stage not taken within `afterDays`. */
  | { process: 'quiz-rejection'; workflowId: string; afterDays: number }
  /** 'Auto-archive under-qualified candidates' (02 §3.5): an answer of the task missed an auto-archive question's expectation, or a quiz was not passed. */
  | { process: 'auto-archive-under-qualified'; workflowId: string; taskId: string; taskType: CandidateTaskType };

export type ApplicationArchived = DomainEvent<
  'ApplicationArchived',
  {
    applicationId: string;
    jobId: string;
    stageId: string;
    stageName: string;
    archivalReasonId: string;
    reason: string;
    sendRejectionEmail: boolean;
    automation: ArchivingAutomation | null;
  }
>;

export type ApplicationUnarchived = DomainEvent<
  'ApplicationUnarchived',
  { applicationId: string; jobId: string; stageId: string; stageName: string }
>;

/** Why the job moved its candidates itself: their stage was deleted, or the job took another pipeline. */
export type RestageCause = 'STAGE_DELETED' | 'PIPELINE_CHANGED';

/**
 * The job moved the application because its stage went away (spec 02 §4.3). Unlike a person's move it
 * applies to archived applications too; `active` says whether the application was waiting in a stage.
 */
export type ApplicationRestaged = DomainEvent<
  'ApplicationRestaged',
  {
    applicationId: string;
    jobId: string;
    fromStageId: string;
    fromStageName: string;
    toStageId: string;
    toStageName: string;
    cause: RestageCause;
    active: boolean;
  }
>;

/** A comment's text: personal data (it may say anything about the candidate), so encrypted per candidate. */
export type CommentText = { text: string };

/**
 * A comment on the application, or a reply to one (spec 02 §3.8). `personal.text` is encrypted with the
 * candidate's key and reads back null after erasure; `mentionedUserIds` are the team members its
 * `@[Name](userId)` tokens name (see comment-text.ts). A reply names its parent and the parent's author, whom
 * it notifies.
 */
export type CommentAdded = DomainEvent<
  'CommentAdded',
  {
    applicationId: string;
    candidateId: string;
    jobId: string;
    commentId: string;
    parentCommentId: string | null;
    parentAuthorId: string | null;
    authorId: string;
    authorName: string;
    confidential: boolean;
    mentionedUserIds: string[];
    personal: PersonalData<CommentText>;
  }
>;

/** The author changed the text (or its confidential flag); `newlyMentionedUserIds` are told, the others were already. */
export type CommentEdited = DomainEvent<
  'CommentEdited',
  {
    applicationId: string;
    candidateId: string;
    jobId: string;
    commentId: string;
    confidential: boolean;
    mentionedUserIds: string[];
    newlyMentionedUserIds: string[];
    personal: PersonalData<CommentText>;
  }
>;

/** The author deleted the comment: its text is no longer shown; its replies stay. */
export type CommentDeleted = DomainEvent<
  'CommentDeleted',
  { applicationId: string; jobId: string; commentId: string; parentCommentId: string | null }
>;

/** A team member became the candidate's owner on this application (spec 02 §2.13 'candidate owner selector'). */
export type ApplicationOwnerChanged = DomainEvent<
  'ApplicationOwnerChanged',
  { applicationId: string; jobId: string; fromOwnerId: string; toOwnerId: string; toOwnerName: string }
>;

/** Tags added and removed in one change; `tags` is the whole set afterwards (see application-tags.ts). */
export type ApplicationTagsChanged = DomainEvent<
  'ApplicationTagsChanged',
  { applicationId: string; jobId: string; added: string[]; removed: string[]; tags: string[] }
>;

/**
 * The application's origin or source was edited (spec 02 §2.14 'change origin', 'change source'): both as they
 * stand afterwards, with what they were, so the history and an undo know the change.
 */
export type ApplicationOriginSourceChanged = DomainEvent<
  'ApplicationOriginSourceChanged',
  {
    applicationId: string;
    jobId: string;
    fromOrigin: CandidateOrigin;
    origin: CandidateOrigin;
    fromSource: string | null;
    source: string | null;
  }
>;

/**
 * The application went to another job (spec 02 §4.4 'move to another job and stage'). It stays the same
 * application on the same stream, so its history before the move stays readable; `jobId` is the job it is in
 * from now on, `fromJobId` the one it left.
 */
export type ApplicationMovedToJob = DomainEvent<
  'ApplicationMovedToJob',
  {
    applicationId: string;
    fromJobId: string;
    fromJobName: string;
    fromStageId: string;
    fromStageName: string;
    jobId: string;
    jobName: string;
    toStageId: string;
    toStageName: string;
  }
>;

/**
 * The application was deleted (spec 02 §4.4 'delete'): it leaves every list and read model, its files and
 * scheduled e-mails go with it, and its workflows end. The stream stays, so auditors can still read it.
 */
export type ApplicationDeleted = DomainEvent<
  'ApplicationDeleted',
  { applicationId: string; candidateId: string; jobId: string; stageId: string; active: boolean }
>;

export type CommentEvent = CommentAdded | CommentEdited | CommentDeleted;

export type ApplicationEvent =
  | CandidateAddedToJob
  | ApplicationMovedToStage
  | ApplicationArchived
  | ApplicationUnarchived
  | ApplicationRestaged
  | CommentAdded
  | CommentEdited
  | CommentDeleted
  | ApplicationOwnerChanged
  | ApplicationTagsChanged
  | ApplicationOriginSourceChanged
  | ApplicationMovedToJob
  | ApplicationDeleted;

/** Every application event type, listed once: the compiler refuses this list when the union grows. */
export const applicationEvents = eventCatalogue<ApplicationEvent>({
  CandidateAddedToJob: true,
  ApplicationMovedToStage: true,
  ApplicationArchived: true,
  ApplicationUnarchived: true,
  ApplicationRestaged: true,
  CommentAdded: true,
  CommentEdited: true,
  CommentDeleted: true,
  ApplicationOwnerChanged: true,
  ApplicationTagsChanged: true,
  ApplicationOriginSourceChanged: true,
  ApplicationMovedToJob: true,
  ApplicationDeleted: true,
});

/** The comment events alone (the comments read model's `canHandle`). */
export const commentEvents = eventCatalogue<CommentEvent>({ CommentAdded: true, CommentEdited: true, CommentDeleted: true });
