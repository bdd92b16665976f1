import { buildPipeline, DEFAULT_STAGE_NAMES } from '../jobs';
import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { JobSnapshot } from './application.commands';
import { applicationDecider } from './application.decider';
import { candidateAddedToJob } from './application.fixtures';
import type { ApplicationArchived, ApplicationMovedToStage } from './application.events';
import { describeApplicationEvent } from './history';

const stages = buildPipeline(DEFAULT_STAGE_NAMES.map((name, index) => ({ id: `s${index}`, name })));
const job: JobSnapshot = { jobId: 'job-1', name: 'Backend Engineer', status: 'PUBLISHED', stages };
const automation = { kind: 'automation' as const, id: 'wf', name: 'wf' };
const spec = deciderSpecification(applicationDecider, testContext({ actor: automation }));
const added = candidateAddedToJob({ stageId: 's1', stageName: stages[1]!.name });

const underQualified = {
  type: 'ArchiveUnderQualifiedApplication',
  data: { stageId: 's1', archivalReasonId: 'r-nq', reason: 'Not qualified', workflowId: 'wf', taskId: 't1', taskType: 'SHORTLISTING_QUESTIONS' },
} as const;
const progress = { type: 'ProgressQualifiedApplication', data: { job, fromStageId: 's1', toStageId: 's2' } } as const;
const archived: ApplicationArchived = {
  type: 'ApplicationArchived',
  data: { applicationId: 'app-1', jobId: 'job-1', stageId: 's1', stageName: stages[1]!.name, archivalReasonId: 'r', reason: 'x', sendRejectionEmail: false, automation: null },
};
const moved: ApplicationMovedToStage = {
  type: 'ApplicationMovedToStage',
  data: { applicationId: 'app-1', jobId: 'job-1', fromStageId: 's1', fromStageName: stages[1]!.name, toStageId: 's3', toStageName: stages[3]!.name, direction: 'FORWARD' },
};

describe('application decider: the qualification automations (02 §3.5)', () => {
  it('archives an under-qualified candidate still in the stage, naming the workflow and the task', () => {
    spec.given([added]).when(underQualified).then([
      {
        type: 'ApplicationArchived',
        data: {
          applicationId: 'app-1',
          jobId: 'job-1',
          stageId: 's1',
          stageName: stages[1]!.name,
          archivalReasonId: 'r-nq',
          reason: 'Not qualified',
          sendRejectionEmail: false,
          automation: { process: 'auto-archive-under-qualified', workflowId: 'wf', taskId: 't1', taskType: 'SHORTLISTING_QUESTIONS' },
        },
      },
    ]);
  });

  it('does nothing once the candidate left the stage or was archived (a retry or a race)', () => {
    spec.given([added, moved]).when(underQualified).thenNothingHappens();
    spec.given([added, archived]).when(underQualified).thenNothingHappens();
    spec.given([added, moved]).when(progress).thenNothingHappens();
    spec.given([added, archived]).when(progress).thenNothingHappens();
  });

  it('progresses a qualified candidate to the next stage', () => {
    spec.given([added]).when(progress).then([
      {
        type: 'ApplicationMovedToStage',
        data: { applicationId: 'app-1', jobId: 'job-1', fromStageId: 's1', fromStageName: stages[1]!.name, toStageId: 's2', toStageName: stages[2]!.name, direction: 'FORWARD' },
      },
    ]);
  });

  it('says on the timeline why the automation archived', () => {
    const [event] = applicationDecider.decide(underQualified, applicationDecider.evolve(applicationDecider.initialState(), added), testContext({ actor: automation }));
    expect(describeApplicationEvent(event as ApplicationArchived, automation, { canSeeConfidential: false }).summary).toContain('as under-qualified by a candidate task');
  });
});
