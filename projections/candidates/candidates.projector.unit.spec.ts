import type { CandidateEvent } from '@ats/domain/candidates';
import type { CandidateAddedToJob } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';
import { evolveCandidateRow } from './candidates.projector';

let revision = 0;
const recorded = <E extends CandidateEvent | CandidateAddedToJob>(event: E): RecordedEvent & E =>
  ({
    ...event,
    streamId: 'x',
    revision: revision++,
    position: BigInt(revision),
    metadata: { companyId: 'company-1', occurredAt: '2026-01-05T09:00:00.000Z' },
  }) as unknown as RecordedEvent & E;

const personal = { firstName: 'Lea', lastName: 'Moreau', email: 'lea@example.org', phone: '+33 612 345 678' };
const added = (candidateId: string, details: typeof personal | null = personal): CandidateAddedToJob => ({
  type: 'CandidateAddedToJob',
  data: {
    applicationId: `app-of-${candidateId}`,
    candidateId,
    jobId: 'job-1',
    jobName: 'Engineer',
    stageId: 's1',
    stageName: 'Sourced',
    origin: 'sourced',
    source: null,
    ownerId: 'u1',
    ownerName: 'Rania',
    personal: details,
  },
});
const details = {
  firstName: 'Léa',
  lastName: 'Moreau',
  emails: [
    { email: 'lea@example.org', primary: true },
    { email: 'Lea.Work@example.org', primary: false },
  ],
  phones: ['+33 612 345 678'],
  links: [{ kind: 'portfolio' as const, url: 'https://lea.design' }],
  gender: 'Female' as const,
  nationality: 'FR',
  countryOfResidence: 'AE',
};

describe('candidates read model', () => {
  it('seeds a candidate from their first application only, and the stream’s events take over (ADR 0016)', () => {
    const seeded = evolveCandidateRow(undefined, recorded(added('c-1')))!;
    expect(seeded).toMatchObject({ candidateId: 'c-1', firstName: 'Lea', emails: [{ email: 'lea@example.org', primary: true }], emailKeys: ['lea@example.org'], revision: -1 });
    expect(evolveCandidateRow(seeded, recorded(added('c-1', { ...personal, firstName: 'Other' })))).toBeUndefined();
    const edited = evolveCandidateRow(
      seeded,
      recorded({ type: 'CandidateDetailsEdited', data: { candidateId: 'c-1', changed: ['name'], referredBy: { id: 'u2', name: 'Omar' }, sourcedBy: null, personal: details } }),
    )!;
    expect(edited).toMatchObject({ firstName: 'Léa', emailKeys: ['lea@example.org', 'lea.work@example.org'], referredById: 'u2', referredByName: 'Omar', gender: 'Female' });
  });

  it('marks a merged candidate and blanks an erased one', () => {
    const seeded = evolveCandidateRow(undefined, recorded(added('c-2')))!;
    const merged = evolveCandidateRow(seeded, recorded({ type: 'CandidateMergedInto', data: { candidateId: 'c-2', intoCandidateId: 'c-1', applicationIds: ['app-of-c-2'] } }))!;
    expect(merged.mergedInto).toBe('c-1');
    const erased = evolveCandidateRow(merged, recorded({ type: 'CandidatePersonalDataErased', data: { candidateId: 'c-2' } }))!;
    expect(erased).toMatchObject({ firstName: 'erased', lastName: '', emails: [], emailKeys: [], phones: [], links: [], erased: true, mergedInto: 'c-1' });
  });

  it('reads an event whose personal part is gone (erased key) as erased details', () => {
    const row = evolveCandidateRow(undefined, recorded(added('c-3', null)))!;
    expect(row).toMatchObject({ firstName: 'erased', emails: [], erased: true });
  });
});
