import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** Registered by infra/stack when the dev server starts, so operators can filter the Temporal UI. */
export const ATS_COMPANY_ID = defineSearchAttributeKey('AtsCompanyId', SearchAttributeType.KEYWORD);
export const ATS_JOB_ID = defineSearchAttributeKey('AtsJobId', SearchAttributeType.KEYWORD);
export const ATS_APPLICATION_ID = defineSearchAttributeKey('AtsApplicationId', SearchAttributeType.KEYWORD);
export const ATS_PROCESS = defineSearchAttributeKey('AtsProcess', SearchAttributeType.KEYWORD);
/** Approvals (issue 10): every approval round is findable by its requisition or offer and by each approver. */
export const ATS_REQUISITION_ID = defineSearchAttributeKey('AtsRequisitionId', SearchAttributeType.KEYWORD);
export const ATS_OFFER_ID = defineSearchAttributeKey('AtsOfferId', SearchAttributeType.KEYWORD);
export const ATS_APPROVER_IDS = defineSearchAttributeKey('AtsApproverIds', SearchAttributeType.KEYWORD_LIST);
/** Who started a user's process (a bulk action): the Temporal UI filters a user's bulk actions by it. */
export const ATS_USER_ID = defineSearchAttributeKey('AtsUserId', SearchAttributeType.KEYWORD);
