import { ERASED } from '@ats/domain/shared';
import type { PersonalDataHolder } from '../personal-data-holder';

/**
 * Notifications about the candidate name them in the title, beside it and in the link's data (and so do the
 * live toasts of the push store). The inbox is kept from Kafka, not
 * by a projector of the log, so there is no position to wait for.
 */
export const inboxPersonalData: PersonalDataHolder = {
  name: 'inbox',
  async scrub(manager, { companyId, applicationIds }) {
    if (applicationIds.length === 0) return;
    await manager.query(
      `UPDATE inbox_notifications
          SET title = replace(title, candidate_name, $3),
              candidate_name = $3,
              redirection_data = CASE WHEN redirection_data ? 'candidateName'
                                      THEN jsonb_set(redirection_data, '{candidateName}', to_jsonb($3::text)) ELSE redirection_data END
        WHERE company_id = $1 AND job_application_id = ANY($2::uuid[]) AND candidate_name IS NOT NULL AND candidate_name <> ''`,
      [companyId, applicationIds, ERASED],
    );
    // Live toasts waiting for the reader name the candidate too: they are transient, so they go.
    await manager.query(
      `DELETE FROM push_messages WHERE company_id = $1 AND payload->>'jobApplicationId' = ANY($2::text[])`,
      [companyId, applicationIds],
    );
    await manager.query(
      `UPDATE inbox_application_owners SET candidate_name = $3 WHERE company_id = $1 AND application_id = ANY($2::uuid[])`,
      [companyId, applicationIds, ERASED],
    );
  },
};
