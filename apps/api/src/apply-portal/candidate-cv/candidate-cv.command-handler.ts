import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { isDomainError } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { ParseCvCommand, type ParseCvResult } from '../../applications/parse-cv/parse-cv.command-handler';
import type { CandidateCaller } from '../../identity/caller';
import { EVENT_STORE } from '../../platform/tokens';
import { ApplyPortalErrors } from '../apply-portal-errors';
import { loadApplyJob } from '../apply-portal-job';

export class UploadCandidateCvCommand extends Command<ParseCvResult> {
  constructor(
    readonly candidate: CandidateCaller,
    readonly jobId: string,
    readonly file: { originalName: string; bytes: Buffer },
  ) {
    super();
  }
}

/**
 * The apply form's CV (spec 03 §2.3): judged and parsed as 'add from CV' is, kept under the job's company for
 * this candidate only, and its fields answered for autofill — or the spec's message when autofill cannot help.
 */
@CommandHandler(UploadCandidateCvCommand)
export class UploadCandidateCvCommandHandler implements ICommandHandler<UploadCandidateCvCommand> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ candidate, jobId, file }: UploadCandidateCvCommand): Promise<ParseCvResult> {
    const { companyId, open } = await loadApplyJob(this.dataSource.manager, this.store, jobId);
    if (!open) throw ApplyPortalErrors.jobClosed();
    return this.commands
      .execute(new ParseCvCommand({ companyId, userId: candidate.candidateUserId }, file))
      .catch((error: unknown) => {
        // The candidate reads the CV's own words for a file of another type (spec 03 §5).
        if (isDomainError(error) && error.code === 'file-type-not-allowed') throw ApplyPortalErrors.cvWrongType();
        throw error;
      });
  }
}
