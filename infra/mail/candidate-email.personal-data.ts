import type { PersonalDataHolder } from '@ats/projections/personal-data-holder';

/**
 * E-mails to the candidate sit in the outbox in clear (address, subject, body, copies) under the e-mail's id,
 * which `candidate_email_threads` ties to the application. They go, sent or not: nothing more is mailed to an
 * erased candidate. The thread rows keep only ids.
 */
export const candidateEmailsPersonalData: PersonalDataHolder = {
  name: 'candidate-emails',
  async scrub(manager, { companyId, applicationIds }) {
    if (applicationIds.length === 0) return;
    await manager.query(
      `DELETE FROM mail_outbox WHERE company_id = $1
          AND id IN (SELECT email_id FROM candidate_email_threads WHERE company_id = $1 AND application_id = ANY($2::uuid[]))`,
      [companyId, applicationIds],
    );
  },
};
