import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { jobCollaborators, setJobCollaborators, type JobCollaborator, type JobCollaboratorGrant } from '@ats/domain/identity/job-collaborator-policies';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { loadJob } from '../job-stream';

export class JobCollaboratorsQuery extends Query<JobCollaborator[]> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
  ) {
    super();
  }
}

export class SetJobCollaboratorsCommand extends Command<{ collaborators: number }> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
    readonly grants: JobCollaboratorGrant[],
  ) {
    super();
  }
}

/** The company's members, locked when they are about to be changed. */
const companyMembers = (manager: EntityManager, companyId: string, lock: boolean) =>
  manager.getRepository(UserEntity).find({ where: { companyId }, order: { firstName: 'ASC', lastName: 'ASC' }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });

@QueryHandler(JobCollaboratorsQuery)
export class JobCollaboratorsQueryHandler implements IQueryHandler<JobCollaboratorsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, jobId }: JobCollaboratorsQuery): Promise<JobCollaborator[]> {
    const job = await loadJob(this.store, caller.companyId, jobId);
    this.access.assertVisible(caller, job);
    return jobCollaborators(await companyMembers(this.dataSource.manager, caller.companyId, false), job.jobId);
  }
}

/** `POST /company-roles/collaborator-permissions`: the job's collaborators by `setJobCollaborators`' rules. */
@CommandHandler(SetJobCollaboratorsCommand)
export class SetJobCollaboratorsCommandHandler implements ICommandHandler<SetJobCollaboratorsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly writer: RelationalWriter,
  ) {}

  async execute({ caller, jobId, grants }: SetJobCollaboratorsCommand): Promise<{ collaborators: number }> {
    const job = await loadJob(this.store, caller.companyId, jobId);
    this.access.assertPermitted(caller, job, PERMISSIONS.jobsEdit);
    const grantable = { id: job.jobId, ownerId: job.ownerId, stageIds: job.stages.map((stage) => stage.id) };
    return this.writer.run({
      load: async (manager) => ({ job: grantable, members: await companyMembers(manager, caller.companyId, true) }),
      decide: (existing) => setJobCollaborators({ grants }, existing, caller),
    });
  }
}
