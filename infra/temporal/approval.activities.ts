import { createHash } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import type { ApprovalSubjectType } from '@ats/domain/approval-flows';
import { requisitionDecider, RequisitionErrors, type ExistingRequisitionState, type RequisitionApprovalRequested } from '@ats/domain/requisitions';
import { streamId } from '@ats/domain/shared';
import type { ApprovalActivities, ApprovalRequest } from '@ats/workflows/approval.types';
import { approvalLinkKey, approvalLinkPath, signApprovalLink } from '../approvals/approval-link';
import { decideAndAppend, loadAggregate } from '../commands/handle-command';
import { UserEntity, userDisplayName } from '../db/entities/user.entity';
import type { EventStore } from '../event-store/event-store.port';
import { enqueueMail } from '../mail/mail-outbox';

/** How one subject type records a request and mails its approvers; offers add theirs beside requisitions. */
export type ApprovalRequestHandler = (request: ApprovalRequest) => Promise<{ requested: boolean }>;

/**
 * The approval workflow's one activity, routed by the subject's type (activity names are global to the worker,
 * so requisitions and offers share it).
 */
export const createApprovalActivities = (handlers: Partial<Record<ApprovalSubjectType, ApprovalRequestHandler>>): ApprovalActivities => ({
  async requestApproval(request) {
    const handler = handlers[request.subject.type];
    // Retried until a worker that knows the type runs it: a request is never dropped.
    if (!handler) throw new Error(`No approval request handler for ${request.subject.type}`);
    return handler(request);
  },
});

/** A stable UUID per (request, approver): a retried activity queues the same mail id, which the outbox ignores. */
const mailIdOf = (requestId: string, approverId: string) => {
  const hex = createHash('sha256').update(`approval-mail:${requestId}:${approverId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const requisitionApprovalMail = (input: {
  to: string;
  approverName: string;
  requisition: Pick<ExistingRequisitionState, 'details'>;
  reminder: boolean;
  linkUrl: string;
  viewUrl: string;
}) => {
  const { openingId, requisitionName } = input.requisition.details;
  const subject = `${input.reminder ? 'Reminder: approval' : 'Approval'} requested for requisition ${requisitionName} (ID ${openingId})`;
  return {
    subject,
    text: [
      `Hello ${input.approverName},`,
      '',
      `${input.reminder ? 'The requisition below is still waiting for your approval.' : 'Your approval is requested for a requisition.'}`,
      `Requisition: ${requisitionName} (ID ${openingId})`,
      '',
      `Approve or reject it here (this link works once, for you only): ${input.linkUrl}`,
      `Or open it in the hiring plan: ${input.viewUrl}`,
    ].join('\n'),
  };
};

/**
 * Requisitions: the request is RequestRequisitionApproval on the requisition's stream (nothing when the round has
 * moved on), whose RequisitionApprovalRequested the inbox turns into APPROVAL_REQUEST / APPROVAL_REMINDER; then one
 * e-mail per approver with a signed single-use link. The command id is the workflow's request id.
 */
export const requisitionApprovalRequests =
  (store: EventStore, dataSource: DataSource, settings: { publicUrl: string }): ApprovalRequestHandler =>
  async (request) => {
    const id = request.subject.id;
    const { events } = await decideAndAppend(
      store,
      { id: streamId('requisition', id), entityId: id, notFound: RequisitionErrors.notFound },
      requisitionDecider,
      {
        type: 'RequestRequisitionApproval',
        data: { round: request.round, stepIndex: request.stepIndex, approverIds: request.approverIds, reminder: request.reminder },
      },
      { companyId: request.companyId, actor: { kind: 'automation', id: request.workflowId, name: 'Approval flow' }, commandId: request.requestId },
    );
    const requested = events.find((event) => event.type === 'RequisitionApprovalRequested');
    if (!requested) return { requested: false };
    const loaded = await loadAggregate(store, streamId('requisition', id), requisitionDecider, request.companyId);
    if (!loaded?.state.exists) return { requested: false };
    const data = requested.data as RequisitionApprovalRequested['data'];
    const approvers = await dataSource.getRepository(UserEntity).findBy({ id: In(data.approverIds), companyId: request.companyId });
    const key = await approvalLinkKey(dataSource.manager);
    for (const approver of approvers) {
      if (approver.deletedAt) continue;
      const token = signApprovalLink(key, {
        companyId: request.companyId,
        subjectType: 'requisition',
        subjectId: id,
        round: data.round,
        stepIndex: data.stepIndex,
        approverId: approver.id,
      });
      const mail = requisitionApprovalMail({
        to: approver.email,
        approverName: userDisplayName(approver),
        requisition: loaded.state,
        reminder: data.reminder > 0,
        linkUrl: `${settings.publicUrl}${approvalLinkPath(token)}`,
        viewUrl: `${settings.publicUrl}/recruiter/hiring-plan/opening/view/${id}`,
      });
      await enqueueMail(dataSource.manager, {
        id: mailIdOf(request.requestId, approver.id),
        kind: 'NOTIFICATION',
        to: approver.email,
        companyId: request.companyId,
        ...mail,
      });
    }
    return { requested: true };
  };
