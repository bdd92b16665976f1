import type { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FILE_CONTENT_TYPES, FILE_MESSAGES, FileErrors, downloadNameOf, visibleFile, type ApplicationFile } from '@ats/domain/applications';
import { DomainError } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { applicationFilesProjector } from '@ats/projections/application-files/application-files.projector';
import { listApplicationFiles } from '@ats/projections/application-files/application-files.query';
import type { Caller } from '@ats/api/identity/caller';
import { JobAccess } from '@ats/api/identity/job-access';
import { ReadModelFreshness } from '@ats/api/platform/read-model-freshness';
import { BLOB_STORE, EVENT_STORE } from '@ats/api/platform/tokens';
import { loadFilesFor } from '../application-files';
import type { ApplicationFileListResponseDto } from './file-queries.response.dto';

export class ListFilesQuery extends Query<ApplicationFileListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

export type FileContent = { file: ApplicationFile; downloadName: string; content: Readable };

/** `purpose: 'view'` is the in-browser viewer's read: PDFs only. */
export class ReadFileQuery extends Query<FileContent> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly fileId: string,
    readonly purpose: 'download' | 'view',
  ) {
    super();
  }
}

/** The Files section, from its read model; authorised on the application's stream as every file route is. */
@QueryHandler(ListFilesQuery)
export class ListFilesQueryHandler implements IQueryHandler<ListFilesQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, afterPosition }: ListFilesQuery): Promise<ApplicationFileListResponseDto> {
    const { confidentialAccess } = await loadFilesFor(this.store, this.access, caller, applicationId);
    await this.freshness.waitFor(applicationFilesProjector, afterPosition);
    const rows = await listApplicationFiles(this.dataSource.manager, { companyId: caller.companyId, applicationId, includeConfidential: confidentialAccess });
    return {
      confidentialAccess,
      items: rows.map((row) => ({
        fileId: row.fileId,
        fileName: row.fileName,
        contentType: row.contentType,
        extension: row.extension,
        sizeBytes: row.sizeBytes,
        confidential: row.confidential,
        uploadedByCandidate: row.uploadedByCandidate,
        uploadedByName: row.uploadedByName,
        uploadedAt: row.uploadedAt.toISOString(),
      })),
    };
  }
}

/** One file's bytes, judged on the stream itself (never a stale read model): deleted or hidden files are not found. */
@QueryHandler(ReadFileQuery)
export class ReadFileQueryHandler implements IQueryHandler<ReadFileQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, fileId, purpose }: ReadFileQuery): Promise<FileContent> {
    const { state, confidentialAccess } = await loadFilesFor(this.store, this.access, caller, applicationId);
    const file = visibleFile(state, fileId, confidentialAccess);
    if (purpose === 'view' && file.contentType !== FILE_CONTENT_TYPES.pdf) {
      throw new DomainError('file-not-viewable', file.extension === 'docx' ? FILE_MESSAGES.cannotViewDocx : 'Unsupported content type');
    }
    const content = await this.blobs.get({ companyId: caller.companyId, blobId: file.fileId });
    if (!content) throw FileErrors.notFound();
    return { file, downloadName: downloadNameOf(file.fileName ?? 'file', file.extension), content };
  }
}
