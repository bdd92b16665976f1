import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** Registered by infra/stack when the dev server starts, so operators can filter the Temporal UI. */
export const ATS_COMPANY_ID = defineSearchAttributeKey('AtsCompanyId', SearchAttributeType.KEYWORD);
export const ATS_JOB_ID = defineSearchAttributeKey('AtsJobId', SearchAttributeType.KEYWORD);
export const ATS_APPLICATION_ID = defineSearchAttributeKey('AtsApplicationId', SearchAttributeType.KEYWORD);
export const ATS_PROCESS = defineSearchAttributeKey('AtsProcess', SearchAttributeType.KEYWORD);
