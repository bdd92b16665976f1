import type { ApplicationDeleted, FileDeleted, FileUploaded } from '@ats/domain/applications';
import { dropDeletedApplications } from '../deleted-applications';
import { defineProjection } from '../projector';

/**
 * One row per CV (a FileUploaded of kind 'CV') that is not deleted. The projection records that a CV is there;
 * its text is read from the blob by the CV text indexer (infra/cv-text), which fills `text` in. So a rebuild
 * (reset + replay) brings every CV back as "to be read", and the indexer reads them again.
 */
export const cvTextsProjector = defineProjection<FileUploaded | FileDeleted | ApplicationDeleted>({
  name: 'cv-texts',
  canHandle: ['FileUploaded', 'FileDeleted', 'ApplicationDeleted'],
  async reset(manager) {
    await manager.query('TRUNCATE rm_cv_texts');
  },
  /** One INSERT of the batch's CVs, then one DELETE of its deleted files (a delete always follows its upload). */
  handle: dropDeletedApplications<FileUploaded | FileDeleted>('rm_cv_texts', async (events, manager) => {
    const uploads = events.filter((event) => event.type === 'FileUploaded' && event.data.kind === 'CV') as Array<(typeof events)[number] & FileUploaded>;
    const deletedFileIds = events.filter((event) => event.type === 'FileDeleted').map((event) => event.data.fileId);
    if (uploads.length > 0) {
      await manager.query(
        `INSERT INTO rm_cv_texts (file_id, company_id, application_id, candidate_id, content_type, uploaded_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::timestamptz[])
         ON CONFLICT (file_id) DO NOTHING`,
        [
          uploads.map((event) => event.data.fileId),
          uploads.map((event) => event.metadata.companyId),
          uploads.map((event) => event.data.applicationId),
          uploads.map((event) => event.data.candidateId),
          uploads.map((event) => event.data.contentType),
          uploads.map((event) => event.metadata.occurredAt),
        ],
      );
    }
    if (deletedFileIds.length > 0) await manager.query(`DELETE FROM rm_cv_texts WHERE file_id = ANY($1::uuid[])`, [deletedFileIds]);
  }),
});
