import type { ApplicationEvent } from '@ats/domain/applications';
import { candidateAddedToJob } from '@ats/domain/applications/application.fixtures';
import { bulkItemCommandId, type BulkActionRequested } from '@ats/domain/bulk-actions';
import { buildPipeline, DEFAULT_STAGE_NAMES, noAutomations, type JobEvent } from '@ats/domain/jobs';
import type { RecordedEvent } from '@ats/domain/shared';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import { stageInvitationProcess } from './stage-invitation.process';

const stages = buildPipeline(DEFAULT_STAGE_NAMES.map((name, index) => ({ id: `s${index}`, name })));
const [sourced, , invites, plain] = stages as [(typeof stages)[number], (typeof stages)[number], (typeof stages)[number], (typeof stages)[number]];

const jobStream: RecordedEvent[] = recordedOn('job-job-1', [
  { type: 'JobCreated', data: { jobId: 'job-1', name: 'Backend Engineer', ownerId: 'user-1', stages } },
  { type: 'StageAutomationsConfigured', data: { jobId: 'job-1', stageId: invites.id, stageName: invites.name, automations: { ...noAutomations(), invitationEmail: true } } },
] satisfies JobEvent[]);

const movedTo = (stage: { id: string; name: string }): ApplicationEvent => ({
  type: 'ApplicationMovedToStage',
  data: { applicationId: 'app-1', jobId: 'job-1', fromStageId: sourced.id, fromStageName: sourced.name, toStageId: stage.id, toStageName: stage.name, direction: 'FORWARD' },
});

const BULK_ID = '0f3a6c1e-2b4d-4e5f-8a9b-1c2d3e4f5a6b';
const APPLICATION_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const bulkRequested = (kind: BulkActionRequested['data']['kind'], parameters: Record<string, unknown>): RecordedEvent[] =>
  recordedOn(`bulk-action-${BULK_ID}`, [
    {
      type: 'BulkActionRequested',
      data: {
        bulkActionId: BULK_ID,
        kind,
        applicationIds: [APPLICATION_ID],
        parameters,
        requester: { userId: 'user-1', name: 'Rania', roles: [], permissions: [], companyPermissions: [], collaboratorPermissions: [] },
        undoOf: kind === 'undo' ? '11111111-2222-4333-8444-555555555555' : null,
      },
    } satisfies BulkActionRequested,
  ]);

/** The steps the declaration asks for the last of `events` on the application's stream, its command id `commandId` if given. */
const stepsFor = async (events: ApplicationEvent[], options: { commandId?: string; bulk?: RecordedEvent[] } = {}) => {
  const history = recordedOn('application-app-1', events);
  const last = history.at(-1)!;
  if (options.commandId) last.metadata = { ...last.metadata, commandId: options.commandId };
  const streams = new Map<string, RecordedEvent[]>([
    ['application-app-1', history],
    ['job-job-1', jobStream],
    [`bulk-action-${BULK_ID}`, options.bulk ?? []],
  ]);
  return stageInvitationProcess.on(last, { readStream: async (stream) => streams.get(stream) ?? [], dayMs: 1000 });
};

describe('stage-invitation process declaration (02 §3.5 invitation e-mail)', () => {
  it('starts stage-invitation:<application>:<stage>:<revision> for a move into a stage that sends the invitation, findable by job and application', async () => {
    expect(await stepsFor([candidateAddedToJob(), movedTo(invites)])).toEqual([
      {
        kind: 'start',
        workflowId: `stage-invitation:app-1:${invites.id}:1`,
        args: [{ companyId: 'company-1', applicationId: 'app-1', jobId: 'job-1', stageId: invites.id, enteredRevision: 1, actor: { kind: 'user', id: 'user-1', name: 'Rania' } }],
        searchAttributes: [
          { key: expect.objectContaining({ name: 'AtsJobId' }), value: 'job-1' },
          { key: expect.objectContaining({ name: 'AtsApplicationId' }), value: 'app-1' },
        ],
        memo: { stageName: invites.name, jobName: 'Backend Engineer' },
      },
    ]);
  });

  it('starts one per arrival: entering the stage again is another run', async () => {
    const [again] = await stepsFor([candidateAddedToJob(), movedTo(invites), movedTo(plain), movedTo(invites)]);
    expect(again).toMatchObject({ kind: 'start', workflowId: `stage-invitation:app-1:${invites.id}:3` });
  });

  it('starts nothing for a stage whose automation does not send one, nor for a job it cannot read', async () => {
    expect(await stepsFor([candidateAddedToJob(), movedTo(plain)])).toEqual([]);
    expect(await stepsFor([candidateAddedToJob({ jobId: 'job-2', stageId: invites.id })])).toEqual([]);
  });

  it('starts one for an application added to a job, or moved to another job, in a stage that sends it', async () => {
    expect(await stepsFor([candidateAddedToJob({ stageId: invites.id, stageName: invites.name })])).toMatchObject([
      { kind: 'start', workflowId: `stage-invitation:app-1:${invites.id}:0` },
    ]);
    const movedToJob: ApplicationEvent = {
      type: 'ApplicationMovedToJob',
      data: {
        applicationId: 'app-1',
        fromJobId: 'job-0',
        fromJobName: 'Old Job',
        fromStageId: 'x',
        fromStageName: 'X',
        jobId: 'job-1',
        jobName: 'Backend Engineer',
        toStageId: invites.id,
        toStageName: invites.name,
      },
    };
    expect(await stepsFor([candidateAddedToJob({ jobId: 'job-0' }), movedToJob])).toMatchObject([{ kind: 'start', workflowId: `stage-invitation:app-1:${invites.id}:1` }]);
  });

  it('starts one when the job restages a waiting application into such a stage, none for an archived one', async () => {
    const restaged = (active: boolean): ApplicationEvent => ({
      type: 'ApplicationRestaged',
      data: { applicationId: 'app-1', jobId: 'job-1', fromStageId: plain.id, fromStageName: plain.name, toStageId: invites.id, toStageName: invites.name, cause: 'STAGE_DELETED', active },
    });
    expect(await stepsFor([candidateAddedToJob(), restaged(true)])).toMatchObject([{ kind: 'start', workflowId: `stage-invitation:app-1:${invites.id}:1` }]);
    expect(await stepsFor([candidateAddedToJob(), restaged(false)])).toEqual([]);
  });

  it('follows a bulk progress’s choice: sent unless the user chose not to; an undo’s moves back send none', async () => {
    const commandId = bulkItemCommandId(BULK_ID, APPLICATION_ID);
    const progress = (parameters: Record<string, unknown>) => bulkRequested('progress-stage-change', { stageId: invites.id, ...parameters });
    expect(await stepsFor([candidateAddedToJob(), movedTo(invites)], { commandId, bulk: progress({ sendInvitationEmail: true }) })).toHaveLength(1);
    expect(await stepsFor([candidateAddedToJob(), movedTo(invites)], { commandId, bulk: progress({ sendInvitationEmail: false }) })).toEqual([]);
    expect(await stepsFor([candidateAddedToJob(), movedTo(invites)], { commandId, bulk: bulkRequested('undo', {}) })).toEqual([]);
  });
});
