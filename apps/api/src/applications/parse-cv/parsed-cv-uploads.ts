import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FileContentType, UploadFile } from '@ats/domain/applications';
import type { Caller } from '../../identity/caller';

/** Who uploads a CV to prefill a form: a staff caller, or a candidate on the apply portal (their candidate user id). */
export type CvUploader = Pick<Caller, 'companyId' | 'userId'>;

export type ParsedCvUpload = { blobId: string; fileName: string; contentType: FileContentType; sizeBytes: number };

/** The kept CV becoming an application's CV file: FileUploaded of kind 'CV' under the blob's id, never confidential. */
export const uploadCvCommand = (upload: ParsedCvUpload, by: { uploadedByCandidate: boolean; confidentialAccess: boolean }): UploadFile => ({
  type: 'UploadFile',
  data: {
    fileId: upload.blobId,
    fileName: upload.fileName,
    detectedContentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
    confidential: false,
    kind: 'CV',
    ...by,
  },
});

/**
 * CVs uploaded to prefill the add-candidate form, waiting for the candidate to be added with them
 * (parsed_cv_uploads): only their uploader, in their company, can attach one.
 */
@Injectable()
export class ParsedCvUploads {
  constructor(private readonly dataSource: DataSource) {}

  async record(caller: CvUploader, upload: ParsedCvUpload): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO parsed_cv_uploads (blob_id, company_id, uploaded_by, file_name, content_type, size_bytes) VALUES ($1, $2, $3, $4, $5, $6)`,
      [upload.blobId, caller.companyId, caller.userId, upload.fileName, upload.contentType, upload.sizeBytes],
    );
  }

  async find(caller: CvUploader, blobId: string): Promise<ParsedCvUpload | null> {
    const rows: ParsedCvUpload[] = await this.dataSource.query(
      `SELECT blob_id AS "blobId", file_name AS "fileName", content_type AS "contentType", size_bytes AS "sizeBytes"
         FROM parsed_cv_uploads WHERE blob_id = $1 AND company_id = $2 AND uploaded_by = $3`,
      [blobId, caller.companyId, caller.userId],
    );
    return rows[0] ?? null;
  }

  /** Once the CV is the application's file, the blob belongs to it. */
  async attached(blobId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM parsed_cv_uploads WHERE blob_id = $1`, [blobId]);
  }
}
