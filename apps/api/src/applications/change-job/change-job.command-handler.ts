import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors, type CandidateAddedToJob, type JobSnapshot } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import { streamId } from '@ats/domain/shared';
import { decideAndAppend, type CommandResult } from '@ats/infra/commands/handle-command';
import { CandidateErasedError } from '@ats/infra/event-store/errors';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidateHasApplicationInJob } from '@ats/projections/candidate-list/candidate-list.query';
import { candidateProfile, currentCandidateId } from '@ats/projections/candidates/candidates.query';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { loadJob } from '../../jobs/job-stream';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, authorizeOnApplication, handleApplicationCommand, snapshotOf } from '../application-stream';
import { StageInvitationAnswer } from '../stage-invitation/stage-invitation-answer';

/** The job the candidate goes to, if the caller may put candidates in it (404 if they do not see it). */
const targetJob = async (store: EventStore, access: JobAccess, caller: Caller, jobId: string, stageId: string | undefined): Promise<JobSnapshot> => {
  const job = await loadJob(store, caller.companyId, jobId);
  access.assertPermitted(caller, job, PERMISSIONS.candidatesStage, stageId ? [stageId] : []);
  return snapshotOf(job);
};

/** One application per candidate and job: another of theirs already there refuses the move or the add. */
const refuseSecondApplication = async (dataSource: DataSource, companyId: string, candidateId: string, jobId: string, applicationId: string | null) => {
  if (await candidateHasApplicationInJob(dataSource.manager, companyId, candidateId, jobId, applicationId)) throw ApplicationErrors.candidateAlreadyApplied();
};

export class MoveToJobCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly jobId: string,
    readonly stageId: string | undefined,
    readonly expectedRevision: number,
  ) {
    super();
  }
}

/** Spec 02 §4.4 'move to another job and stage': the same application (and stream) in another job. */
@CommandHandler(MoveToJobCommand)
export class MoveToJobCommandHandler implements ICommandHandler<MoveToJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitation: StageInvitationAnswer,
  ) {}

  async execute(command: MoveToJobCommand): Promise<CommandResult> {
    const { caller, jobId, stageId } = command;
    // The stage permission where the candidate leaves (their current stage) and where they arrive.
    const result = await handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesStage }, async ({ application }) => {
      const job = await targetJob(this.store, this.access, caller, jobId, stageId);
      const candidateId = await currentCandidateId(this.dataSource.manager, caller.companyId, application.candidateId);
      await refuseSecondApplication(this.dataSource, caller.companyId, candidateId, jobId, application.applicationId);
      return { type: 'MoveApplicationToJob', data: { job, stageId: stageId ?? null } };
    });
    // Arriving in a stage whose automation sends the invitation sends it (spec 02 §3.5), whoever moved them there:
    // its own process, answered after it.
    return this.invitation.after(command.applicationId, result);
  }
}

export class AddToJobCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly jobId: string,
    readonly stageId: string | undefined,
  ) {
    super();
  }
}

/**
 * Spec 02 §2.13 'add to job': the candidate of this application gets another application, in another job,
 * with the same person (candidate id and contact details) and origin; the first one stays where it is. The
 * candidate is the one this application's became by merges, with their details as their own stream has them
 * now (ADR 0016), else as the application first recorded them.
 */
@CommandHandler(AddToJobCommand)
export class AddToJobCommandHandler implements ICommandHandler<AddToJobCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
    private readonly invitation: StageInvitationAnswer,
  ) {}

  async execute({ caller, commandId, applicationId, jobId, stageId }: AddToJobCommand): Promise<CommandResult> {
    const { application } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    const job = await targetJob(this.store, this.access, caller, jobId, stageId);
    const { manager } = this.dataSource;
    const candidateId = await currentCandidateId(manager, caller.companyId, application.candidateId);
    await refuseSecondApplication(this.dataSource, caller.companyId, candidateId, jobId, null);
    const [first] = await this.store.readStream(streamId('application', applicationId), { maxCount: 1 });
    const added = first as unknown as CandidateAddedToJob;
    const candidate = await candidateProfile(manager, caller.companyId, candidateId);
    // Erased: there is no one to add anywhere.
    if (!added.data.personal || candidate?.erased) throw new CandidateErasedError(candidateId);
    const primaryEmail = candidate?.emails.find((email) => email.primary)?.email;
    const personal =
      candidate && primaryEmail
        ? { firstName: candidate.firstName, lastName: candidate.lastName, email: primaryEmail, phone: candidate.phones[0] ?? null }
        : added.data.personal;
    const newApplicationId = idFromCommand(caller.companyId, commandId, 'application');
    const { result } = await decideAndAppend(
      this.store,
      applicationStream(newApplicationId),
      applicationDecider,
      {
        type: 'AddCandidateToJob',
        data: {
          applicationId: newApplicationId,
          candidateId,
          job,
          stageId: stageId ?? null,
          origin: added.data.origin,
          source: added.data.source,
          owner: { id: caller.userId, name: caller.name },
          personal,
        },
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId },
    );
    // The invitation of the stage they start in (spec 02 §3.5): its own process, answered after it.
    return this.invitation.after(newApplicationId, result);
  }
}
