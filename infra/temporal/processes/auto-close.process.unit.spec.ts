import type { JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { autoCloseProcess } from './auto-close.process';

const metadata = (revision: number) => ({
  eventId: `e-${revision}`,
  companyId: 'company-1',
  actor: { kind: 'user' as const, id: 'user-1', name: 'Rania' },
  commandId: `c-${revision}`,
  correlationId: `c-${revision}`,
  causationId: `c-${revision}`,
  occurredAt: '2026-01-05T09:00:00.000Z',
  schemaVersion: 1,
});
const recorded = (events: JobEvent[]): RecordedEvent[] =>
  events.map((event, revision) => ({ ...event, streamId: 'job-j-1', revision, position: BigInt(revision + 1), metadata: metadata(revision) }));
const created: JobEvent = { type: 'JobCreated', data: { jobId: 'j-1', name: 'Backend Engineer', ownerId: 'user-1', stages: [] } };
const dateSet = (autoCloseOn: string | null): JobEvent => ({ type: 'JobAutoCloseDateSet', data: { jobId: 'j-1', autoCloseOn } });

/** What the auto-close declaration asks of Temporal for the last event of a job's stream. */
const stepsFor = async (events: JobEvent[]) => {
  const history = recorded(events);
  return autoCloseProcess.on(history[history.length - 1], { readStream: async () => history, dayMs: 1000 });
};

describe('auto-close process declaration', () => {
  it('starts a run, named by the revision that gave the job its date, with the day as the reminder lead', async () => {
    const [step] = await stepsFor([created, dateSet('2026-02-01T00:00:00.000Z')]);
    expect(step).toMatchObject({
      kind: 'start',
      workflowId: 'auto-close:j-1:1',
      args: [{ companyId: 'company-1', jobId: 'j-1', autoCloseOn: '2026-02-01T00:00:00.000Z', reminderLeadMs: 1000 }],
      memo: { jobName: 'Backend Engineer', autoCloseOn: '2026-02-01T00:00:00.000Z' },
    });
  });

  it('signals the running run when the date moves or is removed', async () => {
    const moved = await stepsFor([created, dateSet('2026-02-01T00:00:00.000Z'), dateSet('2026-03-01T00:00:00.000Z')]);
    expect(moved).toMatchObject([{ kind: 'signal', workflowId: 'auto-close:j-1:1', args: ['2026-03-01T00:00:00.000Z'] }]);
    const removed = await stepsFor([created, dateSet('2026-02-01T00:00:00.000Z'), dateSet(null)]);
    expect(removed).toMatchObject([{ kind: 'signal', workflowId: 'auto-close:j-1:1', args: [null] }]);
  });

  it('tells the run the job ended when it is closed or deleted, and starts a new run for a later date', async () => {
    const closed: JobEvent = { type: 'JobClosed', data: { jobId: 'j-1', reason: 'MANUAL' } };
    expect(await stepsFor([created, dateSet('2026-02-01T00:00:00.000Z'), closed])).toMatchObject([
      { kind: 'signal', workflowId: 'auto-close:j-1:1', args: [] },
    ]);
    expect(await stepsFor([created, dateSet('2026-02-01T00:00:00.000Z'), closed, dateSet('2026-04-01T00:00:00.000Z')])).toMatchObject([
      { kind: 'start', workflowId: 'auto-close:j-1:3' },
    ]);
    expect(await stepsFor([created, closed])).toEqual([]);
  });
});
