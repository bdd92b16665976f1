import { deciderSpecification, testContext } from '../testing/decider-specification';
import { jobDecider } from './job.decider';
import type { JobCreated } from './job.events';
import { buildPipeline, pipelineStageNames, DEFAULT_STAGE_NAMES } from './pipeline';

const spec = deciderSpecification(jobDecider, testContext());
const stages = DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }));
const created: JobCreated = {
  type: 'JobCreated',
  data: { jobId: 'job-1', name: 'Backend Engineer', ownerId: 'user-1', stages: buildPipeline(stages) },
};

describe('job decider', () => {
  it('creates a draft job with the locked stages marked', () => {
    spec
      .given([])
      .when({ type: 'CreateJob', data: { jobId: 'job-1', name: ' Backend Engineer ', ownerId: 'user-1', stages } })
      .then([created]);
    expect(created.data.stages.filter((s) => s.locked).map((s) => s.kind)).toEqual(['SOURCED', 'APPLICATION', 'HIRED']);
  });

  it('refuses a job without a title', () => {
    spec
      .given([])
      .when({ type: 'CreateJob', data: { jobId: 'job-1', name: '  ', ownerId: 'user-1', stages } })
      .thenRefuses('job-title-required', 'Please enter job title');
  });

  it('refuses duplicate stage names', () => {
    const duplicate = [...stages.slice(0, 3), { id: 'x', name: 'screening' }, ...stages.slice(3)];
    spec
      .given([])
      .when({ type: 'CreateJob', data: { jobId: 'job-1', name: 'Job', ownerId: 'user-1', stages: duplicate } })
      .thenRefuses('stage-name-taken', 'Stage name already exists. Please input a different name.');
  });

  it('refuses a pipeline without its locked stages in place', () => {
    spec
      .given([])
      .when({ type: 'CreateJob', data: { jobId: 'job-1', name: 'Job', ownerId: 'user-1', stages: stages.slice(0, 5) } })
      .thenRefuses('locked-stages-missing');
  });

  it('publishes a draft job', () => {
    spec.given([created]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).then([
      { type: 'JobPublished', data: { jobId: 'job-1' } },
    ]);
  });

  it('refuses to publish a job without an owner', () => {
    const ownerless: JobCreated = { ...created, data: { ...created.data, ownerId: '' } };
    spec
      .given([ownerless])
      .when({ type: 'PublishJob', data: { jobId: 'job-1' } })
      .thenRefuses('job-owner-missing', 'Your job does not have any job owners. Please add a job owner.');
  });

  it('refuses to publish an unknown job', () => {
    spec.given([]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).thenRefuses('job-not-found', 'Job role not found');
  });

  it('turns on archive-unresponsive for a stage', () => {
    spec
      .given([created])
      .when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 's2', automations: { archiveUnresponsiveAfterDays: 3 } } })
      .then([
        {
          type: 'StageAutomationsConfigured',
          data: { jobId: 'job-1', stageId: 's2', stageName: 'Screening', automations: { archiveUnresponsiveAfterDays: 3 } },
        },
      ]);
  });

  it.each([0, -2, 1.5])('refuses archive-unresponsive after %p days', (days) => {
    spec
      .given([created])
      .when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 's2', automations: { archiveUnresponsiveAfterDays: days } } })
      .thenRefuses('archive-unresponsive-days', 'Archive unresponsive after X days should be greater than or equal to 1 day');
  });

  it('refuses automations for an unknown stage', () => {
    spec
      .given([created])
      .when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 'nope', automations: { archiveUnresponsiveAfterDays: 2 } } })
      .thenRefuses('stage-not-found', 'Stage not found');
  });
});

describe('pipelineStageNames', () => {
  it('puts the locked stages in place around the caller’s stages', () => {
    expect(pipelineStageNames(['Hired', 'Phone screen', 'sourced', 'Onsite'])).toEqual([
      'Sourced',
      'Application',
      'Phone screen',
      'Onsite',
      'Hired',
    ]);
  });
});
