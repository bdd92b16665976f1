import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { applicationDecider, applicationFilesDecider } from '@ats/domain/applications';
import { acceptApplyForm, attributeSource, type ApplyFormAnswers } from '@ats/domain/apply-portal';
import type { Actor } from '@ats/domain/shared';
import { decideAndAppend, handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import { userDisplayName, UserEntity } from '@ats/infra/db/entities/user.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { applicationStream, snapshotOf } from '../../applications/application-stream';
import { ParsedCvUploads, uploadCvCommand } from '../../applications/parse-cv/parsed-cv-uploads';
import type { CandidateCaller } from '../../identity/caller';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { ApplyPortalErrors } from '../apply-portal-errors';
import { loadApplyJob } from '../apply-portal-job';
import { CandidateAccounts } from '../candidate-account';

export type SubmitApplicationInput = Omit<ApplyFormAnswers, 'email'> & { cvFileId: string; source: string | null };

export class SubmitApplicationCommand extends Command<CommandResult> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly jobId: string,
    readonly input: SubmitApplicationInput,
  ) {
    super();
  }
}

/**
 * A candidate applies (spec 03 §2.3): the job's form is checked (02 §3.2), the application is added through
 * the application decider like any other — origin 'applied', so it starts in the Application stage — with
 * the source the candidate's link named, then the uploaded CV becomes its CV file. One application per
 * candidate and job: the command id is derived from both, so applying again (or a retried request) appends
 * nothing and answers the same application. Applying enters the Application stage, so its invitation e-mail
 * goes out when the stage's automation sends one (02 §3.5), as for a candidate added or moved there: it carries
 * the way back to the stage's tasks.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationCommandHandler implements ICommandHandler<SubmitApplicationCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accounts: CandidateAccounts,
    private readonly uploads: ParsedCvUploads,
  ) {}

  async execute({ candidate, jobId, input }: SubmitApplicationCommand): Promise<CommandResult> {
    const { companyId, job, open } = await loadApplyJob(this.dataSource.manager, this.store, jobId);
    if (!open) throw ApplyPortalErrors.jobClosed();
    // The e-mail is the one the candidate proved with the code, whatever the form says.
    const email = await this.accounts.emailOf(candidate.candidateUserId);
    const extras = acceptApplyForm({ ...input, email }, job.applicationForm);
    const uploader = { companyId, userId: candidate.candidateUserId };
    const commandId = `apply:${jobId}:${candidate.candidateUserId}`;
    const applicationId = idFromCommand(companyId, commandId, 'application');
    // The actor's name stays out of the (unencrypted) envelope: the candidate's name is personal data.
    const actor: Actor = { kind: 'candidate', id: candidate.candidateUserId, name: 'Candidate' };

    const upload = await this.uploads.find(uploader, input.cvFileId);
    const retried = !upload && (await this.store.readStream(applicationStream(applicationId).id)).length > 0;
    if (!upload && !retried) throw ApplyPortalErrors.cvRequired();

    const result = await handleCommand(
      this.store,
      applicationStream(applicationId),
      applicationDecider,
      {
        type: 'AddCandidateToJob',
        data: {
          applicationId,
          candidateId: idFromCommand(companyId, commandId, 'candidate'),
          job: snapshotOf(job),
          stageId: null,
          origin: 'applied',
          source: attributeSource(input.source, job.customLinks),
          owner: await this.ownerOf(job.ownerId),
          personal: { firstName: input.firstName, lastName: input.lastName, email, phone: input.phone, applyForm: extras },
        },
      },
      { companyId, actor, commandId },
    );
    let recorded = result;
    if (upload) {
      const cv = await decideAndAppend(
        this.store,
        applicationStream(applicationId),
        applicationFilesDecider,
        uploadCvCommand(upload, { uploadedByCandidate: true, confidentialAccess: false }),
        { companyId, actor, commandId: `${commandId}:cv` },
      );
      await this.uploads.attached(upload.blobId);
      recorded = cv.result;
    }
    // The invitation of the stage they start in follows from the application: the stage-invitation process's (spec 02 §3.5).
    return recorded;
  }

  /** Applicants are owned by the job's owner, as the job's candidates are by default. */
  private async ownerOf(ownerId: string | null): Promise<{ id: string; name: string }> {
    const owner = ownerId ? await this.dataSource.getRepository(UserEntity).findOneBy({ id: ownerId }) : null;
    if (!owner) throw ApplyPortalErrors.jobNotFound();
    return { id: owner.id, name: userDisplayName(owner) };
  }
}
