import { applicationFileEvents, type ApplicationDeleted, type ApplicationFileEvent } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';
import { dropDeletedApplications } from '../deleted-applications';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { ApplicationFileEntity } from './application-file.entity';

type Row = ApplicationFileEntity;

export const evolveRow = (row: Row | undefined, event: RecordedEvent & ApplicationFileEvent): Row | null | undefined => {
  if (event.type === 'FileUploaded') {
    if (row && row.revision >= event.revision) return undefined;
    return {
      fileId: event.data.fileId,
      companyId: event.metadata.companyId,
      applicationId: event.data.applicationId,
      candidateId: event.data.candidateId,
      fileName: event.data.personal?.fileName ?? null,
      contentType: event.data.contentType,
      extension: event.data.extension,
      sizeBytes: event.data.sizeBytes,
      confidential: event.data.confidential,
      uploadedByCandidate: event.data.uploadedByCandidate,
      uploadedByName: event.metadata.actor.name,
      uploadedAt: new Date(event.metadata.occurredAt),
      revision: event.revision,
    };
  }
  // A replayed batch: the row already reflects this event or a later one.
  if (!row || row.revision >= event.revision) return undefined;
  switch (event.type) {
    case 'FileRenamed':
      return { ...row, fileName: event.data.personal?.fileName ?? null, revision: event.revision };
    case 'FileConfidentialityChanged':
      return { ...row, confidential: event.data.confidential, revision: event.revision };
    case 'FileDeleted':
      return null;
  }
};

/** The files of each application, from the file events of its stream (rebuildable like every read model). */
export const applicationFilesProjector = defineProjection<ApplicationFileEvent | ApplicationDeleted>({
  name: 'application-files',
  canHandle: [...applicationFileEvents.types, 'ApplicationDeleted'],
  async reset(manager) {
    await manager.query('TRUNCATE rm_application_files');
  },
  handle: dropDeletedApplications<ApplicationFileEvent>('rm_application_files', (events, manager) =>
    foldIntoRows(manager, { entity: ApplicationFileEntity, key: 'fileId', rowKey: (event) => event.data.fileId, evolve: evolveRow }, events),
  ),
});
