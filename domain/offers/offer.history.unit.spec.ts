import { describeOfferEvent } from './offer.history';

const label = { jobName: 'Backend', jobId: 'j1', applicationId: 'a1', createdById: 'u1' };

describe('an offer event on its application’s timeline', () => {
  it('says who did what, with the template and the approver’s answer and note', () => {
    const decided = describeOfferEvent(
      {
        type: 'OfferApprovalDecided',
        data: { offerId: 'o1', round: 2, stepIndex: 0, approverId: 'u2', approverName: 'Faris', decision: 'REJECTED', note: 'Over budget', channel: 'INBOX' },
      },
      'Standard offer',
      'Faris',
    );
    expect(decided).toEqual({
      summary: 'Faris answered the offer approval (rejected) — Standard offer: Over budget',
      details: { type: 'OfferEvent', offerEvent: 'OfferApprovalDecided', offerId: 'o1', templateName: 'Standard offer', round: 2, decision: 'REJECTED', note: 'Over budget', onBehalf: false },
    });
  });

  it('names the candidate for their own answer, and the recruiter for one on their behalf with the reason and comments', () => {
    const own = describeOfferEvent({ type: 'OfferRejectedByCandidate', data: { offerId: 'o1', reason: 'Salary', comments: null, onBehalf: false, label } }, 'Standard offer', 'Salma');
    expect(own?.summary).toBe('The candidate rejected the offer — Standard offer: Salary');
    const onBehalf = describeOfferEvent({ type: 'OfferRejectedByCandidate', data: { offerId: 'o1', reason: 'Salary', comments: 'Took another offer', onBehalf: true, label } }, 'Standard offer', 'Rania');
    expect(onBehalf?.summary).toBe('Rania rejected the offer — Standard offer: Salary — Took another offer');
    expect(onBehalf?.details).toMatchObject({ onBehalf: true, note: 'Salary — Took another offer' });
  });

  it('leaves out the workflow’s asks and reminders, and events of other streams', () => {
    expect(describeOfferEvent({ type: 'OfferApprovalRequested', data: { offerId: 'o1', round: 1, stepIndex: 0, approverIds: [], reminder: 0, label } }, 'T', 'x')).toBeNull();
    expect(describeOfferEvent({ type: 'CandidateAddedToJob', data: {} }, 'T', 'x')).toBeNull();
  });
});
