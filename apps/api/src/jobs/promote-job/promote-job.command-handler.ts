import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { In } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import { promoteJob } from '@ats/domain/jobs';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import { CompanyEntity } from '@ats/infra/db/entities/company.entity';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { loadJob } from '../job-stream';

export class PromoteJobCommand extends Command<{ invited: number }> {
  constructor(
    readonly caller: Caller,
    readonly jobId: string,
    readonly userIds: string[],
    readonly message: string | null,
  ) {
    super();
  }
}

/** 'Invite the team by email to promote the job' (spec 02 §2.6): one e-mail per member, queued with the outbox. */
@CommandHandler(PromoteJobCommand)
export class PromoteJobCommandHandler implements ICommandHandler<PromoteJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly writer: RelationalWriter,
  ) {}

  async execute({ caller, jobId, userIds, message }: PromoteJobCommand): Promise<{ invited: number }> {
    const job = await loadJob(this.store, caller.companyId, jobId);
    this.access.assertPermitted(caller, job, PERMISSIONS.jobsPublish);
    return this.writer.run({
      load: async (manager) => ({
        job,
        careerName: (await manager.getRepository(CompanyEntity).findOneByOrFail({ id: caller.companyId })).careerName ?? '',
        members: await manager.getRepository(UserEntity).find({
          where: { id: In(userIds) },
          select: { id: true, email: true, firstName: true, companyId: true, deletedAt: true },
        }),
      }),
      decide: (existing, context) =>
        promoteJob({ userIds, message }, existing, { userId: caller.userId, companyId: caller.companyId, name: actorOf(caller).name }, context),
    });
  }
}
