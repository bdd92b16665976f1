import { recordedOn } from '@ats/domain/testing/recorded-events';
import type { RecordedEvent } from '@ats/domain/shared';
import { isOfferNotice, offerNotificationRows, type OfferNoticeEvent } from './offer-notifications';

// recordedOn's actor is user-1 (Rania).
const label = { jobName: 'Backend Engineer', jobId: 'job-1', applicationId: 'app-1', createdById: 'maker' };
const application = { ownerId: 'owner', candidateName: 'Lina Haddad' };

const notice = (type: OfferNoticeEvent['type'], data: Record<string, unknown>): RecordedEvent & OfferNoticeEvent => {
  const [event] = recordedOn('offer-o1', [{ type, data: { offerId: 'o1', label, ...data } }]);
  if (!isOfferNotice(event!)) throw new Error(`${type} is not an offer notice`);
  return event;
};

const told = (event: RecordedEvent & OfferNoticeEvent, known = application) =>
  offerNotificationRows(event, known).map((row) => ({ userId: row.userId, type: row.type, title: row.title }));

describe('offer notifications (spec 01 §3.8 offers)', () => {
  it('asks each approver of the step but the actor, and links the offer and its application', () => {
    const event = notice('OfferApprovalRequested', { round: 1, stepIndex: 0, approverIds: ['ap1', 'ap2', 'user-1'], reminder: 0 });
    expect(told(event)).toEqual([
      { userId: 'ap1', type: 'OFFER_APPROVAL_REQUEST', title: 'The offer to Lina Haddad for Backend Engineer is waiting for your approval' },
      { userId: 'ap2', type: 'OFFER_APPROVAL_REQUEST', title: 'The offer to Lina Haddad for Backend Engineer is waiting for your approval' },
    ]);
    const [row] = offerNotificationRows(event, application);
    expect(row).toMatchObject({
      jobApplicationId: 'app-1',
      jobRoleId: 'job-1',
      candidateName: 'Lina Haddad',
      roleName: 'Backend Engineer',
      redirectionData: { offerSentId: 'o1', jobApplicationId: 'app-1', jobRoleId: 'job-1', candidateName: 'Lina Haddad', actorName: 'Rania' },
    });
    const reminder = notice('OfferApprovalRequested', { round: 1, stepIndex: 0, approverIds: ['ap1'], reminder: 2 });
    expect(told(reminder)[0]!.title).toMatch(/^Reminder: The offer to Lina Haddad/);
  });

  it('tells whoever made the offer that it was approved or rejected, never the actor', () => {
    expect(told(notice('OfferApproved', { round: 1 }))).toEqual([
      { userId: 'maker', type: 'OFFER_APPROVAL_APPROVED', title: 'The offer to Lina Haddad for Backend Engineer was approved' },
    ]);
    expect(told(notice('OfferApprovalRejected', { round: 1, note: 'Too high' }))).toEqual([
      { userId: 'maker', type: 'OFFER_APPROVAL_REJECTED', title: 'Rania rejected the offer to Lina Haddad for Backend Engineer' },
    ]);
    const ownOffer = notice('OfferApproved', { round: 1, label: { ...label, createdById: 'user-1' } });
    expect(told(ownOffer)).toEqual([]);
  });

  it('tells the maker and the candidate’s owner once each of sending, signing and rejection', () => {
    expect(told(notice('OfferSentToCandidate', { email: { subject: 's', body: 'b' } })).map((row) => [row.userId, row.type])).toEqual([
      ['maker', 'OFFER_SENT'],
      ['owner', 'OFFER_SENT'],
    ]);
    const signed = notice('OfferSignedByCandidate', { signedPdfBlobId: 'b', letterSha256: 'x', signedFrom: null, signature: {} });
    expect(told(signed, { ownerId: 'maker', candidateName: 'Lina Haddad' })).toEqual([
      { userId: 'maker', type: 'OFFER_ACCEPTED', title: 'Lina Haddad signed the offer for Backend Engineer' },
    ]);
    const onBehalf = notice('OfferRejectedByCandidate', { reason: 'Salary', comments: null, onBehalf: true });
    expect(told(onBehalf)[0]).toEqual({
      userId: 'maker',
      type: 'OFFER_REJECTED',
      title: "Rania rejected the offer to Lina Haddad for Backend Engineer on the candidate's behalf",
    });
  });

  it('names no candidate when the inbox does not know the application, and skips other offer events', () => {
    const [row] = offerNotificationRows(notice('OfferApproved', { round: 1 }), undefined);
    expect(row).toMatchObject({ candidateName: null, title: 'The offer for Backend Engineer was approved' });
    expect(row!.redirectionData).not.toHaveProperty('candidateName');
    const [recalled] = recordedOn('offer-o1', [{ type: 'OfferRecalled', data: { offerId: 'o1', label } }]);
    expect(isOfferNotice(recalled!)).toBe(false);
    // a bare event (no label) tells nobody instead of failing the consumer's batch
    const [bare] = recordedOn('offer-o2', [{ type: 'OfferApproved', data: { offerId: 'o2', round: 1 } }]);
    expect(isOfferNotice(bare!)).toBe(false);
  });
});
