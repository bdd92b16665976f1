import type { RecordedEvent } from '@ats/domain/shared';
import type { OfferEvent } from '@ats/domain/offers';
import { evolveOfferRow } from './offers.projector';

const recorded = (event: OfferEvent, revision: number): RecordedEvent & OfferEvent =>
  ({
    ...event,
    revision,
    metadata: { companyId: 'c1', occurredAt: `2026-11-24T10:0${revision}:00.000Z` },
  }) as unknown as RecordedEvent & OfferEvent;

const label = { jobName: 'Backend', jobId: 'j1', applicationId: 'a1', createdById: 'u1' };
const created = recorded(
  {
    type: 'OfferCreated',
    data: {
      offerId: 'o1',
      applicationId: 'a1',
      jobId: 'j1',
      templateId: 't1',
      templateName: 'Standard',
      requisitionId: null,
      placeholders: [],
      letter: { docxBlobId: 'd', pdfBlobId: 'p', sha256: 's', fileName: 'Standard.pdf' },
      approvalFlow: null,
      label,
    },
  },
  0,
);

describe('offers read model', () => {
  it('follows the offer’s status and when it was sent', () => {
    let row = evolveOfferRow(undefined, created);
    row = evolveOfferRow(row, recorded({ type: 'OfferSentToCandidate', data: { offerId: 'o1', email: { subject: 's', body: 'b' }, label } } as OfferEvent, 1));
    expect(row).toMatchObject({ status: 'PENDING_ON_CANDIDATE', jobName: 'Backend', revision: 1 });
    expect(row?.sentAt?.toISOString()).toBe('2026-11-24T10:01:00.000Z');
    row = evolveOfferRow(row, recorded({ type: 'OfferRecalled', data: { offerId: 'o1', recallEmail: null, signaturesLost: false, label } }, 2));
    expect(row?.status).toBe('OFFER_RECALLED');
  });

  it('keeps the pending round’s approvers until the round ends (they cannot be deleted as team members meanwhile)', () => {
    const flow = { steps: [{ approverIds: ['ap1', 'ap2'], rule: { kind: 'ALL' as const } }, { approverIds: ['ap2', 'ap3'], rule: { kind: 'ALL' as const } }], reminderEveryDays: 2 };
    let row = evolveOfferRow(undefined, created);
    expect(row?.pendingApproverIds).toEqual([]);
    row = evolveOfferRow(row, recorded({ type: 'OfferApprovalRoundStarted', data: { offerId: 'o1', jobId: 'j1', applicationId: 'a1', round: 1, flow, reason: 'SUBMITTED' } } as OfferEvent, 1));
    expect(row?.pendingApproverIds).toEqual(['ap1', 'ap2', 'ap3']);
    row = evolveOfferRow(row, recorded({ type: 'OfferApprovalDecided', data: { offerId: 'o1' } } as unknown as OfferEvent, 2));
    expect(row?.pendingApproverIds).toEqual(['ap1', 'ap2', 'ap3']);
    row = evolveOfferRow(row, recorded({ type: 'OfferApprovalRejected', data: { offerId: 'o1', round: 1, note: 'No', label } } as unknown as OfferEvent, 3));
    expect(row).toMatchObject({ status: 'REQUEST_REJECTED', pendingApproverIds: [] });
  });

  it('skips an OfferCreated without its application or label instead of failing on it', () => {
    const bare = recorded({ type: 'OfferCreated', data: { offerId: 'o2', requisitionId: 'r1' } } as unknown as OfferEvent, 0);
    expect(evolveOfferRow(undefined, bare)).toBeUndefined();
  });
});
