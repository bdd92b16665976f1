import type { OfferApprovalDecided, OfferApprovalRoundStarted } from '@ats/domain/offers';
import { approvalWorkflow } from '@ats/workflows/approval.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_OFFER_ID } from '../search-attributes';
import { approvalDecisionStep, approvalRoundStartSteps } from './approval-steps';

/**
 * Offer approvals (issue 10, spec 03 "Offer transitions"): one approval workflow per round, `offer-approval:<offerId>`
 * (then `:round-<n>` for re-approvals), started when the offer is made or its terms change, told of each decision;
 * found by offer, application, job and approver.
 */
export const offerApprovalProcess = defineProcess<OfferApprovalRoundStarted | OfferApprovalDecided, typeof approvalWorkflow>({
  name: 'offer-approval',
  workflow: approvalWorkflow,
  canHandle: ['OfferApprovalRoundStarted', 'OfferApprovalDecided'],
  async on(event, steps, context) {
    const subject = { type: 'offer' as const, id: event.data.offerId };
    if (event.type === 'OfferApprovalDecided') return [approvalDecisionStep(steps, subject, event.data)];
    return approvalRoundStartSteps(steps, {
      companyId: event.metadata.companyId,
      subject,
      started: event.data,
      dayMs: context.dayMs,
      jobId: event.data.jobId,
      subjectAttribute: { key: ATS_OFFER_ID, value: event.data.offerId },
      extraAttributes: [{ key: ATS_APPLICATION_ID, value: event.data.applicationId }],
    });
  },
});
