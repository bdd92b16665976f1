import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '@ats/domain/shared';
import { inboxProjection } from './inbox.projection';

/**
 * The inbox is kept from Kafka, where an application's events arrive in order but possibly after the erasure's
 * own scrub: the erasure's event scrubs that application's notifications again, once all before it are written.
 */
describe('inbox and erasure', () => {
  it('handles CandidateErased by scrubbing the application’s notifications, its waiting toasts and owner row', async () => {
    expect(inboxProjection.canHandle.has('CandidateErased')).toBe(true);
    const queries: Array<{ sql: string; parameters: unknown[] }> = [];
    const manager = { query: async (sql: string, parameters: unknown[]) => void queries.push({ sql, parameters }) } as unknown as EntityManager;
    const erased = {
      streamId: 'application-app-1',
      revision: 7,
      position: 70n,
      type: 'CandidateErased',
      data: { applicationId: 'app-1', candidateId: 'cand-1', jobId: 'job-1' },
      metadata: {
        eventId: 'e7',
        companyId: 'company-1',
        actor: { kind: 'user', id: 'u1', name: 'Rania Haddad' },
        commandId: 'c7',
        correlationId: 'c7',
        causationId: 'c7',
        occurredAt: '2026-11-23T10:00:00.000Z',
        schemaVersion: 1,
      },
    } as RecordedEvent;

    await inboxProjection.handle([erased], manager);

    expect(queries.map(({ sql }) => sql.replace(/\s+/g, ' ').trim().split(' ').slice(0, 2).join(' '))).toEqual([
      'UPDATE inbox_notifications',
      'DELETE FROM',
      'UPDATE inbox_application_owners',
    ]);
    expect(queries.every(({ parameters }) => parameters[0] === 'company-1' && JSON.stringify(parameters[1]) === '["app-1"]')).toBe(true);
    expect([queries[0]!.parameters[2], queries[2]!.parameters[2]]).toEqual(['erased', 'erased']);
    expect(queries[1]!.sql).toContain('push_messages');
    expect(queries[0]!.sql).toContain("jsonb_set(redirection_data, '{candidateName}'");
  });
});
