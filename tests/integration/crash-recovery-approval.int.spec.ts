import type { WorkflowHandle } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import { approvalWorkflowId } from '@ats/domain/approval-flows';
import { streamId } from '@ats/domain/shared';
import { offerLetterDocx } from '@ats/infra/documents/testing/offer-letters';
import { enqueueMail } from '@ats/infra/mail/mail-outbox';
import { offerApprovalMailId } from '@ats/infra/temporal/offer-approval.activities';
import type { ApprovalRequest } from '@ats/workflows/approval.types';
import { holdRow, killApp, startAppAgain } from '../setup/app-faults';
import { crashRecoveryContext } from './crash-recovery-context';
import { candidateInput, createPublishedJob, eventually, workflowResult, type ApiClient } from './support';

type Notification = { type: string; redirectionData: { offerSentId?: string } };
type HistoryEvent = NonNullable<Awaited<ReturnType<WorkflowHandle['fetchHistory']>>['events']>[number];

/**
 * Issue 10, faults: the worker killed mid-approval resumes with no step lost or repeated. An offer with a two-step
 * flow on the real stack; the worker is killed twice, each time at a point made exact rather than timed:
 * 1. while the round waits for step 1, so the approver's decision reaches the workflow (a signal) with no worker;
 * 2. while the restarted worker is asking step 2, after the signal: the request is recorded on the offer's stream
 *    and the approver's e-mail not yet queued (an open transaction holds that e-mail's outbox row, so the
 *    activity waits on it and dies there).
 * Then step 2 is approved, and the offer's history, the workflow's history, the e-mails and the inbox each
 * show every request and every decision once.
 */
describe('crash recovery: the worker killed mid-approval', () => {
  const crash = crashRecoveryContext('crash-recovery-approval', ['worker']);
  const { phases } = crash;
  const { timed } = phases;

  it('asks each step once and records each decision once across two kills of the worker', async () => {
    const { company, temporal, dataSource, store } = crash;
    const { admin, recruiter } = company;
    const adminId = company.userIds[company.adminEmail]!;
    const job = await createPublishedJob(admin, 'Crash Approval Engineer');
    const form = new FormData();
    form.append('name', 'Crash offer');
    form.append('file', new Blob([new Uint8Array(await offerLetterDocx(['Dear [candidate_name],']))]), 'Offer.docx');
    const templateId = (await admin.post<{ id: string }>('/company-offer-templates', form)).body.id;
    const added = await admin.post<{ id: string }>('/job-applications', candidateInput(job.id, { firstName: 'Salma', lastName: 'Haddad' }));
    expect(added.status).toBe(201);
    await eventually(async () => (await dataSource.query('SELECT 1 FROM rm_candidate_list WHERE application_id = $1', [added.body.id])).length > 0);
    const created = await admin.post<{ id: string }>('/offers', {
      applicationId: added.body.id,
      templateId,
      senderValues: { candidate_name: 'Salma Haddad' },
      // Reminders at the longest cadence (30 "days" of a second each here), so the requests are the steps' own.
      approvalFlow: { steps: [{ approverIds: [adminId], rule: 'ALL' }, { approverIds: [company.recruiterId], rule: 'ALL' }], reminderEveryDays: 30 },
    });
    expect(created.status).toBe(201);
    const offerId = created.body.id;
    const offerStream = streamId('offer', offerId);
    const workflowId = approvalWorkflowId({ type: 'offer', id: offerId }, 1);
    const handle = temporal.workflow.getHandle(workflowId);
    const history = async (): Promise<HistoryEvent[]> => (await handle.fetchHistory()).events ?? [];
    const requestsOf = (events: HistoryEvent[]) =>
      events
        .filter((event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'requestApproval')
        .map((event) => defaultPayloadConverter.fromPayload<ApprovalRequest>(event.activityTaskScheduledEventAttributes!.input!.payloads![0]!).requestId);

    // Step 1 asked, and its activity's completion on the server: the round now waits for the admin's answer.
    await timed('step 1 asked', () =>
      eventually(async () => (await history()).some((event) => event.activityTaskCompletedEventAttributes), 60_000),
    );

    // Kill 1: the answer arrives with no worker; the process starter's signal waits in the workflow's history.
    await timed('kill -9 worker (1)', () => killApp('worker'));
    expect((await admin.post(`/offers/${offerId}/approve`, { round: 1 })).status).toBe(200);
    await timed('decision signalled to a workflow without worker', () =>
      eventually(async () => (await history()).some((event) => event.workflowExecutionSignaledEventAttributes), 60_000),
    );
    expect(requestsOf(await history())).toEqual([`${workflowId}:step-0:request`]);

    // Hold the outbox row of the e-mail asking step 2's approver: the request's activity records the request on
    // the offer's stream, then waits to queue that e-mail. (Not a hold on the event log: a starting worker's
    // schema check must not wait on it.)
    const hold = (crash.hold = await holdRow(dataSource, (manager) =>
      enqueueMail(manager, {
        id: offerApprovalMailId(`${workflowId}:step-1:request`, company.recruiterId),
        kind: 'NOTIFICATION',
        to: 'hold@crash-recovery.test',
        subject: 'held by the crash-recovery spec',
        text: 'rolled back',
        companyId: company.companyId,
      }),
    ));

    // The worker again: it replays the round, folds the decision, asks step 2, and waits on the held e-mail.
    await timed('start worker (1)', () => startAppAgain('worker'));
    await timed('step 2 request under way', () => hold.waiters());
    const pending = (await handle.describe()).raw.pendingActivities ?? [];
    expect(pending.map((activity) => activity.activityType?.name)).toEqual(['requestApproval']);

    // Kill 2, mid-activity: step 2's request is recorded, its e-mail not queued; the worker's insert ends with its
    // connection, and the hold goes without a trace.
    await timed('kill -9 worker (2)', () => killApp('worker'));
    await hold.release();
    const requested = (await store.readStream(offerStream)).filter((event) => event.type === 'OfferApprovalRequested');
    expect(requested.map((event) => (event.data as { stepIndex: number }).stepIndex)).toEqual([0, 1]);
    const recruiterAsked = () =>
      dataSource.query<Array<{ id: string }>>('SELECT id FROM mail_outbox WHERE to_address = $1 AND subject = $2', [
        company.recruiterEmail,
        'Approval requested for an offer (Crash Approval Engineer)',
      ]);
    expect(await recruiterAsked()).toEqual([]);

    await timed('start worker (2)', () => startAppAgain('worker'));
    await timed('step 2 asked after the restart', () => eventually(async () => (await recruiterAsked()).length > 0, 120_000));
    expect((await recruiter.post(`/offers/${offerId}/approve`, { round: 1 })).status).toBe(200);
    expect(await timed('round ends', () => workflowResult(temporal, workflowId))).toBe('APPROVED');
    expect((await admin.get<{ status: string }>(`/offers/${offerId}`)).body.status).toBe('REQUEST_APPROVED');

    // The offer's history: each step asked once, each decision once, approved once.
    const exported = await admin.get<string>(`/offers/${offerId}/history/export?format=json`);
    expect(exported.status).toBe(200);
    const entries = (JSON.parse(exported.body) as { entries: Array<{ type: string; summary: string }> }).entries;
    expect(entries.filter((entry) => entry.type === 'OfferApprovalRequested').map((entry) => entry.summary)).toEqual([
      'asked step 1 of round 1 for approval',
      'asked step 2 of round 1 for approval',
    ]);
    const events = await store.readStream(offerStream);
    expect(events.filter((event) => event.type === 'OfferApprovalDecided').map((event) => { const data = event.data as { stepIndex: number; approverId: string }; return [data.stepIndex, data.approverId]; })).toEqual([
      [0, adminId],
      [1, company.recruiterId],
    ]);
    expect(events.filter((event) => event.type === 'OfferApproved')).toHaveLength(1);
    // Each request recorded under the workflow's id for it, once.
    expect(events.filter((event) => event.type === 'OfferApprovalRequested').map((event) => event.metadata.commandId)).toEqual([
      `${workflowId}:step-0:request`,
      `${workflowId}:step-1:request`,
    ]);

    // The workflow's history: one activity per step, the step 2 one done by a retry of the killed attempt, two signals.
    const final = await history();
    expect(requestsOf(final)).toEqual([`${workflowId}:step-0:request`, `${workflowId}:step-1:request`]);
    expect(final.filter((event) => event.activityTaskCompletedEventAttributes)).toHaveLength(2);
    const attempts = final.filter((event) => event.activityTaskStartedEventAttributes).map((event) => event.activityTaskStartedEventAttributes!.attempt);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(1);
    expect(attempts[1]).toBeGreaterThanOrEqual(2);
    expect(final.filter((event) => event.workflowExecutionSignaledEventAttributes)).toHaveLength(2);

    // Notifications: one e-mail and one inbox request per approver, one approval notice to the offer's maker.
    expect(await recruiterAsked()).toHaveLength(1);
    expect(
      await dataSource.query('SELECT id FROM mail_outbox WHERE to_address = $1 AND subject = $2', [company.adminEmail, 'Approval requested for an offer (Crash Approval Engineer)']),
    ).toHaveLength(1);
    const inboxOf = async (api: ApiClient, type: string) =>
      ((await api.get('/inbox?filter=ALL&order=DESC&perPage=50')).body.notifications as Notification[]).filter(
        (notification) => notification.type === type && notification.redirectionData.offerSentId === offerId,
      );
    await eventually(async () => (await inboxOf(admin, 'OFFER_APPROVAL_APPROVED')).length > 0, 60_000);
    expect(await inboxOf(admin, 'OFFER_APPROVAL_APPROVED')).toHaveLength(1);
    expect(await inboxOf(admin, 'OFFER_APPROVAL_REQUEST')).toHaveLength(1);
    expect(await eventually(async () => { const asked = await inboxOf(recruiter, 'OFFER_APPROVAL_REQUEST'); return asked.length > 0 ? asked : null; }, 60_000)).toHaveLength(1);
  }, 600_000);
});
