import type { PersonalDataHolder } from '../personal-data-holder';
import { interviewsProjector } from './interviews.projector';

/**
 * The candidate's interviews keep their time, team and feedback; the fixed attendees, sealed under the
 * candidate's key in the log, go (what a rebuild after the erasure writes: none).
 */
export const interviewsPersonalData: PersonalDataHolder = {
  name: interviewsProjector.name,
  projector: interviewsProjector,
  async scrub(manager, { companyId, applicationIds }) {
    if (applicationIds.length === 0) return;
    await manager.query(`UPDATE rm_interviews SET fixed_attendees = '[]'::jsonb WHERE company_id = $1 AND application_id = ANY($2::uuid[])`, [
      companyId,
      applicationIds,
    ]);
  },
};
