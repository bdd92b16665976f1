import { createHash } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import { offerDecider, OfferErrors, type OfferApprovalRequested } from '@ats/domain/offers';
import { streamId } from '@ats/domain/shared';
import { approvalLinkKey, approvalLinkPath, signApprovalLink } from '../approvals/approval-link';
import { decideAndAppend } from '../commands/handle-command';
import { UserEntity, userDisplayName } from '../db/entities/user.entity';
import type { EventStore } from '../event-store/event-store.port';
import { enqueueMail } from '../mail/mail-outbox';
import type { ApprovalRequestHandler } from './approval.activities';

/** A stable UUID per (request, approver): a retried activity queues the same mail id, which the outbox ignores. */
export const offerApprovalMailId = (requestId: string, approverId: string) => {
  const hex = createHash('sha256').update(`offer-approval-mail:${requestId}:${approverId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const offerApprovalMail = (input: { approverName: string; jobName: string; reminder: boolean; linkUrl: string; viewUrl: string }) => ({
  subject: `${input.reminder ? 'Reminder: approval' : 'Approval'} requested for an offer (${input.jobName})`,
  text: [
    `Hello ${input.approverName},`,
    '',
    input.reminder ? 'The offer below is still waiting for your approval.' : 'Your approval is requested for an offer.',
    `Job: ${input.jobName}`,
    '',
    `Approve or reject it here (this link works once, for you only): ${input.linkUrl}`,
    `Or open the offer: ${input.viewUrl}`,
  ].join('\n'),
});

/**
 * Offers (issue 10): the approval workflow's request is RequestOfferApproval on the offer's stream (nothing when the
 * round has moved on), whose OfferApprovalRequested the inbox turns into OFFER_APPROVAL_REQUEST; then one e-mail per
 * approver with a signed single-use link and the offer details page. The command id is the workflow's request id.
 */
export const offerApprovalRequests =
  (store: EventStore, dataSource: DataSource, settings: { publicUrl: string }): ApprovalRequestHandler =>
  async (request) => {
    const id = request.subject.id;
    const { events } = await decideAndAppend(
      store,
      { id: streamId('offer', id), entityId: id, notFound: OfferErrors.notFound },
      offerDecider,
      {
        type: 'RequestOfferApproval',
        data: { round: request.round, stepIndex: request.stepIndex, approverIds: request.approverIds, reminder: request.reminder },
      },
      { companyId: request.companyId, actor: { kind: 'automation', id: request.workflowId, name: 'Approval flow' }, commandId: request.requestId },
    );
    const requested = events.find((event) => event.type === 'OfferApprovalRequested');
    if (!requested) return { requested: false };
    const data = requested.data as OfferApprovalRequested['data'];
    const approvers = await dataSource.getRepository(UserEntity).findBy({ id: In(data.approverIds), companyId: request.companyId });
    const key = await approvalLinkKey(dataSource.manager);
    const viewPath = `/recruiter/offers/view-offer-details/jobRole/${data.label.jobId}/jobApplication/${data.label.applicationId}/offer/${id}`;
    for (const approver of approvers) {
      if (approver.deletedAt) continue;
      const token = signApprovalLink(key, {
        companyId: request.companyId,
        subjectType: 'offer',
        subjectId: id,
        round: data.round,
        stepIndex: data.stepIndex,
        approverId: approver.id,
      });
      const mail = offerApprovalMail({
        approverName: userDisplayName(approver),
        jobName: data.label.jobName,
        reminder: data.reminder > 0,
        linkUrl: `${settings.publicUrl}${approvalLinkPath(token)}`,
        viewUrl: `${settings.publicUrl}${viewPath}`,
      });
      await enqueueMail(dataSource.manager, { id: offerApprovalMailId(request.requestId, approver.id), kind: 'NOTIFICATION', to: approver.email, companyId: request.companyId, ...mail });
    }
    return { requested: true };
  };
