import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, IsNull } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import {
  candidateDecider,
  CandidateErrors,
  validCandidateDetails,
  type CandidateCommand,
  type CandidateDetails,
  type TeamMemberRef,
} from '@ats/domain/candidates';
import { PERMISSIONS } from '@ats/domain/identity';
import { DomainError } from '@ats/domain/shared';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import { userDisplayName, UserEntity } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidateHoldingEmail } from '@ats/projections/candidates/candidates.query';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { authorizeOnApplication } from '../../applications/application-stream';
import { anApplicationOf, candidateStream, currentCandidate, loadCandidate, seedOf, type LoadedCandidate } from '../candidate-stream';

export type EditCandidateInput = CandidateDetails & { referredById: string | null; sourcedById: string | null };

export class EditCandidateCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly input: EditCandidateInput,
    readonly mergeConfirmed: boolean,
    readonly expectedRevision: number | undefined,
  ) {
    super();
  }
}

export const CANDIDATE_PEOPLE_MESSAGES = {
  referredBy: 'Please select who referred the candidate',
  sourcedBy: 'Please select who sourced the candidate',
} as const;

/**
 * The profile's candidate edit (spec 02 §2.13 contact information, §3.7): through one of the candidate's
 * applications, with the candidates permission on its job. An e-mail another live candidate of the company
 * holds answers 409 until the caller confirms the merge (02 §4.4); then the edited candidate is merged into
 * that one in two steps (ADR 0016). Nothing is recorded for bad input.
 */
@CommandHandler(EditCandidateCommand)
export class EditCandidateCommandHandler implements ICommandHandler<EditCandidateCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute(command: EditCandidateCommand): Promise<CommandResult> {
    const { caller, commandId, applicationId, input } = command;
    const { application } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesAll);
    const details = validCandidateDetails(input);
    const referredBy = await this.teamMember(caller, input.referredById, CANDIDATE_PEOPLE_MESSAGES.referredBy);
    const sourcedBy = await this.teamMember(caller, input.sourcedById, CANDIDATE_PEOPLE_MESSAGES.sourcedBy);

    const original = await currentCandidate(this.store, caller.companyId, application.candidateId);
    const started = application.candidateId;
    // A retried merge whose first step was recorded (the edited candidate now points at the holder): finish step two.
    if (original.candidateId !== started) {
      const first = await loadCandidate(this.store, caller.companyId, started);
      if (first.commandIds.has(commandId)) return this.absorb(command, original, started, details, referredBy, sourcedBy);
    }
    const candidate = original;
    // The application's own first event seeds its candidate; a merged-into candidate is seeded from one of theirs.
    const seed = await this.seedFor(caller, candidate.candidateId, candidate.candidateId === started ? applicationId : null);
    const holder = await candidateHoldingEmail(
      this.dataSource.manager,
      caller.companyId,
      details.emails.map(({ email }) => email),
      candidate.candidateId,
    );
    if (!holder) {
      return this.onCandidate(command, candidate.candidateId, {
        type: 'EditCandidateDetails',
        data: { seed, details, referredBy, sourcedBy },
      });
    }
    if (!command.mergeConfirmed) throw CandidateErrors.mergeRequired(holder.applications);
    const applicationIds = await this.applicationsOf(caller.companyId, candidate.candidateId, applicationId);
    await this.onCandidate(command, candidate.candidateId, {
      type: 'MergeCandidateInto',
      data: { seed, intoCandidateId: holder.candidateId, applicationIds },
    });
    const into = await currentCandidate(this.store, caller.companyId, holder.candidateId);
    return this.absorb(command, into, candidate.candidateId, details, referredBy, sourcedBy);
  }

  /** Step two of the merge, on the holder. */
  private async absorb(
    command: EditCandidateCommand,
    holder: LoadedCandidate,
    absorbedCandidateId: string,
    details: CandidateDetails,
    referredBy: TeamMemberRef | null,
    sourcedBy: TeamMemberRef | null,
  ): Promise<CommandResult> {
    const { caller } = command;
    const absorbedApplicationIds = await this.applicationsOf(caller.companyId, absorbedCandidateId, command.applicationId);
    const seed = await this.seedFor(caller, holder.candidateId, null);
    return handleCommand(
      this.store,
      candidateStream(holder.candidateId),
      candidateDecider,
      {
        type: 'AbsorbCandidate',
        data: { seed, absorbedCandidateId, absorbedApplicationIds, absorbedDetails: details, absorbedReferredBy: referredBy, absorbedSourcedBy: sourcedBy },
      },
      // The caller's expected revision was of the edited candidate, not of the holder.
      { companyId: caller.companyId, actor: actorOf(caller), commandId: command.commandId },
    );
  }

  private onCandidate(command: EditCandidateCommand, candidateId: string, decision: CandidateCommand): Promise<CommandResult> {
    return handleCommand(this.store, candidateStream(candidateId), candidateDecider, decision, {
      companyId: command.caller.companyId,
      actor: actorOf(command.caller),
      commandId: command.commandId,
      expectedRevision: command.expectedRevision,
    });
  }

  private async seedFor(caller: Caller, candidateId: string, applicationId: string | null) {
    const seedApplication = applicationId ?? (await anApplicationOf(this.dataSource.manager, caller.companyId, candidateId));
    if (!seedApplication) throw ApplicationErrors.notFound();
    return seedOf(this.store, caller.companyId, candidateId, seedApplication);
  }

  private async applicationsOf(companyId: string, candidateId: string, alsoApplicationId: string): Promise<string[]> {
    const rows = (await this.dataSource.manager.query(
      `SELECT application_id AS "applicationId" FROM rm_candidate_list WHERE company_id = $1 AND candidate_id = $2`,
      [companyId, candidateId],
    )) as Array<{ applicationId: string }>;
    return [...new Set([alsoApplicationId, ...rows.map((row) => row.applicationId)])];
  }

  /** Referred or sourced by: a team member of the caller's company (a deleted one refers nobody new). */
  private async teamMember(caller: Caller, userId: string | null, message: string): Promise<TeamMemberRef | null> {
    if (!userId) return null;
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId, companyId: caller.companyId, deletedAt: IsNull() });
    if (!user) throw new DomainError('team-member-not-found', message, 'validation');
    return { id: user.id, name: userDisplayName(user) };
  }
}
