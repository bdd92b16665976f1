import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import {
  applicationFilesDecider,
  ApplicationErrors,
  EMAIL_LIMITS,
  EmailErrors,
  extensionOfContentType,
  FileErrors,
  fileNameError,
  fileSizeError,
} from '@ats/domain/applications';
import { isDomainError, streamId, type Actor } from '@ats/domain/shared';
import type { BlobStore } from '../blob-store';
import { decideAndAppend, loadAggregate } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { derivedUuid } from '../commands/derived-id';

/** A file uploaded once for a bulk e-mail (bytes in the blob store under its id). */
export type BulkEmailAttachment = { id: string; fileName: string; contentType: string; sizeBytes: number };

/**
 * Keeps a file for a bulk e-mail: judged as an application file is (a PDF or a .docx by its bytes, its name, its
 * size), so each item's copy is accepted as its own upload would be. The caller checked the bytes' type.
 */
export const stageBulkEmailAttachment = async (
  dataSource: DataSource,
  blobs: BlobStore,
  input: { id: string; companyId: string; userId: string; fileName: string; bytes: Buffer; detectedContentType: string | null },
): Promise<BulkEmailAttachment> => {
  const problem = fileSizeError(input.bytes.length) ?? fileNameError(input.fileName);
  if (problem) throw problem;
  if (!extensionOfContentType(input.detectedContentType)) throw FileErrors.wrongType();
  const attachment = { id: input.id, fileName: input.fileName.trim(), contentType: input.detectedContentType!, sizeBytes: input.bytes.length };
  await blobs.put({ companyId: input.companyId, blobId: attachment.id }, input.bytes, { contentType: attachment.contentType });
  await dataSource.query(
    `INSERT INTO bulk_email_attachments (id, company_id, file_name, content_type, size_bytes, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, now()) ON CONFLICT (id) DO NOTHING`,
    [attachment.id, input.companyId, attachment.fileName, attachment.contentType, attachment.sizeBytes, input.userId],
  );
  return attachment;
};

/**
 * The bulk e-mail attachments of these ids that the user uploaded in this company, in the order asked; any other
 * id (another user's, another company's, none at all) is 'File not found', as an unknown attachment of the single
 * composer is. Together they must stay below the composer's size limit.
 */
export const ownBulkEmailAttachments = async (
  manager: EntityManager,
  input: { companyId: string; userId: string; ids: readonly string[] },
): Promise<BulkEmailAttachment[]> => {
  if (input.ids.length === 0) return [];
  const rows: Array<{ id: string; file_name: string; content_type: string; size_bytes: number }> = await manager.query(
    `SELECT id, file_name, content_type, size_bytes FROM bulk_email_attachments WHERE company_id = $1 AND uploaded_by = $2 AND id = ANY($3::uuid[])`,
    [input.companyId, input.userId, input.ids],
  );
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes }]));
  const found = input.ids.map((id) => byId.get(id));
  if (found.some((attachment) => !attachment)) throw EmailErrors.attachmentNotFound();
  const attachments = found as BulkEmailAttachment[];
  if (attachments.reduce((sum, file) => sum + file.sizeBytes, 0) >= EMAIL_LIMITS.attachmentsMaxMb * 1024 * 1024) throw EmailErrors.attachmentsTooLarge();
  return attachments;
};

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/**
 * Puts a bulk e-mail's attachments among one application's files (an e-mail to a candidate attaches the
 * application's own files, and the profile then shows what was sent), answering their file ids. Each copy's id
 * and command id derive from `itemKey`, so a retried item finds its copies there and makes none twice.
 */
export const copyAttachmentsToApplication = async (
  store: EventStore,
  ports: { dataSource: DataSource; blobs: BlobStore },
  input: { companyId: string; applicationId: string; itemKey: string; attachmentIds: readonly string[]; confidential: boolean; confidentialAccess: boolean; actor: Actor },
): Promise<string[]> => {
  if (input.attachmentIds.length === 0) return [];
  const attachments = await ports.dataSource.query<Array<{ id: string; file_name: string; size_bytes: number; content_type: string }>>(
    `SELECT id, file_name, size_bytes, content_type FROM bulk_email_attachments WHERE company_id = $1 AND id = ANY($2::uuid[])`,
    [input.companyId, input.attachmentIds],
  );
  const stream = { id: streamId('application', input.applicationId), entityId: input.applicationId, notFound: ApplicationErrors.notFound };
  const fileIds: string[] = [];
  for (const attachmentId of input.attachmentIds) {
    const attachment = attachments.find((row) => row.id === attachmentId);
    if (!attachment) throw EmailErrors.attachmentNotFound();
    const commandId = `bulk-email-attachment:${input.itemKey}:${attachmentId}`;
    const fileId = derivedUuid(`${input.companyId}:${commandId}`);
    fileIds.push(fileId);
    const files = (await loadAggregate(store, stream.id, applicationFilesDecider, input.companyId))?.state;
    if (files?.files[fileId]) continue;
    const source = await ports.blobs.get({ companyId: input.companyId, blobId: attachmentId });
    if (!source) throw EmailErrors.attachmentNotFound();
    const key = { companyId: input.companyId, blobId: fileId };
    await ports.blobs.put(key, await bytesOf(source), { contentType: attachment.content_type });
    try {
      await decideAndAppend(
        store,
        stream,
        applicationFilesDecider,
        {
          type: 'UploadFile',
          data: {
            fileId,
            fileName: attachment.file_name,
            detectedContentType: attachment.content_type,
            sizeBytes: attachment.size_bytes,
            confidential: input.confidential,
            uploadedByCandidate: false,
            confidentialAccess: input.confidentialAccess,
          },
        },
        { companyId: input.companyId, actor: input.actor, commandId },
      );
    } catch (error) {
      // Refused (the application went meanwhile): no copy is left behind.
      if (isDomainError(error)) await ports.blobs.delete(key);
      throw error;
    }
  }
  return fileIds;
};
