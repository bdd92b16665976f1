import type { Actor } from '../shared';
import type { RequisitionDetails } from './requisition-details';
import type { RequisitionCommand } from './requisition.commands';
import { requisitionDecider } from './requisition.decider';
import type { RequisitionEvent } from './requisition.events';
import type { RequisitionState } from './requisition.state';

const actor = (id: string): Actor => ({ kind: 'user', id, name: id });
const context = (by = 'creator') => ({ now: new Date('2026-11-24T00:00:00Z'), actor: actor(by), companyId: 'c1' });

const requisitionDetails = (overrides: Partial<RequisitionDetails> = {}): RequisitionDetails => ({
  openingId: 'REQ-1',
  requisitionName: 'Backend hire',
  roleName: 'Backend Engineer',
  openingFor: 'NEW_JOB',
  existingJobId: null,
  jobDescription: 'Builds the API',
  budgetType: 'BUDGETED',
  openingType: 'NEW_HIRE',
  employeeBackfilled: null,
  reasonForHiring: 'Growth',
  reasonForReplacement: null,
  departmentId: 'd1',
  locationId: 'l1',
  employmentType: 'FULL_TIME',
  targetHiredDate: '2027-01-31',
  headcount: 2,
  salary: { min: 5000, max: 8000, currency: 'aed', frequency: 'MONTH' },
  hiringManagerId: 'hm',
  notes: null,
  ...overrides,
});

const flow = { steps: [{ approverIds: ['hm'] }, { approverIds: ['cfo', 'ceo'], rule: { kind: 'N_OF_M' as const, required: 1 } }] };

const run = (commands: Array<[RequisitionCommand, string?]>) => {
  let state: RequisitionState = requisitionDecider.initialState();
  const all: RequisitionEvent[] = [];
  let last: RequisitionEvent[] = [];
  for (const [command, by] of commands) {
    last = requisitionDecider.decide(command, state, context(by));
    all.push(...last);
    state = last.reduce(requisitionDecider.evolve, state);
  }
  return { state, all, last };
};
const create = (submit = true, details = requisitionDetails()): [RequisitionCommand] => [
  { type: 'CreateRequisition', data: { requisitionId: 'r1', details, recruiterIds: ['rec'], approvalFlow: flow, submit } },
];
const decide = (approverId: string, decision: 'APPROVED' | 'REJECTED' = 'APPROVED', note?: string): [RequisitionCommand, string] => [
  { type: 'DecideRequisitionApproval', data: { approverId, approverName: approverId, decision, note, channel: 'INBOX' } },
  approverId,
];

describe('requisition decider', () => {
  it('validates the fields of spec 02 §5.14', () => {
    expect(() => run([create(false, requisitionDetails({ headcount: 0 }))])).toThrow('Headcount must be greater than 0');
    expect(() => run([create(false, requisitionDetails({ salary: { min: 0, max: 1, currency: 'AED', frequency: 'YEAR' } }))])).toThrow(
      'Minimum salary must be at least 1',
    );
    expect(() => run([create(false, requisitionDetails({ openingType: 'BACKFILL' }))])).toThrow('Please enter employee backfilled');
    expect(() =>
      run([[{ type: 'CreateRequisition', data: { requisitionId: 'r1', details: requisitionDetails(), recruiterIds: [], approvalFlow: flow, submit: false } }]]),
    ).toThrow('Please select recruiter');
  });

  it('refuses to submit without an approver on every stage', () => {
    expect(() =>
      run([[{ type: 'CreateRequisition', data: { requisitionId: 'r1', details: requisitionDetails(), recruiterIds: ['rec'], approvalFlow: { steps: [{ approverIds: ['a'] }, { approverIds: [] }] }, submit: true } }]]),
    ).toThrow('Approval setup incomplete. Every stage must have an assigned approver to continue.');
  });

  it('keeps a draft, then submits it into round 1 and approves it through the steps', () => {
    const { state, all } = run([create(false), [{ type: 'SubmitRequisition', data: {} }], decide('hm'), decide('ceo')]);
    expect(all.map((event) => event.type)).toEqual([
      'RequisitionCreated',
      'RequisitionApprovalRoundStarted',
      'RequisitionApprovalDecided',
      'RequisitionApprovalDecided',
      'RequisitionApproved',
    ]);
    expect(state.exists && state.status).toBe('APPROVED');
    expect(all[0].data).toMatchObject({ createdById: 'creator', details: { salary: { currency: 'AED' } } });
  });

  it('ends rejected with the note, and a rejected requisition can be submitted again as the next round', () => {
    const { state, last } = run([create(), decide('hm', 'REJECTED', 'Not this quarter')]);
    expect(last.map((e) => e.type)).toEqual(['RequisitionApprovalDecided', 'RequisitionRejected']);
    expect(last[1].data).toMatchObject({ note: 'Not this quarter', outcome: 'REJECTED' });
    expect(state.exists && state.status).toBe('REJECTED');
    const again = requisitionDecider.decide({ type: 'SubmitRequisition', data: {} }, state, context());
    expect(again).toEqual([expect.objectContaining({ type: 'RequisitionApprovalRoundStarted', data: expect.objectContaining({ round: 2 }) })]);
  });

  it('asks for re-approval when the terms of an approved requisition change, not for its notes', () => {
    const approved = run([create(), decide('hm'), decide('cfo')]).state;
    const notes = requisitionDecider.decide({ type: 'UpdateRequisition', data: { details: requisitionDetails({ notes: 'Urgent' }) } }, approved, context());
    expect(notes.map((e) => e.type)).toEqual(['RequisitionDetailsUpdated']);
    const raised = requisitionDecider.decide(
      { type: 'UpdateRequisition', data: { details: requisitionDetails({ headcount: 3 }) } },
      approved,
      context(),
    );
    expect(raised.map((e) => e.type)).toEqual(['RequisitionDetailsUpdated', 'RequisitionApprovalRoundStarted']);
    expect(raised[1].data).toMatchObject({ round: 2, reason: 'TERMS_CHANGED' });
    const pending = raised.reduce(requisitionDecider.evolve, approved);
    expect(pending.exists && pending.status).toBe('PENDING_APPROVAL');
    // A signed link of round 1 used after the restart changes nothing.
    expect(() =>
      requisitionDecider.decide(
        { type: 'DecideRequisitionApproval', data: { round: 1, approverId: 'hm', approverName: 'hm', decision: 'APPROVED', channel: 'EMAIL_LINK' } },
        pending,
        context('hm'),
      ),
    ).toThrow('This approval was restarted');
  });

  it('records an approval request only for the step still waiting', () => {
    const { state } = run([create(), decide('hm')]);
    const request = (stepIndex: number) =>
      requisitionDecider.decide({ type: 'RequestRequisitionApproval', data: { round: 1, stepIndex, approverIds: ['cfo'], reminder: 0 } }, state, context());
    expect(request(0)).toEqual([]);
    expect(request(1).map((e) => e.type)).toEqual(['RequisitionApprovalRequested']);
  });

  it('moves hiring progress: job linked → in progress, marked hired → hired, once', () => {
    const pending = run([create()]).state;
    expect(() => requisitionDecider.decide({ type: 'LinkRequisitionJob', data: { jobId: 'j1' } }, pending, context())).toThrow('not approved');
    const { state } = run([create(), decide('hm'), decide('cfo'), [{ type: 'LinkRequisitionJob', data: { jobId: 'j1' } }]]);
    expect(state.exists && state.hiringProgress).toBe('IN_PROGRESS');
    expect(() => requisitionDecider.decide({ type: 'MarkRequisitionHired', data: { hiredDate: '', candidate: null } }, state, context())).toThrow(
      'Please select hired date',
    );
    expect(() =>
      requisitionDecider.decide({ type: 'MarkRequisitionHired', data: { hiredDate: '2027-01-02', candidate: { applicationId: null, name: 'Ada', email: '' } } }, state, context()),
    ).toThrow('Please enter candidate email');
    const hired = requisitionDecider
      .decide({ type: 'MarkRequisitionHired', data: { hiredDate: '2027-01-02', candidate: { applicationId: null, name: 'Ada', email: 'ada@x.io' } } }, state, context())
      .reduce(requisitionDecider.evolve, state);
    expect(hired.exists && hired.hiringProgress).toBe('HIRED');
    expect(() =>
      requisitionDecider.decide({ type: 'MarkRequisitionHired', data: { hiredDate: '2027-01-02', candidate: { applicationId: 'a', name: 'A', email: null } } }, hired, context()),
    ).toThrow('already hired');
  });

  it('notes recruiters assigned and removed', () => {
    const { state } = run([create()]);
    const [changed] = requisitionDecider.decide({ type: 'ChangeRequisitionRecruiters', data: { recruiterIds: ['rec2'] } }, state, context());
    expect(changed.data).toMatchObject({ added: ['rec2'], removed: ['rec'] });
  });

  it('follows linked offers: sent → offer sent, recalled → back, signed → hired, once', () => {
    const { state } = run([create(), decide('hm'), decide('cfo'), [{ type: 'LinkRequisitionJob', data: { jobId: 'j1' } }]]);
    const progress = (current: typeof state, offerId: string, what: 'OFFER_SENT' | 'OFFER_SIGNED' | 'OFFER_WITHDRAWN') =>
      requisitionDecider
        .decide({ type: 'RecordRequisitionOfferProgress', data: { offerId, progress: what, applicationId: `app-${offerId}` } }, current, context())
        .reduce(requisitionDecider.evolve, current);
    const sent = progress(state, 'o1', 'OFFER_SENT');
    expect(sent.exists && sent.hiringProgress).toBe('OFFER_SENT');
    expect(requisitionDecider.decide({ type: 'RecordRequisitionOfferProgress', data: { offerId: 'o1', progress: 'OFFER_SENT' } }, sent, context())).toEqual([]);
    const recalled = progress(sent, 'o1', 'OFFER_WITHDRAWN');
    expect(recalled.exists && recalled.hiringProgress).toBe('IN_PROGRESS');
    const hired = progress(progress(recalled, 'o2', 'OFFER_SENT'), 'o2', 'OFFER_SIGNED');
    expect(hired.exists && hired.hiringProgress).toBe('HIRED');
    // The hire is the signed offer's: its application names the candidate, on the day it was signed.
    expect(hired.exists && hired.hired).toEqual({ date: '2026-11-24', candidate: null, offerSentDate: null, offerId: 'o2', applicationId: 'app-o2' });
    expect(requisitionDecider.decide({ type: 'RecordRequisitionOfferProgress', data: { offerId: 'o3', progress: 'OFFER_SENT' } }, hired, context())).toEqual([]);
  });

  it('refolds a hire signed before its event carried the application: the offer is kept, for readers to name its candidate', () => {
    const { state } = run([create(), decide('hm'), decide('cfo')]);
    // RequisitionOfferProgressed as recorded before it carried applicationId.
    const older: RequisitionEvent = {
      type: 'RequisitionOfferProgressed',
      data: { requisitionId: 'r1', offerId: 'o9', progress: 'OFFER_SIGNED', at: '2026-10-02T08:00:00.000Z' },
    };
    const hired = requisitionDecider.evolve(state, older);
    expect(hired.exists && hired.hiringProgress).toBe('HIRED');
    expect(hired.exists && hired.hired).toEqual({ date: '2026-10-02', candidate: null, offerSentDate: null, offerId: 'o9', applicationId: null });
  });
});
