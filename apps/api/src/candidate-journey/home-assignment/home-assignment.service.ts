import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { applicationFilesDecider, FileErrors } from '@ats/domain/applications';
import {
  homeAssignmentDecider,
  type HomeAssignmentCommand,
  type HomeAssignmentState,
} from '@ats/domain/candidate-tasks/home-assignment';
import type { Actor } from '@ats/domain/shared';
import { decideAndAppend, loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { applicationStream } from '../../applications/application-stream';
import type { CandidateCaller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import { candidateOwnApplication, candidateStageTask, taskResponseStream, type CandidateStageTask } from '../candidate-application';
import type { HomeAssignmentAnswerRequestDto, HomeAssignmentResponseDto } from './home-assignment.dto';

export type AssignmentTarget = { applicationId: string; stageId: string; taskId: string };

const candidateActor = (candidate: CandidateCaller): Actor => ({ kind: 'candidate', id: candidate.candidateUserId, name: 'Candidate' });

/**
 * The candidate's home assignment (spec 03 §2.3, §4): the candidate token's own application, in the stage the
 * task belongs to, else 404 (candidateStageTask). Files are the candidate's own uploads to that application.
 */
@Injectable()
export class HomeAssignments {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  private async task(candidate: CandidateCaller, target: AssignmentTarget): Promise<CandidateStageTask<'HOME_ASSIGNMENT'>> {
    const own = await candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, target.applicationId);
    return candidateStageTask(own, target.stageId, target.taskId, ['HOME_ASSIGNMENT'] as const);
  }

  private async state(task: CandidateStageTask<'HOME_ASSIGNMENT'>): Promise<HomeAssignmentState> {
    const loaded = await loadAggregate(this.store, taskResponseStream(task.ref.responseId).id, homeAssignmentDecider, task.companyId);
    return loaded?.state ?? homeAssignmentDecider.initialState();
  }

  /** The application's files the candidate uploaded themselves: the only ones an answer may name. */
  private async candidateFiles(task: CandidateStageTask<'HOME_ASSIGNMENT'>) {
    const loaded = await loadAggregate(this.store, applicationStream(task.ref.applicationId).id, applicationFilesDecider, task.companyId);
    return Object.values(loaded?.state.files ?? {}).filter((file) => file.uploadedByCandidate);
  }

  async view(candidate: CandidateCaller, target: AssignmentTarget): Promise<HomeAssignmentResponseDto> {
    const task = await this.task(candidate, target);
    const state = await this.state(task);
    const files = await this.candidateFiles(task);
    const started = state.status === 'NOT_STARTED' ? null : state;
    return {
      responseId: task.ref.responseId,
      jobName: task.job.name,
      stageName: task.stage.name,
      instructions: task.task.instructions,
      hoursToSubmit: task.task.hoursToSubmit,
      expectedDurationHours: task.task.expectedDurationHours,
      daysToHearBack: task.task.daysToHearBack,
      status: state.status,
      startedAt: started?.startedAt ?? null,
      deadline: started?.deadline ?? null,
      link: started?.link ?? null,
      files: (started?.fileIds ?? []).map((fileId) => ({ fileId, fileName: files.find((file) => file.fileId === fileId)?.fileName ?? null })),
      submittedAt: started?.submittedAt ?? null,
      autoSubmitted: started?.autoSubmitted ?? false,
      serverTime: new Date().toISOString(),
    };
  }

  async start(candidate: CandidateCaller, target: AssignmentTarget): Promise<CommandResult> {
    const task = await this.task(candidate, target);
    // One start per response, whatever the request's key: a second click finds the first and adds nothing.
    return this.decide(task, candidate, `${task.ref.responseId}:start`, { type: 'StartHomeAssignment', data: { ref: task.ref, hoursToSubmit: task.task.hoursToSubmit } });
  }

  async saveDraft(candidate: CandidateCaller, target: AssignmentTarget, commandId: string, body: HomeAssignmentAnswerRequestDto): Promise<CommandResult> {
    const task = await this.task(candidate, target);
    const fileIds = await this.ownFileIds(task, body.fileIds ?? []);
    return this.decide(task, candidate, commandId, { type: 'SaveHomeAssignmentDraft', data: { link: body.link ?? null, fileIds } });
  }

  async submit(candidate: CandidateCaller, target: AssignmentTarget, commandId: string, body: HomeAssignmentAnswerRequestDto): Promise<CommandResult> {
    const task = await this.task(candidate, target);
    const fileIds = await this.ownFileIds(task, body.fileIds ?? []);
    return this.decide(task, candidate, commandId, { type: 'SubmitHomeAssignment', data: { link: body.link ?? null, fileIds } });
  }

  private async ownFileIds(task: CandidateStageTask<'HOME_ASSIGNMENT'>, fileIds: string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const own = new Set((await this.candidateFiles(task)).map((file) => file.fileId));
    // Another application's file, or one a recruiter uploaded, is not the candidate's to hand in.
    if (fileIds.some((fileId) => !own.has(fileId))) throw FileErrors.notFound();
    return fileIds;
  }

  private async decide(task: CandidateStageTask<'HOME_ASSIGNMENT'>, candidate: CandidateCaller, commandId: string, command: HomeAssignmentCommand): Promise<CommandResult> {
    const { result } = await decideAndAppend(this.store, taskResponseStream(task.ref.responseId), homeAssignmentDecider, command, {
      companyId: task.companyId,
      actor: candidateActor(candidate),
      commandId,
    });
    return result;
  }
}
