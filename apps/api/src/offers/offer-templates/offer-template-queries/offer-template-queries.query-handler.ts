import type { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ownOfferTemplate, OfferTemplateErrors, type OfferTemplateRow } from '@ats/domain/offer-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { userNames } from '@ats/infra/db/email-template-rows';
import { companyOfferTemplates, offerTemplate } from '@ats/infra/db/offer-template-rows';
import type { DocumentConverter } from '@ats/infra/documents';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { DOCUMENT_CONVERTER } from '../../offer-documents.module';
import type { OfferTemplateResponseDto } from '../offer-template.response.dto';

const toResponse = (row: OfferTemplateRow, names: Map<string, string>): OfferTemplateResponseDto => ({
  id: row.id,
  name: row.name,
  letterFileName: row.letterFileName,
  letterSizeBytes: row.letterSizeBytes,
  placeholders: row.placeholders,
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: names.get(row.updatedBy) || null,
});

export class ListOfferTemplatesQuery extends Query<OfferTemplateResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

export class OfferTemplateQuery extends Query<OfferTemplateResponseDto> {
  constructor(readonly caller: { companyId: string; userId: string }, readonly id: string) {
    super();
  }
}

export type OfferLetterContent = { fileName: string; contentType: string; sizeBytes: number; content: Readable | Buffer };

/** The template's letter: the .docx as uploaded, or (`asPdf`) as LibreOffice renders it, for the preview step. */
export class OfferTemplateLetterQuery extends Query<OfferLetterContent> {
  constructor(readonly caller: { companyId: string; userId: string }, readonly id: string, readonly asPdf: boolean) {
    super();
  }
}

@QueryHandler(ListOfferTemplatesQuery)
export class ListOfferTemplatesQueryHandler implements IQueryHandler<ListOfferTemplatesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListOfferTemplatesQuery): Promise<OfferTemplateResponseDto[]> {
    const rows = await companyOfferTemplates(this.dataSource.manager, companyId);
    const names = await userNames(this.dataSource.manager, rows.map((row) => row.updatedBy));
    return rows.map((row) => toResponse(row, names));
  }
}

@QueryHandler(OfferTemplateQuery)
export class OfferTemplateQueryHandler implements IQueryHandler<OfferTemplateQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller, id }: OfferTemplateQuery): Promise<OfferTemplateResponseDto> {
    const row = ownOfferTemplate(caller, await offerTemplate(this.dataSource.manager, id));
    return toResponse(row, await userNames(this.dataSource.manager, [row.updatedBy]));
  }
}

@QueryHandler(OfferTemplateLetterQuery)
export class OfferTemplateLetterQueryHandler implements IQueryHandler<OfferTemplateLetterQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(DOCUMENT_CONVERTER) private readonly converter: DocumentConverter,
  ) {}

  async execute({ caller, id, asPdf }: OfferTemplateLetterQuery): Promise<OfferLetterContent> {
    const row = ownOfferTemplate(caller, await offerTemplate(this.dataSource.manager, id));
    const content = await this.blobs.get({ companyId: caller.companyId, blobId: row.letterBlobId });
    if (!content) throw OfferTemplateErrors.notFound();
    if (!asPdf)
      return {
        fileName: row.letterFileName,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        sizeBytes: row.letterSizeBytes,
        content,
      };
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
    const pdf = await this.converter.docxToPdf(Buffer.concat(chunks));
    return { fileName: row.letterFileName.replace(/\.docx$/i, '') + '.pdf', contentType: 'application/pdf', sizeBytes: pdf.length, content: pdf };
  }
}
