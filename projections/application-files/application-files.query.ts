import type { EntityManager } from 'typeorm';
import { ApplicationFileEntity } from './application-file.entity';

/** An application's files, newest first; confidential ones only for a caller with confidential access. */
export const listApplicationFiles = (
  manager: EntityManager,
  filter: { companyId: string; applicationId: string; includeConfidential: boolean },
): Promise<ApplicationFileEntity[]> =>
  manager.getRepository(ApplicationFileEntity).find({
    where: {
      companyId: filter.companyId,
      applicationId: filter.applicationId,
      ...(filter.includeConfidential ? {} : { confidential: false }),
    },
    order: { uploadedAt: 'DESC', fileId: 'ASC' },
  });
