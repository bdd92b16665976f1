import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { applicationFilesDecider } from '@ats/domain/applications';
import {
  CANDIDATE_TASK_MESSAGES,
  candidateTaskLifecycleEvents,
  COMPLETES_RECEIPT,
  TaskResponseErrors,
  handedInFileRefusal,
  UNTIMED_TASK_TYPES,
  untimedTaskDecider,
  type SubmittedAnswer,
  type UntimedSubmission,
  type UntimedTask,
} from '@ats/domain/candidate-tasks';
import type { CandidateTask } from '@ats/domain/jobs';
import type { Actor, RecordedEvent } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { applicationStream } from '../../applications/application-stream';
import { detectContentType } from '../../applications/files/upload-file/file-content';
import { uploadWithBlob, type UploadWithBlobResult } from '../../applications/files/upload-file/upload-with-blob';
import type { CandidateCaller } from '../../identity/caller';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { BLOB_STORE, EVENT_STORE } from '../../platform/tokens';
import { taskResponseId } from '@ats/infra/candidate-tasks/task-response-id';
import { candidateOwnApplication, candidatePageNotFound, candidateStageTask, taskResponseStream } from '../candidate-application';
import type { SubmitCandidateTaskRequestDto, TaskAnswerRequestDto } from './candidate-journey.request.dto';
import type { CandidateJourneyResponseDto, CandidateJourneyTaskDto, CandidateTaskStatus } from './candidate-journey.response.dto';

const candidateActor = (candidate: CandidateCaller): Actor => ({ kind: 'candidate', id: candidate.candidateUserId, name: 'Candidate' });

type Lifecycle = { status: CandidateTaskStatus; startedAt: string | null; completedAt: string | null; deadline: string | null };

/** A response's lifecycle from its own stream (the truth, so the hub shows a submit the moment it is made). */
const lifecycleOf = (events: readonly RecordedEvent[], companyId: string): Lifecycle =>
  events
    .filter((event) => event.metadata.companyId === companyId && candidateTaskLifecycleEvents.includes(event))
    .reduce<Lifecycle>(
      (state, event) =>
        event.type === 'CandidateTaskStarted'
          ? state.status === 'COMPLETED'
            ? state
            : { ...state, status: 'STARTED', startedAt: (event.data as { startedAt: string }).startedAt, deadline: (event.data as { deadline: string | null }).deadline }
          : { ...state, status: 'COMPLETED', startedAt: state.startedAt ?? (event.data as { completedAt: string }).completedAt, completedAt: (event.data as { completedAt: string }).completedAt },
      { status: 'NOT_STARTED', startedAt: null, completedAt: null, deadline: null },
    );

/** What the candidate needs to render a task — never an expected answer, an auto-archive flag or a quiz's questions. */
const taskView = (task: CandidateTask, lifecycle: Lifecycle): CandidateJourneyTaskDto => {
  const view: CandidateJourneyTaskDto = {
    id: task.id,
    type: task.type,
    ...lifecycle,
    title: null,
    message: null,
    videoUrl: null,
    fileType: null,
    questions: [],
    allowedMinutes: null,
    questionCount: null,
    hoursToSubmit: null,
    expectedDurationHours: null,
  };
  switch (task.type) {
    case 'SHORTLISTING_QUESTIONS':
    case 'COLLECT_INFORMATION':
      return {
        ...view,
        questions: task.questions.map((question) => ({
          id: question.id,
          title: question.title,
          description: question.description,
          answerType: question.answerType,
          options: question.options,
          optional: question.optional,
          currency: question.currency,
          fileType: question.fileType,
        })),
      };
    case 'VIDEO_QUESTIONS':
      return {
        ...view,
        questions: task.questions.map((question) => ({
          id: question.id,
          title: question.title,
          description: '',
          answerType: 'FILE_UPLOAD' as const,
          options: [],
          optional: false,
          currency: null,
          fileType: null,
        })),
      };
    case 'SKILL_BASED_TEST':
      return { ...view, allowedMinutes: task.allowedMinutes, questionCount: task.skillBlocks.reduce((sum, block) => sum + block.questionCount, 0) };
    case 'WELCOME_PAGE':
      return { ...view, message: task.message, videoUrl: task.videoUrl };
    case 'HOME_ASSIGNMENT':
      return { ...view, hoursToSubmit: task.hoursToSubmit, expectedDurationHours: task.expectedDurationHours };
    case 'FILE_UPLOAD':
      return { ...view, title: task.title, fileType: task.fileType };
    case 'PSYCHOMETRIC_TEST':
      return { ...view, title: task.testName };
    case 'AUTO_SEND_INVITATION_EMAIL':
      return view;
  }
};

export class CandidateJourneyQuery extends Query<CandidateJourneyResponseDto> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly applicationId: string,
    /** The position the apply answered: the candidate list must have the application before it is theirs. */
    readonly afterPosition?: string,
  ) {
    super();
  }
}

/**
 * The candidate's hub (spec 03 §2.3, §4 "Candidate journey"): the stage the application is in now and that
 * stage's tasks with their status; 'received partially' while a quiz or video task of the stage is not done.
 * Another candidate's application is the candidate pages' 404.
 */
@QueryHandler(CandidateJourneyQuery)
export class CandidateJourneyQueryHandler implements IQueryHandler<CandidateJourneyQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ candidate, applicationId, afterPosition }: CandidateJourneyQuery): Promise<CandidateJourneyResponseDto> {
    await this.freshness.waitFor(candidateListProjector, afterPosition);
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, applicationId);
    const { application, job, companyId } = own;
    const stage = job.stages.find((candidateStage) => candidateStage.id === application.stageId);
    // The invitation e-mail is a stage's setting, not something the candidate does.
    const stageTasks = (stage?.tasks ?? []).filter((task) => task.type !== 'AUTO_SEND_INVITATION_EMAIL');
    const tasks = await Promise.all(
      stageTasks.map(async (task) => {
        const events = await this.store.readStream(taskResponseStream(taskResponseId(applicationId, application.stageId, task.id)).id);
        return taskView(task, lifecycleOf(events, companyId));
      }),
    );
    const partially = tasks.some((task) => COMPLETES_RECEIPT.includes(task.type) && task.status !== 'COMPLETED');
    return {
      applicationId,
      candidateUserId: candidate.candidateUserId,
      jobId: application.jobId,
      jobName: job.name,
      status: application.status,
      stage: { id: application.stageId, name: stage?.name ?? application.stageName },
      receipt: partially ? 'RECEIVED_PARTIALLY' : 'RECEIVED',
      // An archived application takes no more answers: nothing left to do.
      tasks: application.status === 'ACTIVE' ? tasks : [],
    };
  }
}

export type CandidateTaskAction = { kind: 'start' } | { kind: 'submit'; body: SubmitCandidateTaskRequestDto };

export class CandidateTaskCommand extends Command<CommandResult> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly applicationId: string,
    readonly stageId: string,
    readonly taskId: string,
    readonly commandId: string,
    readonly action: CandidateTaskAction,
  ) {
    super();
  }
}

/** The one answer field the candidate filled, whatever the question's type: the decider judges whether it fits. */
const answerValue = (answer: TaskAnswerRequestDto): SubmittedAnswer['value'] => answer.number ?? answer.yesNo ?? answer.options ?? answer.text ?? null;

/**
 * Opens or hands in an untimed task of the application's current stage (shortlisting and collect-information
 * questions, a file upload, the welcome page). Files handed in must be the candidate's own uploads to this
 * application (POST …/files); anything else is 'Please enter valid input'.
 */
@CommandHandler(CandidateTaskCommand)
export class CandidateTaskCommandHandler implements ICommandHandler<CandidateTaskCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async execute({ candidate, applicationId, stageId, taskId, commandId, action }: CandidateTaskCommand): Promise<CommandResult> {
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, applicationId);
    const { ref, task, companyId } = await candidateStageTask(own, stageId, taskId, UNTIMED_TASK_TYPES);
    const envelope = { companyId, actor: candidateActor(candidate), commandId: action.kind === 'start' ? `${ref.responseId}:start` : commandId };
    const stream = taskResponseStream(ref.responseId);
    if (action.kind === 'start') {
      return (await decideAndAppend(this.store, stream, untimedTaskDecider, { type: 'StartUntimedTask', data: { ref } }, envelope)).result;
    }
    const submission = this.submissionOf(task, action.body);
    await this.assertOwnFiles(companyId, applicationId, task, submission);
    return (await decideAndAppend(this.store, stream, untimedTaskDecider, { type: 'SubmitUntimedTask', data: { ref, task, submission } }, envelope)).result;
  }

  private submissionOf(task: UntimedTask, body: SubmitCandidateTaskRequestDto): UntimedSubmission {
    switch (task.type) {
      case 'SHORTLISTING_QUESTIONS':
      case 'COLLECT_INFORMATION':
        return { kind: 'QUESTIONS', answers: (body.answers ?? []).map((answer) => ({ questionId: answer.questionId, value: answerValue(answer), fileId: answer.fileId ?? null })) };
      case 'FILE_UPLOAD':
        return { kind: 'FILE_UPLOAD', fileIds: body.fileIds ?? [] };
      case 'WELCOME_PAGE':
        return { kind: 'WELCOME_PAGE' };
    }
  }

  private async assertOwnFiles(companyId: string, applicationId: string, task: UntimedTask, submission: UntimedSubmission): Promise<void> {
    const fileIds =
      submission.kind === 'FILE_UPLOAD'
        ? submission.fileIds
        : submission.kind === 'QUESTIONS'
          ? submission.answers.flatMap((answer) => (answer.fileId ? [answer.fileId] : []))
          : [];
    if (fileIds.length === 0) return;
    const files = (await loadAggregate(this.store, applicationStream(applicationId).id, applicationFilesDecider, companyId))?.state.files ?? {};
    if (fileIds.some((fileId) => !files[fileId]?.uploadedByCandidate)) throw TaskResponseErrors.answersInvalid(CANDIDATE_TASK_MESSAGES.invalidInput);
    const wrongKind = handedInFileRefusal(task, submission, (fileId) => files[fileId]?.contentType ?? null);
    if (wrongKind) throw TaskResponseErrors.answersInvalid(wrongKind);
  }
}

export type CandidateFileUploadResult = UploadWithBlobResult;

export class UploadCandidateTaskFileCommand extends Command<CandidateFileUploadResult> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly applicationId: string,
    readonly commandId: string,
    readonly file: { originalName: string; bytes: Buffer },
  ) {
    super();
  }
}

/**
 * A file the candidate hands in with a task (a file-upload task, a file-upload question): an application file
 * as any other (a PDF or .docx of 5 MB, checked by its bytes), marked uploaded by the candidate, so the profile
 * lists it and its download is the files' own. Only while the application is active.
 */
@CommandHandler(UploadCandidateTaskFileCommand)
export class UploadCandidateTaskFileCommandHandler implements ICommandHandler<UploadCandidateTaskFileCommand> {
  private readonly logger = new Logger('UploadCandidateTaskFile');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async execute({ candidate, applicationId, commandId, file }: UploadCandidateTaskFileCommand): Promise<CandidateFileUploadResult> {
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, applicationId);
    if (own.application.status !== 'ACTIVE') throw candidatePageNotFound();
    const fileId = randomUUID();
    const detectedContentType = await detectContentType(file.bytes);
    const actor = candidateActor(candidate);
    return uploadWithBlob(this.blobs, this.logger, { companyId: own.companyId, fileId, bytes: file.bytes, contentType: detectedContentType }, (storeBlob) =>
      decideAndAppend(
        this.store,
        applicationStream(applicationId),
        applicationFilesDecider,
        (state) =>
          storeBlob(
            {
              type: 'UploadFile',
              data: { fileId, fileName: file.originalName, detectedContentType, sizeBytes: file.bytes.length, confidential: false, uploadedByCandidate: true, confidentialAccess: false },
            },
            state,
            { now: new Date(), actor, companyId: own.companyId },
          ),
        { companyId: own.companyId, actor, commandId: `candidate-task-file:${commandId}` },
      ),
    );
  }
}
