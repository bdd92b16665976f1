import type { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AttachmentErrors, type EmailTemplateAttachmentRow } from '@ats/domain/email-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { templateAttachment } from '@ats/infra/db/email-template-rows';
import { BLOB_STORE } from '@ats/api/platform/tokens';

export type AttachmentContent = { attachment: EmailTemplateAttachmentRow; content: Readable };

export class ReadAttachmentQuery extends Query<AttachmentContent> {
  constructor(
    readonly companyId: string,
    readonly templateId: string,
    readonly attachmentId: string,
  ) {
    super();
  }
}

/** An attachment's bytes, of the caller's company and the named template only (else not found). */
@QueryHandler(ReadAttachmentQuery)
export class ReadAttachmentQueryHandler implements IQueryHandler<ReadAttachmentQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ companyId, templateId, attachmentId }: ReadAttachmentQuery): Promise<AttachmentContent> {
    const attachment = await templateAttachment(this.dataSource.manager, attachmentId);
    if (!attachment || attachment.companyId !== companyId || attachment.templateId !== templateId)
      throw AttachmentErrors.notFound();
    const content = await this.blobs.get({ companyId, blobId: attachment.id });
    if (!content) throw AttachmentErrors.notFound();
    return { attachment, content };
  }
}
