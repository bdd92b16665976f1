import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { TaskResult } from '@ats/domain/candidate-tasks';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CandidateTask } from '@ats/domain/jobs';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { listApplicationFiles } from '@ats/projections/application-files/application-files.query';
import { candidateTaskResponsesProjector } from '@ats/projections/candidate-task-responses/candidate-task-responses.projector';
import { taskResponsesOfApplication } from '@ats/projections/candidate-task-responses/candidate-task-responses.query';
import { authorizeOnApplication } from '../../applications/application-stream';
import { canSeeConfidential } from '../../applications/comments/comment-access';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { EVENT_STORE } from '../../platform/tokens';
import type { CandidateAnswersResponseDto } from './candidate-answers.response.dto';

export class CandidateAnswersQuery extends Query<CandidateAnswersResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

/** A result as this reader may see it: confidential answers only with confidential access (02 §6.3). */
const visibleResult = (result: TaskResult | null, confidentialAccess: boolean): TaskResult | null =>
  result?.kind === 'QUESTIONS' && !confidentialAccess ? { ...result, answers: result.answers.filter((answer) => !answer.confidential) } : result;

/** The files a result names. */
const fileIdsOf = (result: TaskResult | null): string[] => {
  switch (result?.kind) {
    case 'QUESTIONS':
      return result.answers.flatMap((answer) => (answer.fileId ? [answer.fileId] : []));
    case 'FILE_UPLOAD':
    case 'HOME_ASSIGNMENT':
      return result.fileIds;
    case 'VIDEO_QUESTIONS':
      return result.answers.map((answer) => answer.fileId);
    default:
      return [];
  }
};

const titleOf = (task: CandidateTask | undefined): string | null =>
  task?.type === 'FILE_UPLOAD' ? task.title : task?.type === 'PSYCHOMETRIC_TEST' ? task.testName : null;

/**
 * The profile's 'Candidate answers' (02 §2.13): every task response of the application, every stage, with what
 * was handed in. The same access as the profile; confidential answers and files only with confidential access.
 */
@QueryHandler(CandidateAnswersQuery)
export class CandidateAnswersQueryHandler implements IQueryHandler<CandidateAnswersQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, afterPosition }: CandidateAnswersQuery): Promise<CandidateAnswersResponseDto> {
    const { application, job } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    const confidentialAccess = canSeeConfidential(caller, application);
    await this.freshness.waitFor(candidateTaskResponsesProjector, afterPosition);
    const manager = this.dataSource.manager;
    const rows = await taskResponsesOfApplication(manager, caller.companyId, applicationId);
    const items = rows.map((row) => {
      const stage = job.stages.find((candidate) => candidate.id === row.stageId);
      const result = visibleResult(row.result, confidentialAccess);
      return {
        responseId: row.responseId,
        stageId: row.stageId,
        stageName: stage?.name ?? null,
        taskId: row.taskId,
        taskType: row.taskType,
        title: titleOf(stage?.tasks.find((task) => task.id === row.taskId)),
        status: row.status,
        startedAt: row.startedAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        deadline: row.deadline?.toISOString() ?? null,
        qualified: row.qualified,
        result: result as Record<string, unknown> | null,
      };
    });
    const named = new Set(items.flatMap((item) => fileIdsOf(item.result as TaskResult | null)));
    const files = (await listApplicationFiles(manager, { companyId: caller.companyId, applicationId, includeConfidential: confidentialAccess }))
      .filter((file) => named.has(file.fileId))
      .map((file) => ({ fileId: file.fileId, fileName: file.fileName }));
    return { confidentialAccess, items, files };
  }
}
