import { expectRefusal } from '../testing/expect-refusal';
import type { Actor } from '../shared';
import type { CreateOffer, OfferCommand } from './offer.commands';
import { offerDecider } from './offer.decider';
import { OFFER_MESSAGES } from './offer.errors';
import type { OfferEvent } from './offer.events';
import type { ExistingOfferState, OfferState } from './offer.state';

const actor = (id: string): Actor => ({ kind: 'user', id, name: id });
const context = (by = 'recruiter') => ({ now: new Date('2026-11-24T00:00:00Z'), actor: actor(by), companyId: 'c1' });

const letter = (n = 1) => ({ docxBlobId: `docx-${n}`, pdfBlobId: `pdf-${n}`, sha256: `sha-${n}`, fileName: 'Offer.pdf' });
const email = { subject: 'Your offer', body: '<p>Read it at {{offer-link}}</p>' };
const twoStepFlow = { steps: [{ approverIds: ['hm'] }, { approverIds: ['cfo', 'ceo'], rule: { kind: 'N_OF_M' as const, required: 1 } }] };

const create = (overrides: Partial<CreateOffer['data']> = {}): CreateOffer => ({
  type: 'CreateOffer',
  data: {
    offerId: 'o1',
    applicationId: 'a1',
    jobId: 'j1',
    template: {
      id: 't1',
      name: 'Standard',
      placeholders: [
        { name: 'candidate_name', filledBy: 'OFFER_SENDER' },
        { name: 'salary_amount', filledBy: 'OFFER_SENDER' },
        { name: 'joining_date', filledBy: 'CANDIDATE' },
      ],
    },
    requisitionId: null,
    requisitionRequired: false,
    senderValues: { candidate_name: 'Salma Haddad', salary_amount: ' 90,000 ', stray: 'dropped' },
    letter: letter(),
    approvalFlow: twoStepFlow,
    email: null,
    label: { jobName: 'Backend Engineer', jobId: 'j1', applicationId: 'a1' },
    ...overrides,
  },
});

/** Runs commands in order (each as its actor); answers the state, every event and the last command's events. */
const run = (commands: Array<[OfferCommand, string?]>) => {
  let state: OfferState = offerDecider.initialState();
  const all: OfferEvent[] = [];
  let last: OfferEvent[] = [];
  for (const [command, by] of commands) {
    last = offerDecider.decide(command, state, context(by));
    state = last.reduce(offerDecider.evolve, state);
    all.push(...last);
  }
  return { state: state as ExistingOfferState, all, last };
};
const refuses = (commands: Array<[OfferCommand, string?]>, command: OfferCommand, code: string, message?: string, by?: string) => {
  const { state } = run(commands);
  expectRefusal(() => offerDecider.decide(command, state, context(by)), code, message);
};

const approve = (by: string, round?: number): [OfferCommand, string] => [
  { type: 'DecideOfferApproval', data: { approverId: by, approverName: by, decision: 'APPROVED', channel: 'DETAILS_PAGE', round } },
  by,
];
const reject = (by: string, note: string | null): [OfferCommand, string] => [
  { type: 'DecideOfferApproval', data: { approverId: by, approverName: by, decision: 'REJECTED', note, channel: 'INBOX' } },
  by,
];
const send: [OfferCommand] = [{ type: 'SendOffer', data: { email } }];
const signature = { blobId: 's1', contentType: 'image/png', kind: 'DRAWN' as const, sizeBytes: 1000 };
const sign = (overrides: Partial<Extract<OfferCommand, { type: 'SignOffer' }>['data']> = {}): [OfferCommand, string] => [
  {
    type: 'SignOffer',
    data: { acceptedTerms: true, candidateValues: { joining_date: '2027-01-03' }, signature, signedPdfBlobId: 'signed-1', signedFrom: '203.0.113.9', ...overrides },
  },
  'candidate',
];
const approved: Array<[OfferCommand, string?]> = [[create()], approve('hm'), approve('ceo')];
const sent: Array<[OfferCommand, string?]> = [...approved, send];

describe('offer decider', () => {
  it('creates an offer for approval, its values checked but kept out of the events, and starts round 1 of its flow', () => {
    const { last, state } = run([[create()]]);
    expect(last.map((e) => e.type)).toEqual(['OfferCreated', 'OfferApprovalRoundStarted']);
    expect(last[0]!.data).toMatchObject({ label: { createdById: 'recruiter' } });
    // the values live in the letter only: no candidate's data in the events
    expect(JSON.stringify(last)).not.toContain('Salma');
    expect(last[1]!.data).toMatchObject({ offerId: 'o1', round: 1, reason: 'SUBMITTED' });
    expect(state.status).toBe('APPROVAL_PENDING');
  });

  it('sends an offer without an approval flow to the candidate at once', () => {
    const { last, state } = run([[create({ approvalFlow: null, email })]]);
    expect(last.map((e) => e.type)).toEqual(['OfferCreated', 'OfferSentToCandidate']);
    expect(state.status).toBe('PENDING_ON_CANDIDATE');
  });

  it.each([
    [{ letter: null }, 'offer-letter-required', OFFER_MESSAGES.letterRequired],
    [{ requisitionRequired: true }, 'offer-requisition-required', OFFER_MESSAGES.requisitionRequired],
    [{ senderValues: { candidate_name: 'Salma' } }, 'offer-placeholder-value-required', OFFER_MESSAGES.valueRequired],
    [{ senderValues: { candidate_name: 'x'.repeat(201), salary_amount: '1' } }, 'offer-placeholder-value-too-long', undefined],
    [{ approvalFlow: { steps: [{ approverIds: [] }] } }, 'approval-setup-incomplete', 'Approval setup incomplete. Every stage must have an assigned approver to continue.'],
    [{ approvalFlow: null, email: { subject: 'Offer', body: 'no link' } }, 'offer-email-link-required', undefined],
  ])('refuses creating with %j', (overrides, code, message) => {
    refuses([], create(overrides as Partial<CreateOffer['data']>), code, message);
  });

  it('is approved step by step (all, then one of two) and ends approved', () => {
    const { state, last } = run(approved);
    expect(last.map((e) => e.type)).toEqual(['OfferApprovalDecided', 'OfferApproved']);
    expect(state.status).toBe('REQUEST_APPROVED');
  });

  it('ends rejected on a rejection with a note; a rejection needs one', () => {
    refuses([[create()]], reject('hm', null)[0], 'approval-note-required', undefined, 'hm');
    const { state, last } = run([[create()], reject('hm', 'Salary above band')]);
    expect(last[1]).toMatchObject({ type: 'OfferApprovalRejected', data: { note: 'Salary above band' } });
    expect(state.status).toBe('REQUEST_REJECTED');
  });

  it('refuses an approver out of turn and a second answer from the same approver', () => {
    refuses([[create()]], approve('ceo')[0], 'approval-not-an-approver', undefined, 'ceo');
    refuses([[create()], approve('hm')], approve('hm')[0], 'approval-already-decided', undefined, 'hm');
  });

  it('approves changed terms again (re-approval), keeping the earlier round, and refuses a decision on the old round', () => {
    const { state, last } = run([...approved, [{ type: 'ChangeOfferTerms', data: { senderValues: { candidate_name: 'Salma Haddad', salary_amount: '95,000' }, letter: letter(2) } }]]);
    expect(last.map((e) => e.type)).toEqual(['OfferTermsChanged', 'OfferApprovalRoundStarted']);
    expect(last[1]!.data).toMatchObject({ round: 2, reason: 'TERMS_CHANGED' });
    expect(state).toMatchObject({ status: 'APPROVAL_PENDING', letter: letter(2) });
    expect(() => offerDecider.decide(approve('hm', 1)[0], state, context('hm'))).toThrow();
  });

  it('is sent to the candidate only once approved, with the offer link in the e-mail', () => {
    refuses([[create()]], send[0], 'offer-not-approved', OFFER_MESSAGES.notApproved);
    refuses(approved, { type: 'SendOffer', data: { email: { subject: 'Offer', body: 'no link' } } }, 'offer-email-link-required');
    expect(run(sent).state.status).toBe('PENDING_ON_CANDIDATE');
  });

  it('is signed by the candidate with a signature (their values checked), recording the letter’s hash', () => {
    const { state, last } = run([...sent, sign()]);
    expect(last[0]).toMatchObject({
      type: 'OfferSignedByCandidate',
      data: { letterSha256: 'sha-1', signedFrom: '203.0.113.9', signature: { blobId: 's1', kind: 'DRAWN' } },
    });
    expect(state.status).toBe('CANDIDATE_SIGNED');
  });

  it.each([
    [{ acceptedTerms: false }, 'offer-terms-required'],
    [{ signature: null }, 'offer-signature-required'],
    [{ signature: { ...signature, contentType: 'image/gif' } }, 'offer-signature-invalid'],
    [{ signature: { ...signature, sizeBytes: 200 * 1024 + 1 } }, 'offer-signature-too-large'],
    [{ candidateValues: {} }, 'offer-placeholder-value-required'],
  ])('refuses a signature with %j', (overrides, code) => {
    refuses(sent, sign(overrides)[0], code);
  });

  it('is rejected by the candidate with a reason, or on their behalf with a reason and comments', () => {
    refuses(sent, { type: 'RejectOffer', data: { reason: ' ', comments: null, onBehalf: false } }, 'offer-rejection-reason-required', 'Please enter the reason for rejection');
    const { state } = run([...sent, [{ type: 'RejectOffer', data: { reason: 'Took another offer', comments: 'Called us', onBehalf: true } }]]);
    expect(state).toMatchObject({ status: 'CANDIDATE_REJECTED', rejection: { reason: 'Took another offer', comments: 'Called us', onBehalf: true } });
  });

  it('is recalled, losing the signatures collected, and the candidate is then told so', () => {
    const { state, last } = run([...sent, sign(), [{ type: 'RecallOffer', data: { recallEmail: { subject: 'Offer recalled', body: 'Sorry' } } }]]);
    expect(last[0]).toMatchObject({ type: 'OfferRecalled', data: { signaturesLost: true, recallEmail: { subject: 'Offer recalled' } } });
    expect(state).toMatchObject({ status: 'OFFER_RECALLED', signature: null, signedPdfBlobId: null });
    refuses([...sent, [{ type: 'RecallOffer', data: { recallEmail: null } }]], sign()[0], 'offer-recalled', 'Recruiter has recalled the offer. Please contact the recruiter for more details.');
    refuses(approved, { type: 'RecallOffer', data: { recallEmail: null } }, 'offer-cannot-recall');
  });

  it('is marked as signed, with or without the signed PDF, only while pending on the candidate', () => {
    const { state } = run([...sent, [{ type: 'MarkOfferAsSigned', data: { signedPdfBlobId: 'upload-1' } }]]);
    expect(state).toMatchObject({ status: 'MARKED_AS_SIGNED', signedPdfBlobId: 'upload-1' });
    refuses(approved, { type: 'MarkOfferAsSigned', data: { signedPdfBlobId: null } }, 'offer-not-pending-on-candidate');
  });

  it('records an approval request only for the round and step still waiting', () => {
    const request = (round: number, stepIndex: number): OfferCommand => ({ type: 'RequestOfferApproval', data: { round, stepIndex, approverIds: ['hm'], reminder: 0 } });
    expect(run([[create()], [request(1, 0)]]).last).toEqual([
      { type: 'OfferApprovalRequested', data: { offerId: 'o1', round: 1, stepIndex: 0, approverIds: ['hm'], reminder: 0, label: expect.objectContaining({ jobName: 'Backend Engineer' }) } },
    ]);
    expect(run([[create()], approve('hm'), [request(1, 0)]]).last).toEqual([]);
  });
});
