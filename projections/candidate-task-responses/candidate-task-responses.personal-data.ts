import type { PersonalDataHolder } from '../personal-data-holder';
import { candidateTaskResponsesProjector } from './candidate-task-responses.projector';

/** A candidate's answers (texts, amounts, their files' ids) are theirs: an erasure removes the rows. */
export const candidateTaskResponsesPersonalData: PersonalDataHolder = {
  name: 'candidate-task-responses',
  projector: candidateTaskResponsesProjector,
  async scrub(manager, { companyId, applicationIds }) {
    await manager.query(`DELETE FROM rm_candidate_task_responses WHERE company_id = $1 AND application_id = ANY($2::uuid[])`, [companyId, [...applicationIds]]);
  },
};
