import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import { DomainError, streamId } from '@ats/domain/shared';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { applicationAsOf } from '@ats/projections/application-as-of.query';
import { commentView } from '@ats/projections/comments/comments.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { historyExportEntry, type HistoryExportEntry } from '../../platform/history-export';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationHistoryLines } from '../application-history';
import { authorizeOnApplication } from '../application-stream';
import { canSeeConfidential } from '../comments/comment-access';
import type { ApplicationAsOfResponseDto } from './auditor.response.dto';

export const AuditorErrors = {
  asOfInTheFuture: () => new DomainError('as-of-in-the-future', 'asOf must not be in the future', 'validation'),
  notYetAdded: () => new DomainError('as-of-before-application', 'The candidate had not been added to this job yet at that time', 'validation'),
};

/** One history line as the auditor exports it: when, who, why, what. */
/** Reads the application's stream for a caller who may open its profile (404 for another company's). */
const readAuthorized = async (store: EventStore, access: JobAccess, caller: Caller, applicationId: string) => {
  const events = await store.readStream(streamId('application', applicationId));
  if (events.length === 0 || events[0].metadata.companyId !== caller.companyId) throw ApplicationErrors.notFound();
  const { application } = await authorizeOnApplication(store, access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
  // Confidential comments and files only for readers with confidential access (spec 02 §6.3), as on the profile.
  return { events, confidential: canSeeConfidential(caller, application) };
};

export class ApplicationAsOfQuery extends Query<ApplicationAsOfResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly asOf: Date,
  ) {
    super();
  }
}

@QueryHandler(ApplicationAsOfQuery)
export class ApplicationAsOfQueryHandler implements IQueryHandler<ApplicationAsOfQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, asOf }: ApplicationAsOfQuery): Promise<ApplicationAsOfResponseDto> {
    if (asOf.getTime() > Date.now()) throw AuditorErrors.asOfInTheFuture();
    const { events, confidential } = await readAuthorized(this.store, this.access, caller, applicationId);
    const then = applicationAsOf(events, asOf);
    if (!then.application) throw AuditorErrors.notYetAdded();
    const { companyId: _companyId, revision: _revision, ...row } = then.application;
    return {
      asOf: asOf.toISOString(),
      revision: then.revision,
      currentRevision: events.at(-1)!.revision,
      application: {
        applicationId: row.applicationId,
        candidateId: row.candidateId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        jobId: row.jobId,
        jobName: row.jobName,
        stageId: row.stageId,
        stageName: row.stageName,
        status: row.status,
        archivalReason: row.archivalReason,
        origin: row.origin,
        source: row.source,
        ownerId: row.ownerId,
        ownerName: row.ownerName,
        appliedAt: row.appliedAt.toISOString(),
        lastActivityAt: row.lastActivityAt.toISOString(),
      },
      comments: then.comments
        .filter((comment) => confidential || !comment.confidential)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(commentView),
      files: then.files
        .filter((file) => confidential || !file.confidential)
        .map(({ companyId: _c, applicationId: _a, candidateId: _d, revision: _r, uploadedAt, ...file }) => ({
          ...file,
          uploadedAt: uploadedAt.toISOString(),
        })),
    };
  }
}

export class ApplicationHistoryExportQuery extends Query<HistoryExportEntry[]> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
  ) {
    super();
  }
}

/** The whole history, every event in order (the application's and its offers', interviews' and tasks'), with who, when and why. */
@QueryHandler(ApplicationHistoryExportQuery)
export class ApplicationHistoryExportQueryHandler implements IQueryHandler<ApplicationHistoryExportQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ caller, applicationId }: ApplicationHistoryExportQuery): Promise<HistoryExportEntry[]> {
    const lines = await applicationHistoryLines({ store: this.store, access: this.access, dataSource: this.dataSource }, caller, applicationId);
    return lines.map((line) => historyExportEntry(line.recorded, line.describe()));
  }
}
