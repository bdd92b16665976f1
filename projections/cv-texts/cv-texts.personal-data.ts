import type { PersonalDataHolder } from '../personal-data-holder';
import { cvTextsProjector } from './cv-texts.projector';

/**
 * A CV's text (and its search vector) is read from the blob, which the erasure removes: the rows go. A rebuild
 * would list the CVs again as "to be read", and the indexer finds no blob to read.
 */
export const cvTextsPersonalData: PersonalDataHolder = {
  name: 'cv-texts',
  projector: cvTextsProjector,
  async scrub(manager, { companyId, candidateId }) {
    await manager.query(`DELETE FROM rm_cv_texts WHERE company_id = $1 AND candidate_id = $2`, [companyId, candidateId]);
  },
};
