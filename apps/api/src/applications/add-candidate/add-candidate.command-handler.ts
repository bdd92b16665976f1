import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull } from 'typeorm';
import { applicationDecider, ApplicationErrors, type AgencyRef, type CandidateOrigin } from '@ats/domain/applications';
import { agenciesByIds } from '@ats/infra/db/agency-rows';
import { DomainError, type CandidatePersonalDetails } from '@ats/domain/shared';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import { userDisplayName, UserEntity } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { idFromCommand } from '../../platform/command-id';
import { JobAccess } from '../../identity/job-access';
import { loadJob } from '../../jobs/job-stream';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, snapshotOf } from '../application-stream';
import { existingCandidateWithEmail } from '../../candidates/candidate-duplicates';

export class AddCandidateCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly input: {
      jobId: string;
      stageId: string | null;
      origin: CandidateOrigin;
      source: string | null;
      ownerId: string | null;
      agencyId: string | null;
      personal: CandidatePersonalDetails;
    },
  ) {
    super();
  }
}

@CommandHandler(AddCandidateCommand)
export class AddCandidateCommandHandler implements ICommandHandler<AddCandidateCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, commandId, input }: AddCandidateCommand): Promise<CommandResult> {
    // A job the caller does not see cannot take their candidates (404, as another company's job).
    const loaded = await loadJob(this.store, caller.companyId, input.jobId);
    this.access.assertVisible(caller, loaded);
    const job = snapshotOf(loaded);
    const owner = await this.ownerFor(caller, input.ownerId);
    const agency = input.origin === 'agency' ? await this.agencyFor(caller, input.agencyId) : null;
    const applicationId = idFromCommand(caller.companyId, commandId, 'application');
    // The company's candidate who already holds the e-mail gets this application too (duplicate detection, ADR 0016).
    const candidateId =
      (await existingCandidateWithEmail(this.dataSource.manager, caller.companyId, input.personal.email)) ??
      idFromCommand(caller.companyId, commandId, 'candidate');
    return handleCommand(
      this.store,
      applicationStream(applicationId),
      applicationDecider,
      {
        type: 'AddCandidateToJob',
        data: {
          applicationId,
          candidateId,
          job,
          stageId: input.stageId,
          origin: input.origin,
          source: input.source,
          owner,
          agency,
          personal: input.personal,
        },
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    );
  }

  /**
   * The agency must be one of the caller's company's (another company's id reads as unknown); without one the
   * decider refuses the 'agency' origin. Its name is recorded on the event, so a deleted agency stays readable.
   */
  private async agencyFor(caller: Caller, agencyId: string | null): Promise<AgencyRef | null> {
    if (!agencyId) return null;
    const [agency] = await agenciesByIds(this.dataSource.manager, caller.companyId, [agencyId]);
    if (!agency) throw ApplicationErrors.agencyRequired();
    return { id: agency.id, name: agency.name };
  }

  /** The owner must be a user of the caller's own company. */
  private async ownerFor(caller: Caller, ownerId: string | null): Promise<{ id: string; name: string }> {
    if (!ownerId || ownerId === caller.userId) return { id: caller.userId, name: caller.name };
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOneBy({ id: ownerId, companyId: caller.companyId, deletedAt: IsNull() });
    // A deleted member owns nothing new.
    if (!user) throw new DomainError('owner-not-found', 'Please select owner', 'validation');
    return { id: user.id, name: userDisplayName(user) };
  }
}
