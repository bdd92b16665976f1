import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canSeeJob, hasPermission, jobVisibility, type JobScope } from '@ats/domain/identity';
import { JobErrors } from '@ats/domain/jobs';
import { jobIdsOwnedBy } from '@ats/projections/jobs/jobs.query';
import type { Caller } from './caller';
import { accessDenied } from './caller-resolver';

/**
 * Job-level authorisation for handlers: which jobs a caller sees (admins and all-jobs collaborators every
 * job; others the jobs they own or collaborate on) and whether they may act on one. A job outside the
 * caller's sight answers 404, as another company's would; a visible job without the permission 403.
 */
@Injectable()
export class JobAccess {
  constructor(private readonly dataSource: DataSource) {}

  /** The ids of the jobs the caller sees, or null for all of the company's jobs. */
  async visibleJobIds(caller: Caller): Promise<string[] | null> {
    const visibility = jobVisibility(caller);
    if (visibility.scope === 'all') return null;
    const owned = await jobIdsOwnedBy(this.dataSource.manager, caller.companyId, caller.userId);
    return [...new Set([...visibility.collaboratorJobIds, ...owned])];
  }

  /**
   * 404 (the job's, or `notFound`'s for what was asked through the job) unless the caller sees the job; its
   * owner comes from the job's own stream or the read model.
   */
  assertVisible(
    caller: Caller,
    job: { id: string; ownerId: string | null },
    notFound: () => Error = JobErrors.notFound,
  ): void {
    if (!canSeeJob(caller, { id: job.id, ownerId: job.ownerId ?? '' })) throw notFound();
  }

  /** 404 unless the job is visible, then 403 unless the caller holds `permission` for it (and each stage given). */
  assertPermitted(
    caller: Caller,
    job: { id: string; ownerId: string | null },
    permission: string,
    stageIds: string[] = [],
    notFound: () => Error = JobErrors.notFound,
  ): void {
    this.assertVisible(caller, job, notFound);
    const scopes: JobScope[] = stageIds.length
      ? stageIds.map((stageId) => ({ jobRoleId: job.id, stageId }))
      : [{ jobRoleId: job.id }];
    if (!scopes.every((scope) => hasPermission(caller, permission, scope))) throw accessDenied();
  }
}
