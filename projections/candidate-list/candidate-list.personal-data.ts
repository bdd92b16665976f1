import type { EntityManager } from 'typeorm';
import { reprojectedHolder } from '../personal-data-holder';
import { candidateListProjector } from './candidate-list.projector';

/** The row stays (stage, status, job are not personal); name, e-mail and phone read 'erased', as a rebuild writes them. */
export const candidateListPersonalData = reprojectedHolder(candidateListProjector, 'rm_candidate_list');

/** The applications of one candidate in the company: an erasure removes their personal data from every one. */
export const applicationIdsOfCandidate = async (manager: EntityManager, companyId: string, candidateId: string): Promise<string[]> =>
  (
    (await manager.query(`SELECT application_id AS "applicationId" FROM rm_candidate_list WHERE company_id = $1 AND candidate_id = $2`, [
      companyId,
      candidateId,
    ])) as Array<{ applicationId: string }>
  ).map((row) => row.applicationId);
