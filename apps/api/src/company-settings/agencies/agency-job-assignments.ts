import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PERMISSIONS } from '@ats/domain/identity';
import { DomainError } from '@ats/domain/shared';
import { staleRevision } from '@ats/infra/commands/handle-command';
import type { Caller } from '@ats/api/identity/caller';
import { ChangeJobCommand } from '@ats/api/jobs/change-job.command-handler';
import type { CommandResult } from '@ats/infra/commands/handle-command';

/** What an agency change answers: its id, and the position of the last job it changed (null when none). */
export type AgencyChangeResult = { id: string; position: string | null };

const STALE_REVISION_CODE = staleRevision().code;
const RACE_ATTEMPTS = 10;

/**
 * Assigns an agency to jobs and takes it off them through each job's own `AssignAgencies` command: the job's
 * stream is the one record of which agencies a job has (the job's history says who changed it, and the agency
 * portal will read the same list). So the agency dialog's job selection is not stored with the agency.
 *
 * The agency's row and the jobs' streams are two stores, so this runs after the row's transaction: a job
 * refusing (the caller may not edit it, it holds 100 agencies) leaves the agency saved with the jobs assigned
 * so far, and saving the dialog again finishes the rest (adding is idempotent: a job already listing the agency
 * appends nothing).
 */
@Injectable()
export class AgencyJobAssignments {
  constructor(private readonly commands: CommandBus) {}

  /**
   * The agency on every job of `wanted`, and off those of `assigned` (the jobs read model's list) not wanted.
   * Answers the position of the last job written, for the caller's next read to wait for (read-your-writes).
   */
  async assign(
    caller: Caller,
    commandId: string,
    agencyId: string,
    wanted: readonly string[],
    assigned: readonly string[],
  ): Promise<string | null> {
    let position: string | null = null;
    for (const jobId of wanted) position = (await this.change(caller, commandId, agencyId, jobId, 'add')).position;
    for (const jobId of assigned.filter((id) => !wanted.includes(id)))
      position = (await this.change(caller, commandId, agencyId, jobId, 'remove')).position;
    return position;
  }

  /**
   * Adding or removing one id is decided again on the job as it is, so a lost race is simply retried: several
   * agencies saved at once for the same job would otherwise outlast handleCommand's few retries.
   */
  private async change(caller: Caller, commandId: string, agencyId: string, jobId: string, change: 'add' | 'remove'): Promise<CommandResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.commands.execute(
          new ChangeJobCommand({ caller, commandId: `${commandId}:agency:${change}:${jobId}`, jobId }, PERMISSIONS.jobsEdit, (job) => {
            const others = job.agencyIds.filter((id) => id !== agencyId);
            return { type: 'AssignAgencies', data: { jobId: job.jobId, agencyIds: change === 'add' ? [...others, agencyId] : others } };
          }),
        );
      } catch (error) {
        if (!(error instanceof DomainError && error.code === STALE_REVISION_CODE) || attempt >= RACE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }
}
