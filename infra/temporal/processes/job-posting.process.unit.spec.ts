import type { JobPostingEvent } from '@ats/domain/job-postings';
import type { RecordedEvent } from '@ats/domain/shared';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import { jobPostingProcess, postingRetry } from './job-posting.process';
import { jobPostingsWithdrawalProcess } from './job-postings-withdrawal.process';

const ref = { postingId: 'p-1', jobId: 'j-1', board: 'aggregator', tier: 'BASIC' } as const;
const recorded = (events: JobPostingEvent[]): RecordedEvent[] => recordedOn('jobpostings-j-1', events);
const stepsFor = async (events: JobPostingEvent[]) => {
  const history = recorded(events);
  return jobPostingProcess.on(history[history.length - 1], { readStream: async () => history, dayMs: 86_400_000 });
};

describe('job posting process declaration', () => {
  it('starts one run per attempt with the retry policy in days', async () => {
    expect(await stepsFor([{ type: 'JobPostingRequested', data: { ...ref, attempt: 1 } }])).toMatchObject([
      {
        kind: 'start',
        workflowId: 'job-posting:p-1:1',
        args: [{ companyId: 'company-1', jobId: 'j-1', postingId: 'p-1', attempt: 1, retry: { initialIntervalMs: 60_000, maximumIntervalMs: 3_600_000, maximumAttempts: 5 } }],
        memo: { board: 'aggregator', tier: 'BASIC', attempt: 1 },
      },
    ]);
    expect(postingRetry(1000)).toEqual({ initialIntervalMs: 100, maximumIntervalMs: 100, maximumAttempts: 5 });
  });

  it('cancels the run of a posting closed while pending, and nothing once the board answered', async () => {
    const requested: JobPostingEvent = { type: 'JobPostingRequested', data: { ...ref, attempt: 1 } };
    const reposted: JobPostingEvent = { type: 'JobPostingReposted', data: { ...ref, attempt: 2 } };
    const failed: JobPostingEvent = { type: 'JobPostingFailed', data: { ...ref, attempt: 1, reason: 'Down', jobOwnerId: null, jobName: 'X' } };
    expect(await stepsFor([requested, failed, reposted, { type: 'JobPostingClosed', data: ref }])).toEqual([
      { kind: 'cancel', workflowId: 'job-posting:p-1:2' },
    ]);
    expect(await stepsFor([requested, failed, { type: 'JobPostingMarkedClosed', data: ref }])).toEqual([]);
  });
});

describe('job postings withdrawal declaration', () => {
  const jobEvent = (type: 'JobClosed' | 'JobPublicationChanged', careerPage = false) =>
    ({
      type,
      data: type === 'JobClosed' ? { jobId: 'j-1', reason: 'MANUAL' } : { jobId: 'j-1', publication: { careerPage, employeePortal: true, confidential: false, allowEmployeeReferrals: false, allowEmployeesToAddToTalentPool: false } },
      streamId: 'job-j-1',
      revision: 7,
      position: 20n,
      metadata: recorded([{ type: 'JobPostingClosed', data: ref }])[0].metadata,
    }) as RecordedEvent;
  const withPostings = (events: JobPostingEvent[]) => ({ readStream: async () => recorded(events), dayMs: 1000 });

  it('starts a withdrawal when a job with live postings leaves the career page', async () => {
    const live = withPostings([{ type: 'JobPostingRequested', data: { ...ref, attempt: 1 } }]);
    expect(await jobPostingsWithdrawalProcess.on(jobEvent('JobClosed'), live)).toMatchObject([
      { kind: 'start', workflowId: 'withdraw-job-postings:j-1:7', args: [{ companyId: 'company-1', jobId: 'j-1' }] },
    ]);
    expect(await jobPostingsWithdrawalProcess.on(jobEvent('JobPublicationChanged', true), live)).toEqual([]);
    const none = withPostings([{ type: 'JobPostingRequested', data: { ...ref, attempt: 1 } }, { type: 'JobPostingClosed', data: ref }]);
    expect(await jobPostingsWithdrawalProcess.on(jobEvent('JobPublicationChanged'), none)).toEqual([]);
  });
});
