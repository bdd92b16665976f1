import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { OfferErrors, type OfferLetter } from '@ats/domain/offers';
import type { OfferTemplateRow } from '@ats/domain/offer-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { fillOfferLetter, stampSignedOffer, type DocumentConverter, type SigningRecord } from '@ats/infra/documents';
import { BLOB_STORE } from '../platform/tokens';
import { DOCUMENT_CONVERTER } from './offer-documents.module';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const bytesOf = async (content: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * Offer letters' files (issue 10): the template filled with the sender's values (the candidate's placeholders
 * still bracketed) and its PDF from LibreOffice, both in the blob store; at signing, the candidate's values
 * filled in, converted again and stamped with the signature and the signing page.
 */
@Injectable()
export class OfferLetters {
  private readonly logger = new Logger('OfferLetters');

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(DOCUMENT_CONVERTER) private readonly converter: DocumentConverter,
  ) {}

  async read(companyId: string, blobId: string): Promise<Buffer> {
    const content = await this.blobs.get({ companyId, blobId });
    if (!content) throw OfferErrors.letterRequired();
    return bytesOf(content);
  }

  /** The letter as the sender made it; null when the template's .docx is gone ('Please upload offer letter'). */
  async prepare(companyId: string, template: OfferTemplateRow, values: Readonly<Record<string, string>>): Promise<OfferLetter | null> {
    const source = await this.blobs.get({ companyId, blobId: template.letterBlobId });
    if (!source) return null;
    const docx = fillOfferLetter(await bytesOf(source), values);
    const pdf = await this.converter.docxToPdf(docx);
    const valuesBlobId = randomUUID();
    const letter: OfferLetter = {
      docxBlobId: randomUUID(),
      pdfBlobId: randomUUID(),
      sha256: createHash('sha256').update(pdf).digest('hex'),
      fileName: `${template.name}.pdf`,
      valuesBlobId,
    };
    await this.blobs.put({ companyId, blobId: letter.docxBlobId }, docx, { contentType: DOCX });
    await this.blobs.put({ companyId, blobId: letter.pdfBlobId }, pdf, { contentType: 'application/pdf' });
    await this.blobs.put({ companyId, blobId: valuesBlobId }, Buffer.from(JSON.stringify(values)), { contentType: 'application/json' });
    return letter;
  }

  /** The sender's values the letter was filled with; null for a letter made before they were kept, or gone. */
  async senderValues(companyId: string, letter: OfferLetter): Promise<Record<string, string> | null> {
    if (!letter.valuesBlobId) return null;
    const content = await this.blobs.get({ companyId, blobId: letter.valuesBlobId });
    if (!content) return null;
    const parsed = JSON.parse((await bytesOf(content)).toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }

  /** Every file of a letter that a refused command made. */
  filesOf(letter: OfferLetter): string[] {
    return [letter.docxBlobId, letter.pdfBlobId, ...(letter.valuesBlobId ? [letter.valuesBlobId] : [])];
  }

  /** The signed PDF's blob id: the candidate's values filled, converted, stamped. */
  async sign(
    companyId: string,
    letter: OfferLetter,
    candidateValues: Readonly<Record<string, string>>,
    signature: { bytes: Buffer; contentType: string },
    record: SigningRecord,
  ): Promise<string> {
    const docx = fillOfferLetter(await this.read(companyId, letter.docxBlobId), candidateValues);
    const signed = await stampSignedOffer(await this.converter.docxToPdf(docx), signature, record);
    const blobId = randomUUID();
    await this.blobs.put({ companyId, blobId }, signed, { contentType: 'application/pdf' });
    return blobId;
  }

  async store(companyId: string, bytes: Buffer, contentType: string): Promise<string> {
    const blobId = randomUUID();
    await this.blobs.put({ companyId, blobId }, bytes, { contentType });
    return blobId;
  }

  /** Files of a refused command: nothing refers to them. */
  async discard(companyId: string, blobIds: ReadonlyArray<string | null | undefined>): Promise<void> {
    for (const blobId of blobIds) {
      if (!blobId) continue;
      await this.blobs.delete({ companyId, blobId }).catch((cause: unknown) => this.logger.error(`Could not remove blob ${blobId}: ${String(cause)}`));
    }
  }
}
