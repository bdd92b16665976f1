import type { RecordedEvent } from '@ats/domain/shared';
import { isRequisitionNotice, requisitionNotificationRows, type RequisitionNoticeEvent } from './requisition-notifications';

const label = { requisitionName: 'Backend hire', openingId: 'REQ-7', createdById: 'creator' };
let sequence = 0;
const recorded = (event: RequisitionNoticeEvent, actor: { kind: 'user' | 'automation'; id: string; name: string } = { kind: 'user', id: 'admin', name: 'Ada Admin' }) =>
  ({
    ...event,
    streamId: 'requisition-r1',
    revision: (sequence += 1),
    position: BigInt(sequence),
    metadata: { eventId: `e${sequence}`, companyId: 'c1', actor, occurredAt: '2026-11-24T10:00:00.000Z' },
  }) as unknown as RecordedEvent & RequisitionNoticeEvent;

const summary = (rows: ReturnType<typeof requisitionNotificationRows>) => rows.map((row) => [row.userId, row.type, row.title]);

describe('requisition notifications in the inbox', () => {
  it('asks each approver of the step, reminds them later with APPROVAL_REMINDER, and never the approver who acted', () => {
    const automation = { kind: 'automation' as const, id: 'requisition-approval', name: 'requisition-approval' };
    const asked = recorded({ type: 'RequisitionApprovalRequested', data: { requisitionId: 'r1', round: 1, stepIndex: 0, approverIds: ['hana', 'omar'], reminder: 0, label } }, automation);
    expect(summary(requisitionNotificationRows(asked))).toEqual([
      ['hana', 'APPROVAL_REQUEST', 'Requisition Backend hire (ID REQ-7) is waiting for your approval'],
      ['omar', 'APPROVAL_REQUEST', 'Requisition Backend hire (ID REQ-7) is waiting for your approval'],
    ]);
    const reminded = recorded({ type: 'RequisitionApprovalRequested', data: { requisitionId: 'r1', round: 1, stepIndex: 0, approverIds: ['hana', 'omar'], reminder: 2, label } }, automation);
    const rows = requisitionNotificationRows(reminded);
    expect(summary(rows)).toEqual([
      ['hana', 'APPROVAL_REMINDER', 'Reminder: requisition Backend hire (ID REQ-7) is waiting for your approval'],
      ['omar', 'APPROVAL_REMINDER', 'Reminder: requisition Backend hire (ID REQ-7) is waiting for your approval'],
    ]);
    // Each links to the requisition's view, named by the automation that reminded.
    expect(rows[0]).toMatchObject({
      companyId: 'c1',
      roleName: 'Backend hire',
      jobApplicationId: null,
      redirectionData: { requisitionId: 'r1', openingId: 'REQ-7', jobName: 'Backend hire', actorName: 'Automation' },
    });
    // One row per (event, user): a redelivered reminder writes the same ids, another reminder new ones.
    expect(requisitionNotificationRows(reminded).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(new Set([...rows, ...requisitionNotificationRows(asked)].map((row) => row.id)).size).toBe(4);
    // An approver who is also the actor is not told of it.
    const selfAsked = recorded({ type: 'RequisitionApprovalRequested', data: { requisitionId: 'r1', round: 2, stepIndex: 0, approverIds: ['admin', 'hana'], reminder: 0, label } });
    expect(requisitionNotificationRows(selfAsked).map((row) => row.userId)).toEqual(['hana']);
  });

  it('tells the recruiters assigned and removed, each their own, and not the one who changed them', () => {
    const changed = recorded({
      type: 'RequisitionRecruitersChanged',
      data: { requisitionId: 'r1', recruiterIds: ['rami', 'admin', 'lina'], added: ['lina', 'admin'], removed: ['sami'], label },
    });
    expect(summary(requisitionNotificationRows(changed))).toEqual([
      ['lina', 'REQUISITION_RECRUITER_ASSIGNED', 'Ada Admin assigned you as recruiter on requisition Backend hire (ID REQ-7)'],
      ['sami', 'REQUISITION_RECRUITER_REMOVED', 'Ada Admin removed you as recruiter from requisition Backend hire (ID REQ-7)'],
    ]);
    expect(requisitionNotificationRows(recorded({ type: 'RequisitionRecruitersChanged', data: { requisitionId: 'r1', recruiterIds: [], added: [], removed: [], label } }))).toEqual([]);
  });

  it('tells whoever created it of the outcome, unless they decided it themselves', () => {
    const round = { round: 1, outcome: 'APPROVED' } as never;
    const approved = recorded({ type: 'RequisitionApproved', data: { ...(round as object), requisitionId: 'r1', label } } as RequisitionNoticeEvent);
    expect(summary(requisitionNotificationRows(approved))).toEqual([['creator', 'REQUISITION_APPROVED', 'Requisition Backend hire (ID REQ-7) was approved']]);
    const rejected = recorded({ type: 'RequisitionRejected', data: { requisitionId: 'r1', note: 'No budget', label } } as RequisitionNoticeEvent, { kind: 'user', id: 'hana', name: 'Hana Manager' });
    expect(summary(requisitionNotificationRows(rejected))).toEqual([['creator', 'REQUISITION_REJECTED', 'Hana Manager rejected requisition Backend hire (ID REQ-7)']]);
    const ownRejection = recorded({ type: 'RequisitionRejected', data: { requisitionId: 'r1', note: 'x', label } } as RequisitionNoticeEvent, { kind: 'user', id: 'creator', name: 'C' });
    expect(requisitionNotificationRows(ownRejection)).toEqual([]);
  });

  it('reads only the requisition events the inbox shows', () => {
    expect(isRequisitionNotice({ type: 'RequisitionRecruitersChanged' } as RecordedEvent)).toBe(true);
    expect(isRequisitionNotice({ type: 'RequisitionApprovalRequested' } as RecordedEvent)).toBe(true);
    expect(isRequisitionNotice({ type: 'RequisitionJobLinked' } as RecordedEvent)).toBe(false);
    expect(isRequisitionNotice({ type: 'RequisitionMarkedHired' } as RecordedEvent)).toBe(false);
  });
});
