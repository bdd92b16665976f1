import { HttpException, HttpStatus, Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { fileTypeFromBuffer } from 'file-type';
import { applicationFilesDecider, type UploadFile } from '@ats/domain/applications';
import { validatePhone } from '@ats/domain/candidates/contact-validation';
import {
  takesAllowed,
  videoAnswersDecider,
  type VideoAnswerCommand,
  type VideoAnswersState,
} from '@ats/domain/candidate-tasks/video-answers.decider';
import {
  answerContentTypeFor,
  answerDurationError,
  answerUploadError,
  MAX_ANSWER_SECONDS,
  mediaOfQuestion,
  VideoAnswerErrors,
  type VideoQuestionsTask,
} from '@ats/domain/candidate-tasks/video-answers';
import type { MediaKind } from '@ats/domain/candidate-tasks';
import { DomainError } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { SMS_SENDER, type SmsSender } from '@ats/infra/sms/sms.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { applicationStream } from '../../applications/application-stream';
import type { CandidateCaller } from '../../identity/caller';
import type { AtsConfig } from '@ats/infra/config';
import { ATS_CONFIG, BLOB_STORE, EVENT_STORE } from '../../platform/tokens';
import {
  candidateOwnApplication,
  candidateStageTask,
  taskResponseStream,
  type CandidateStageTask,
} from '../candidate-application';
import { recordingSeconds } from './recording-duration';
import type { VideoAnswersResponseDto } from './video-answers.response.dto';

/** Which task of which stage of which application: the candidate page's own ids. */
export type VideoTaskTarget = { applicationId: string; stageId: string; taskId: string };

const actorOf = (candidate: CandidateCaller) => ({ kind: 'candidate' as const, id: candidate.candidateUserId, name: 'Candidate' });

/** Everything a video-answers request needs, read fresh: the candidate's own task and its response so far. */
export type LoadedVideoTask = { task: CandidateStageTask<'VIDEO_QUESTIONS'>; state: VideoAnswersState };

/** Shared by the routes and the tus hooks: the same 404 for any application, stage or task the token does not reach. */
export class VideoTasks {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async load(candidate: CandidateCaller, target: VideoTaskTarget): Promise<LoadedVideoTask> {
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, target.applicationId);
    const task = await candidateStageTask(own, target.stageId, target.taskId, ['VIDEO_QUESTIONS'] as const);
    const loaded = await loadAggregate(this.store, taskResponseStream(task.ref.responseId).id, videoAnswersDecider, own.companyId);
    return { task, state: loaded?.state ?? videoAnswersDecider.initialState() };
  }

  /** Decides and appends on the response's stream as the candidate. */
  async decide(candidate: CandidateCaller, task: CandidateStageTask<'VIDEO_QUESTIONS'>, commandId: string, command: VideoAnswerCommand): Promise<CommandResult> {
    const { result } = await decideAndAppend(this.store, taskResponseStream(task.ref.responseId), videoAnswersDecider, command, {
      companyId: task.companyId,
      actor: actorOf(candidate),
      commandId,
    });
    return result;
  }
}

export const VIDEO_TASKS = Symbol('VIDEO_TASKS');

export const videoTasksProvider = {
  provide: VIDEO_TASKS,
  inject: [EVENT_STORE, DataSource, CandidateAccounts],
  useFactory: (store: EventStore, dataSource: DataSource, accounts: CandidateAccounts) => new VideoTasks(store, dataSource, accounts),
};

const questionView = (task: VideoQuestionsTask, state: VideoAnswersState) =>
  task.questions.map((question) => {
    const answered = state.questions[question.id];
    return {
      id: question.id,
      title: question.title,
      media: mediaOfQuestion(question),
      retakes: question.retakes,
      takesAllowed: takesAllowed(question),
      takes: (answered?.takes ?? []).map(({ fileId, take, recordedAt }) => ({ fileId, take, recordedAt })),
      keptFileId: answered?.keptFileId ?? null,
    };
  });

export class VideoAnswersQuery extends Query<VideoAnswersResponseDto> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly target: VideoTaskTarget,
  ) {
    super();
  }
}

@QueryHandler(VideoAnswersQuery)
export class VideoAnswersQueryHandler implements IQueryHandler<VideoAnswersQuery> {
  constructor(@Inject(VIDEO_TASKS) private readonly tasks: VideoTasks) {}

  async execute({ candidate, target }: VideoAnswersQuery): Promise<VideoAnswersResponseDto> {
    const { task, state } = await this.tasks.load(candidate, target);
    return {
      responseId: task.ref.responseId,
      jobName: task.job.name,
      status: state.status,
      maxSeconds: MAX_ANSWER_SECONDS,
      questions: questionView(task.task, state),
    };
  }
}

export type VideoAnswerAction = { kind: 'start' } | { kind: 'keep'; questionId: string; fileId: string } | { kind: 'submit' };

export class VideoAnswerActionCommand extends Command<CommandResult> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly commandId: string,
    readonly target: VideoTaskTarget,
    readonly action: VideoAnswerAction,
  ) {
    super();
  }
}

/** Open (start), keep a take, submit: load the candidate's own task, decide, append. */
@CommandHandler(VideoAnswerActionCommand)
export class VideoAnswerActionCommandHandler implements ICommandHandler<VideoAnswerActionCommand> {
  constructor(@Inject(VIDEO_TASKS) private readonly tasks: VideoTasks) {}

  async execute({ candidate, commandId, target, action }: VideoAnswerActionCommand): Promise<CommandResult> {
    const { task } = await this.tasks.load(candidate, target);
    const command: VideoAnswerCommand =
      action.kind === 'start'
        ? { type: 'StartVideoAnswers', data: { ref: task.ref } }
        : action.kind === 'keep'
          ? { type: 'ChooseVideoAnswerTake', data: { questionId: action.questionId, fileId: action.fileId } }
          : { type: 'SubmitVideoAnswers', data: { ref: task.ref, task: task.task } };
    return this.tasks.decide(candidate, task, commandId, command);
  }
}

/** What the tus upload carried besides the bytes: the candidate's page ids and the question (checked on creation). */
export type TakeUploadMetadata = VideoTaskTarget & { questionId: string; declaredType: string };

/** Checked when an upload is created, before any byte is taken: the candidate's own task, a question with takes left, the type and size. */
export const takeUploadRefusal = async (
  tasks: VideoTasks,
  candidate: CandidateCaller,
  metadata: TakeUploadMetadata,
  sizeBytes: number,
): Promise<DomainError | null> => {
  const { task, state } = await tasks.load(candidate, metadata);
  if (state.status === 'COMPLETED') return VideoAnswerErrors.alreadySubmitted();
  const question = task.task.questions.find((candidate) => candidate.id === metadata.questionId);
  if (!question) return VideoAnswerErrors.unknownQuestion();
  if ((state.questions[question.id]?.takes.length ?? 0) >= takesAllowed(question)) return VideoAnswerErrors.noRetakesLeft();
  return answerUploadError(mediaOfQuestion(question), metadata.declaredType, sizeBytes);
};

/**
 * The content type the bytes are (file-type reads their signature), as an answer of `media`; refused
 * otherwise, and refused when the recording is longer than an answer may be (what the recorder enforces in
 * the browser, read again from the bytes: a client cannot send a longer take).
 */
export const answerContentTypeOf = async (bytes: Buffer, media: MediaKind): Promise<string> => {
  const contentType = answerContentTypeFor((await fileTypeFromBuffer(bytes))?.mime ?? null, media);
  if (!contentType) throw VideoAnswerErrors.wrongMedia();
  const tooLong = media === 'PHOTO' ? null : answerDurationError(media, await recordingSeconds(bytes, contentType));
  if (tooLong) throw tooLong;
  return contentType;
};

const EXTENSION_OF: Record<string, string> = {
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'audio/webm': 'weba',
  'audio/ogg': 'ogg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export class RecordVideoTakeCommand extends Command<{ fileId: string; take: number }> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly metadata: TakeUploadMetadata,
    /** The tus upload's id: the file's and the blob's id too, so a retried finish lands on the same file. */
    readonly fileId: string,
    readonly bytes: Buffer,
  ) {
    super();
  }
}

/**
 * A finished upload becomes a take: the bytes checked, kept in the blob store under the file's id, recorded as
 * a file of the application (uploaded by the candidate, kind TASK_ANSWER: the profile's 'Candidate answers'
 * download it as any file), then as the question's next take. The take is decided once before anything is
 * written, so a refused take (no retakes left, already submitted) leaves no file behind.
 */
@CommandHandler(RecordVideoTakeCommand)
export class RecordVideoTakeCommandHandler implements ICommandHandler<RecordVideoTakeCommand> {
  private readonly logger = new Logger('RecordVideoTake');

  constructor(
    @Inject(VIDEO_TASKS) private readonly tasks: VideoTasks,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ candidate, metadata, fileId, bytes }: RecordVideoTakeCommand): Promise<{ fileId: string; take: number }> {
    const { task, state } = await this.tasks.load(candidate, metadata);
    const question = task.task.questions.find((candidate) => candidate.id === metadata.questionId);
    if (!question) throw VideoAnswerErrors.unknownQuestion();
    const media = mediaOfQuestion(question);
    const contentType = await answerContentTypeOf(bytes, media);
    const recordTake: VideoAnswerCommand = { type: 'RecordVideoAnswerTake', data: { ref: task.ref, task: task.task, questionId: question.id, fileId, media } };
    const context = { now: new Date(), actor: actorOf(candidate), companyId: task.companyId };
    const decided = videoAnswersDecider.decide(recordTake, state, context);
    const take = (state.questions[question.id]?.takes.length ?? 0) + 1;
    if (decided.length === 0) return { fileId, take: take - 1 };

    const key = { companyId: task.companyId, blobId: fileId };
    await this.blobs.put(key, bytes, { contentType });
    try {
      const questionNumber = task.task.questions.indexOf(question) + 1;
      const upload: UploadFile = {
        type: 'UploadFile',
        data: {
          fileId,
          fileName: `Answer ${questionNumber} (take ${take}).${EXTENSION_OF[contentType]}`,
          detectedContentType: contentType,
          sizeBytes: bytes.length,
          confidential: false,
          uploadedByCandidate: true,
          confidentialAccess: false,
          kind: 'TASK_ANSWER',
        },
      };
      // The file's command id is the file's id: a retried finish appends nothing twice.
      await decideAndAppend(this.store, applicationStream(metadata.applicationId), applicationFilesDecider, upload, {
        companyId: task.companyId,
        actor: actorOf(candidate),
        commandId: `video-answer-file:${fileId}`,
      });
    } catch (error) {
      await this.blobs.delete(key).catch((failure: unknown) => this.logger.error(`Could not remove blob ${fileId}: ${String(failure)}`));
      throw error;
    }
    await this.tasks.decide(candidate, task, `video-answer-take:${fileId}`, recordTake);
    return { fileId, take };
  }
}

export class SendVideoLinkCommand extends Command<{ sent: true }> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly target: VideoTaskTarget,
    readonly phone: string,
  ) {
    super();
  }
}

/**
 * 'Send the link to my phone' (spec 03 §2.3, §5 "Recorder"): a phone number is required and must be valid; the
 * text goes through the SMS port (the development outbox unless a provider is configured). The link is made
 * here, to this task's own recorder page under the product's public address: a caller cannot have any other
 * link texted.
 */
@CommandHandler(SendVideoLinkCommand)
export class SendVideoLinkCommandHandler implements ICommandHandler<SendVideoLinkCommand> {
  private readonly logger = new Logger('SendVideoLink');

  constructor(
    @Inject(VIDEO_TASKS) private readonly tasks: VideoTasks,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  async execute({ candidate, target, phone }: SendVideoLinkCommand): Promise<{ sent: true }> {
    const number = phone.trim();
    if (!number) throw VideoAnswerErrors.phoneRequired();
    const invalid = validatePhone(number);
    if (invalid) throw new DomainError('sms-phone-invalid', invalid);
    const { task } = await this.tasks.load(candidate, target);
    const link = `${this.config.publicUrl}${videoRecordPath(candidate.candidateUserId, task.ref.jobId, target)}`;
    try {
      await this.sms.send({ to: number, text: `${task.job.name}: record your answers at ${link}` });
    } catch (error) {
      this.logger.warn(`SMS for application ${target.applicationId} failed: ${String(error)}`);
      // The provider failed, not the request: 502 with the spec's 'unable to send SMS'.
      const refused = VideoAnswerErrors.smsFailed();
      throw new HttpException({ message: refused.message, errorCode: refused.code }, HttpStatus.BAD_GATEWAY);
    }
    return { sent: true };
  }
}

/** The web route of spec 03 §2.3 for this task. */
export const videoRecordPath = (candidateUserId: string, jobId: string, target: VideoTaskTarget): string =>
  `/candidate-journey/${candidateUserId}/${jobId}/${target.applicationId}/${target.stageId}/${target.taskId}/video-record`;
