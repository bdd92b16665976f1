import { applicationFileEvents } from '@ats/domain/applications';
import { reprojectedHolder, type PersonalDataHolder } from '../personal-data-holder';
import { applicationFilesProjector } from './application-files.projector';

/**
 * A file's bytes live in the blob store under the file's id, its name in the read model: every file ever
 * uploaded to the candidate's applications is removed (removing one already gone is no error), so a blob whose
 * earlier deletion failed goes too.
 */
export const applicationFilesPersonalData: PersonalDataHolder = {
  ...reprojectedHolder(applicationFilesProjector, 'rm_application_files'),
  async blobs(_manager, { companyId, events }) {
    return events.flatMap((event) =>
      applicationFileEvents.includes(event) && event.type === 'FileUploaded' ? [{ companyId, blobId: event.data.fileId }] : [],
    );
  },
};
