import type { ApplicationEvent } from '@ats/domain/applications';
import { candidateAddedToJob } from '@ats/domain/applications/application.fixtures';
import type { RecordedEvent } from '@ats/domain/shared';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import { rejectionEmailProcess } from './rejection-email.process';

const recorded = (events: ApplicationEvent[]): RecordedEvent[] => recordedOn('application-app-1', events);

const archived = (automated: boolean): ApplicationEvent => ({
  type: 'ApplicationArchived',
  data: {
    applicationId: 'app-1',
    jobId: 'job-1',
    stageId: 's0',
    stageName: 'Sourced',
    archivalReasonId: 'r1',
    reason: 'Unresponsive',
    sendRejectionEmail: false,
    automation: automated ? { process: 'auto-archive', workflowId: 'auto-archive:app-1:s0:0', afterDays: 3 } : null,
  },
});
const unarchived: ApplicationEvent = { type: 'ApplicationUnarchived', data: { applicationId: 'app-1', jobId: 'job-1', stageId: 's0', stageName: 'Sourced' } };
const deleted: ApplicationEvent = { type: 'ApplicationDeleted', data: { applicationId: 'app-1', candidateId: 'cand-1', jobId: 'job-1', stageId: 's0', active: false } };

/** What the declaration asks of Temporal for the last event of the application's stream. */
const stepsFor = async (events: ApplicationEvent[], jobStream: RecordedEvent[] = []) => {
  const history = recorded(events);
  return rejectionEmailProcess.on(history[history.length - 1], {
    readStream: async (stream) => (stream === 'application-app-1' ? history : jobStream),
    dayMs: 1000,
  });
};

describe('rejection-email process declaration', () => {
  it('cancels the run that followed the automated archive when the application is unarchived or deleted', async () => {
    expect(await stepsFor([candidateAddedToJob(), archived(true), unarchived])).toEqual([{ kind: 'cancel', workflowId: 'rejection-email:app-1:1' }]);
    expect(await stepsFor([candidateAddedToJob(), archived(true), deleted])).toEqual([{ kind: 'cancel', workflowId: 'rejection-email:app-1:1' }]);
  });

  it('starts nothing for a person’s archive, and has nothing to cancel after one', async () => {
    expect(await stepsFor([candidateAddedToJob(), archived(false)])).toEqual([]);
    expect(await stepsFor([candidateAddedToJob(), archived(false), unarchived])).toEqual([]);
  });

  it('starts nothing when the job’s stage has no rejection e-mail (or the job cannot be read)', async () => {
    expect(await stepsFor([candidateAddedToJob(), archived(true)])).toEqual([]);
  });
});
