import type { ApplicationEmailEvent } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';
import { scheduledEmailProcess } from './scheduled-email.process';

const recorded = (event: ApplicationEmailEvent): RecordedEvent => ({
  ...event,
  streamId: 'application-a-1',
  revision: 3,
  position: BigInt(4),
  metadata: {
    eventId: 'e-3',
    companyId: 'company-1',
    actor: { kind: 'user', id: 'user-1', name: 'Rania' },
    commandId: 'c-3',
    correlationId: 'c-3',
    causationId: 'c-3',
    occurredAt: '2026-01-05T09:00:00.000Z',
    schemaVersion: 1,
  },
});

const context = { readStream: async () => [], dayMs: 1000 };

describe('scheduled-email process declaration', () => {
  it('starts one run per scheduled e-mail, findable by job and application, with no personal data in its memo', async () => {
    const steps = await scheduledEmailProcess.on(
      recorded({
        type: 'EmailScheduled',
        data: {
          applicationId: 'a-1',
          candidateId: 'c-1',
          jobId: 'j-1',
          emailId: 'm-1',
          sender: { kind: 'user', id: 'user-1', name: 'Rania' },
          templateId: null,
          confidential: false,
          attachmentFileIds: [],
          sendAt: '2026-01-06T08:00:00.000Z',
          personal: { to: 'layla@example.com', cc: [], bcc: [], subject: 'Secret subject', body: '<p>x</p>', attachmentNames: [] },
        },
      }),
      context,
    );
    expect(steps).toEqual([
      {
        kind: 'start',
        workflowId: 'scheduled-email:m-1',
        args: [{ companyId: 'company-1', applicationId: 'a-1', emailId: 'm-1', sendAt: '2026-01-06T08:00:00.000Z' }],
        searchAttributes: [
          { key: ATS_JOB_ID, value: 'j-1' },
          { key: ATS_APPLICATION_ID, value: 'a-1' },
        ],
        memo: { sendAt: '2026-01-06T08:00:00.000Z', sender: 'Rania' },
      },
    ]);
    expect(JSON.stringify(steps)).not.toContain('Secret subject');
  });

  it('cancels the run when the e-mail is cancelled', async () => {
    const steps = await scheduledEmailProcess.on(
      recorded({ type: 'ScheduledEmailCancelled', data: { applicationId: 'a-1', jobId: 'j-1', emailId: 'm-1', confidential: false } }),
      context,
    );
    expect(steps).toEqual([{ kind: 'cancel', workflowId: 'scheduled-email:m-1' }]);
  });

  it('cancels the runs of the e-mails still waiting when their application is deleted', async () => {
    const scheduled = (emailId: string) =>
      recorded({
        type: 'EmailScheduled',
        data: {
          applicationId: 'a-1',
          candidateId: 'c-1',
          jobId: 'j-1',
          emailId,
          sender: { kind: 'user', id: 'user-1', name: 'Rania' },
          templateId: null,
          confidential: false,
          attachmentFileIds: [],
          sendAt: '2026-01-06T08:00:00.000Z',
          personal: null,
        },
      });
    const stream = [
      scheduled('m-1'),
      scheduled('m-2'),
      scheduled('m-3'),
      recorded({ type: 'ScheduledEmailCancelled', data: { applicationId: 'a-1', jobId: 'j-1', emailId: 'm-2', confidential: false } }),
      recorded({ type: 'EmailFailed', data: { applicationId: 'a-1', jobId: 'j-1', emailId: 'm-3', confidential: false, reason: 'erased' } }),
    ];
    const deleted = {
      ...recorded({ type: 'ScheduledEmailCancelled', data: { applicationId: 'a-1', jobId: 'j-1', emailId: 'm-1', confidential: false } }),
      type: 'ApplicationDeleted',
      data: { applicationId: 'a-1', candidateId: 'c-1', jobId: 'j-1', stageId: 's-1', active: true },
    };
    const steps = await scheduledEmailProcess.on(deleted, { readStream: async () => stream, dayMs: 1000 });
    expect(steps).toEqual([{ kind: 'cancel', workflowId: 'scheduled-email:m-1' }]);
  });
});
