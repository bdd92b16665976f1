import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { homeAssignmentDecider } from '@ats/domain/candidate-tasks/home-assignment';
import { taskResponseId } from '@ats/infra/candidate-tasks/task-response-id';
import { loadAggregate } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import { candidateOwnApplication, candidatePageNotFound, taskResponseStream, type CandidateOwnApplication } from '../candidate-application';
import type { JobAssignmentItemDto, JobAssignmentsResponseDto } from './job-assignments.response.dto';

/** More applications to one job than anyone makes; the bound keeps the read small. */
const MAX_APPLICATIONS = 20;

/**
 * The candidate's home assignments for one job (spec 03 §2.3 `/company/assignment/role/:roleId/user/:userId`):
 * the applications to that job of the e-mail the token proved — never an address or user the client names — and
 * of each, the home assignments of the stage it is in now (openable while it is active) and those of earlier
 * stages the candidate started. No application of theirs to the job is the candidate pages' 404.
 */
@Injectable()
export class JobAssignments {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly accounts: CandidateAccounts,
  ) {}

  async list(candidate: CandidateCaller, jobId: string): Promise<JobAssignmentsResponseDto> {
    const email = await this.accounts.emailOf(candidate.candidateUserId).catch(() => {
      throw candidatePageNotFound();
    });
    const rows = (await this.dataSource.query(
      `SELECT application_id AS "applicationId" FROM rm_candidate_list
        WHERE lower(email) = lower($1) AND job_id = $2 ORDER BY applied_at DESC LIMIT ${MAX_APPLICATIONS}`,
      [email, jobId],
    )) as Array<{ applicationId: string }>;
    const owned = await Promise.all(
      // A deleted application, or one whose candidate's e-mail changed since, is not theirs any more: left out.
      rows.map((row) => candidateOwnApplication(this.store, this.dataSource, this.accounts, candidate, row.applicationId).catch(() => null)),
    );
    const applications = owned.filter((own): own is CandidateOwnApplication => own !== null);
    const first = applications[0];
    if (!first) throw candidatePageNotFound();
    const items = (await Promise.all(applications.map((own) => this.assignmentsOf(own)))).flat();
    return { jobId, jobName: first.job.name, items, serverTime: new Date().toISOString() };
  }

  private async assignmentsOf(own: CandidateOwnApplication): Promise<JobAssignmentItemDto[]> {
    const { application, job, companyId } = own;
    const currentIndex = job.stages.findIndex((stage) => stage.id === application.stageId);
    // Stages unlock one after another: a later stage's tasks are not the candidate's yet.
    const reached = currentIndex < 0 ? [] : job.stages.slice(0, currentIndex + 1).reverse();
    const items = await Promise.all(
      reached.flatMap((stage) =>
        stage.tasks.flatMap((task) => {
          if (task.type !== 'HOME_ASSIGNMENT') return [];
          return [
            (async (): Promise<JobAssignmentItemDto | null> => {
              const responseId = taskResponseId(application.applicationId, stage.id, task.id);
              const loaded = await loadAggregate(this.store, taskResponseStream(responseId).id, homeAssignmentDecider, companyId);
              const state = loaded?.state ?? homeAssignmentDecider.initialState();
              const current = stage.id === application.stageId;
              // An earlier stage's assignment the candidate never started was passed by: nothing to show.
              if (!current && state.status === 'NOT_STARTED') return null;
              const started = state.status === 'NOT_STARTED' ? null : state;
              return {
                applicationId: application.applicationId,
                stageId: stage.id,
                stageName: stage.name,
                taskId: task.id,
                status: state.status,
                hoursToSubmit: task.hoursToSubmit,
                expectedDurationHours: task.expectedDurationHours,
                deadline: started?.deadline ?? null,
                submittedAt: started?.submittedAt ?? null,
                autoSubmitted: started?.autoSubmitted ?? false,
                canOpen: current && application.status === 'ACTIVE',
              };
            })(),
          ];
        }),
      ),
    );
    return items.filter((item): item is JobAssignmentItemDto => item !== null);
  }
}
