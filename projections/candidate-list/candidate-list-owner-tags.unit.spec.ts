import type { ApplicationEvent } from '@ats/domain/applications';
import type { EventMetadata, RecordedEvent } from '@ats/domain/shared';
import { evolveRow } from './candidate-list.projector';
import type { CandidateListRowEntity } from './candidate-list-row.entity';

const recorded = (revision: number, event: ApplicationEvent, occurredAt: string) =>
  ({
    streamId: 'application-app-1',
    revision,
    position: BigInt(revision + 1),
    ...event,
    metadata: { companyId: 'co-1', occurredAt, actor: { kind: 'user', id: 'u1', name: 'Rania Haddad' } } as unknown as EventMetadata,
  }) as RecordedEvent & ApplicationEvent;

/** What a rebuild from the log gives: the owner and tags of the last change, and its time as the last activity. */
describe('candidate list row: owner and tags', () => {
  test('follows owner and tag changes in order', () => {
    const events = [
      recorded(0, {
        type: 'CandidateAddedToJob',
        data: {
          applicationId: 'app-1',
          candidateId: 'c-1',
          jobId: 'j-1',
          jobName: 'Backend Engineer',
          stageId: 's0',
          stageName: 'Sourced',
          origin: 'sourced',
          source: null,
          ownerId: 'u1',
          ownerName: 'Rania Haddad',
          personal: { firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.com', phone: null },
        },
      }, '2026-01-01T00:00:00.000Z'),
      recorded(1, {
        type: 'ApplicationOwnerChanged',
        data: { applicationId: 'app-1', jobId: 'j-1', fromOwnerId: 'u1', toOwnerId: 'u2', toOwnerName: 'Omar Saleh' },
      }, '2026-01-02T00:00:00.000Z'),
      recorded(2, {
        type: 'ApplicationTagsChanged',
        data: { applicationId: 'app-1', jobId: 'j-1', added: ['Java', 'Remote'], removed: [], tags: ['Java', 'Remote'] },
      }, '2026-01-03T00:00:00.000Z'),
      recorded(3, {
        type: 'ApplicationTagsChanged',
        data: { applicationId: 'app-1', jobId: 'j-1', added: [], removed: ['Remote'], tags: ['Java'] },
      }, '2026-01-04T00:00:00.000Z'),
    ];
    const row = events.reduce<CandidateListRowEntity | undefined>((current, event) => evolveRow(current, event) ?? undefined, undefined);
    expect(row).toMatchObject({
      ownerId: 'u2',
      ownerName: 'Omar Saleh',
      tags: ['Java'],
      revision: 3,
      lastActivityAt: new Date('2026-01-04T00:00:00.000Z'),
    });
    expect(events.slice(0, 1).reduce<CandidateListRowEntity | undefined>((current, event) => evolveRow(current, event) ?? undefined, undefined)?.tags).toEqual([]);
  });
});
