import type { RequisitionEvent } from './requisition.events';

/**
 * A requisition event in plain words for its exported history (issue 10 "an export of the requisition's history"):
 * who did what is in the export's actor columns; the summary says what happened, the details are the event's own.
 */
export const describeRequisitionEvent = (event: RequisitionEvent): { summary: string; details: unknown } => {
  const summary = ((): string => {
    switch (event.type) {
      case 'RequisitionCreated':
        return `created the requisition ${event.data.details.requisitionName}`;
      case 'RequisitionDetailsUpdated':
        return "changed the requisition's details";
      case 'RequisitionApprovalFlowSet':
        return `set the approval flow (${event.data.flow.steps.length} steps)`;
      case 'RequisitionApprovalRoundStarted':
        return `sent the requisition for approval (round ${event.data.round})`;
      case 'RequisitionApprovalRequested':
        return event.data.reminder === 0
          ? `asked step ${event.data.stepIndex + 1} of round ${event.data.round} for approval`
          : `reminded step ${event.data.stepIndex + 1} of round ${event.data.round} (reminder ${event.data.reminder})`;
      case 'RequisitionApprovalDecided':
        return `${event.data.approverName} ${event.data.decision === 'APPROVED' ? 'approved' : 'rejected'} step ${event.data.stepIndex + 1} of round ${event.data.round} (${event.data.channel})`;
      case 'RequisitionApproved':
        return `The requisition was approved (round ${event.data.round})`;
      case 'RequisitionRejected':
        return `The requisition was rejected (round ${event.data.round})`;
      case 'RequisitionRecruitersChanged':
        return `changed the recruiters (${event.data.added.length} added, ${event.data.removed.length} removed)`;
      case 'RequisitionJobLinked':
        return 'linked the requisition to a job';
      case 'RequisitionMarkedHired':
        return `marked the requisition as hired on ${event.data.hiredDate}`;
      case 'RequisitionOfferProgressed':
        return event.data.progress === 'OFFER_SENT'
          ? 'An offer for it was sent'
          : event.data.progress === 'OFFER_SIGNED'
            ? 'An offer for it was signed'
            : 'An offer for it was withdrawn';
      default:
        return (event as { type: string }).type;
    }
  })();
  return { summary, details: event.data };
};
