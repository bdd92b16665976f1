import type { ApplicationEvent } from '../../domain/applications';
import { assertNever, ERASED, type RecordedEvent } from '../../domain/shared';
import type { Projector } from '../projector';
import { CandidateListRowEntity } from './candidate-list-row.entity';

export const candidateListProjector: Projector = {
  name: 'candidate-list',
  handles: ['CandidateAddedToJob', 'ApplicationMovedToStage', 'ApplicationArchived', 'ApplicationUnarchived'],
  async reset(manager) {
    await manager.query('TRUNCATE rm_candidate_list');
  },
  async project(recorded: RecordedEvent, manager) {
    const event = recorded as unknown as ApplicationEvent & RecordedEvent;
    const rows = manager.getRepository(CandidateListRowEntity);
    const at = new Date(recorded.metadata.occurredAt);
    const touch = { revision: recorded.revision, lastActivityAt: at };
    switch (event.type) {
      case 'CandidateAddedToJob': {
        const personal = event.data.personal;
        await rows.upsert(
          {
            applicationId: event.data.applicationId,
            companyId: recorded.metadata.companyId,
            candidateId: event.data.candidateId,
            jobId: event.data.jobId,
            jobName: event.data.jobName,
            stageId: event.data.stageId,
            stageName: event.data.stageName,
            firstName: personal?.firstName ?? ERASED,
            lastName: personal?.lastName ?? '',
            email: personal?.email ?? ERASED,
            phone: personal?.phone ?? null,
            origin: event.data.origin,
            source: event.data.source,
            ownerId: event.data.ownerId,
            ownerName: event.data.ownerName,
            status: 'ACTIVE',
            archivalReason: null,
            appliedAt: at,
            ...touch,
          },
          ['applicationId'],
        );
        return;
      }
      case 'ApplicationMovedToStage':
        await rows.update(
          { applicationId: event.data.applicationId },
          { stageId: event.data.toStageId, stageName: event.data.toStageName, ...touch },
        );
        return;
      case 'ApplicationArchived':
        await rows.update(
          { applicationId: event.data.applicationId },
          { status: 'ARCHIVED', archivalReason: event.data.reason, ...touch },
        );
        return;
      case 'ApplicationUnarchived':
        await rows.update({ applicationId: event.data.applicationId }, { status: 'ACTIVE', archivalReason: null, ...touch });
        return;
      default:
        assertNever(event);
    }
  },
};
