import {
  applicationEmailEvents,
  applicationEvents,
  applicationFileEvents,
  type ApplicationEmailEvent,
  type ApplicationEvent,
  type ApplicationFileEvent,
} from '@ats/domain/applications';
import { candidateEvents, type CandidateEvent } from '@ats/domain/candidates';
import { ERASED, type RecordedEvent } from '@ats/domain/shared';
import { handleInOrder } from '../candidates/candidate-list-rows';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { CandidateListRowEntity } from './candidate-list-row.entity';
import { phoneDigitsOf, stageStatusOf } from './stage-status';

type Row = CandidateListRowEntity;

export const evolveRow = (
  row: Row | undefined,
  event: RecordedEvent & (ApplicationEvent | ApplicationFileEvent | ApplicationEmailEvent),
): Row | null | undefined => {
  const at = new Date(event.metadata.occurredAt);
  const touch = { revision: event.revision, lastActivityAt: at };
  if (event.type === 'CandidateAddedToJob') {
    const personal = event.data.personal;
    return {
      applicationId: event.data.applicationId,
      companyId: event.metadata.companyId,
      candidateId: event.data.candidateId,
      jobId: event.data.jobId,
      jobName: event.data.jobName,
      stageId: event.data.stageId,
      stageName: event.data.stageName,
      firstName: personal?.firstName ?? ERASED,
      lastName: personal?.lastName ?? '',
      email: personal?.email ?? ERASED,
      phone: personal?.phone ?? null,
      phoneDigits: phoneDigitsOf(personal?.phone ?? null),
      origin: event.data.origin,
      source: event.data.source,
      agencyId: event.data.agency?.id ?? null,
      agencyName: event.data.agency?.name ?? null,
      ownerId: event.data.ownerId,
      ownerName: event.data.ownerName,
      status: 'ACTIVE',
      archivalReason: null,
      archivalReasonId: null,
      stageStatus: stageStatusOf(event.data.stageName),
      hiredAt: stageStatusOf(event.data.stageName) === 'HIRED' ? at : null,
      appliedAt: at,
      tags: [],
      ...touch,
    };
  }
  // A later event of an application whose first event this row never saw has nothing to change.
  if (!row) return undefined;
  switch (event.type) {
    case 'ApplicationMovedToStage':
    case 'ApplicationRestaged':
    {
      const stageStatus = stageStatusOf(event.data.toStageName);
      // The hired date is the entry into Hired; leaving Hired forgets it.
      const hiredAt = stageStatus !== 'HIRED' ? null : row.stageStatus === 'HIRED' ? row.hiredAt : at;
      return { ...row, stageId: event.data.toStageId, stageName: event.data.toStageName, stageStatus, hiredAt, ...touch };
    }
    case 'ApplicationMovedToJob': {
      const stageStatus = stageStatusOf(event.data.toStageName);
      return {
        ...row,
        jobId: event.data.jobId,
        jobName: event.data.jobName,
        stageId: event.data.toStageId,
        stageName: event.data.toStageName,
        stageStatus,
        hiredAt: stageStatus === 'HIRED' ? at : null,
        ...touch,
      };
    }
    case 'ApplicationDeleted':
      // Gone from every list; its stream stays for auditors.
      return null;
    case 'ApplicationArchived':
      return { ...row, status: 'ARCHIVED', archivalReason: event.data.reason, archivalReasonId: event.data.archivalReasonId, ...touch };
    case 'ApplicationUnarchived':
      return { ...row, status: 'ACTIVE', archivalReason: null, archivalReasonId: null, ...touch };
    case 'ApplicationOwnerChanged':
      return { ...row, ownerId: event.data.toOwnerId, ownerName: event.data.toOwnerName, ...touch };
    case 'ApplicationTagsChanged':
      return { ...row, tags: event.data.tags, ...touch };
    case 'ApplicationOriginSourceChanged':
      return { ...row, origin: event.data.origin, source: event.data.source, ...touch };
    case 'CommentAdded':
    case 'CommentEdited':
    case 'CommentDeleted':
      // Comments live in their own read model; the row only follows the stream's revision, which the
      // profile sends back as expectedRevision when it moves or archives the candidate.
      return { ...row, revision: event.revision };
    case 'FileUploaded':
    case 'FileRenamed':
    case 'FileConfidentialityChanged':
    case 'FileDeleted':
      // Files have their own read model; the row follows the stream's revision, as for comments.
      return { ...row, revision: event.revision };
    case 'EmailSent':
    case 'EmailScheduled':
    case 'ScheduledEmailCancelled':
    case 'EmailFailed':
    case 'EmailReplyReceived':
      // E-mails are read from the stream; the row follows its revision, as for comments and files.
      return row && { ...row, revision: event.revision };
  }
};

/** One row per application: what the candidate list shows, filters and counts; the candidate's own events (ADR 0016) too. */
export const candidateListProjector = defineProjection<ApplicationEvent | ApplicationFileEvent | ApplicationEmailEvent | CandidateEvent>({
  name: 'candidate-list',
  canHandle: [...applicationEvents.types, ...applicationFileEvents.types, ...applicationEmailEvents.types, ...candidateEvents.types],
  async reset(manager) {
    await manager.query('TRUNCATE rm_candidate_list');
  },
  // reset empties the one table; the candidate events' statements settle and forget (candidate-list-rows.ts).
  carriesRows: true,
  handle: (events, manager) =>
    handleInOrder(events, manager, (run) =>
      foldIntoRows(
        manager,
        { entity: CandidateListRowEntity, key: 'applicationId', rowKey: (event) => event.data.applicationId, evolve: evolveRow },
        run as ReadonlyArray<RecordedEvent & (ApplicationEvent | ApplicationFileEvent | ApplicationEmailEvent)>,
      ),
    ),
});
