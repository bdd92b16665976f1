import type { PersonalDataHolder } from '@ats/projections/personal-data-holder';

/**
 * A candidate's custom-field responses are what they answered: removed with the rest of their personal data.
 * Their audit entries keep who changed which field when, without the answer itself.
 */
export const customFieldValuesPersonalData: PersonalDataHolder = {
  name: 'custom-field-values',
  async scrub(manager, { companyId, applicationIds }) {
    if (applicationIds.length === 0) return;
    await manager.query(`DELETE FROM custom_field_values WHERE company_id = $1 AND application_id = ANY($2::uuid[])`, [companyId, applicationIds]);
    await manager.query(
      `UPDATE audit_log SET before = before - 'value', after = after - 'value'
        WHERE company_id = $1 AND entity = 'custom-field-value'
          AND (before->>'applicationId' = ANY($2::text[]) OR after->>'applicationId' = ANY($2::text[]))`,
      [companyId, applicationIds],
    );
  },
};
