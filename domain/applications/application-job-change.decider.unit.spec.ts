import { buildPipeline, DEFAULT_STAGE_NAMES } from '../jobs';
import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { JobSnapshot } from './application.commands';
import { applicationDecider } from './application.decider';
import type { ApplicationArchived, ApplicationDeleted, ApplicationMovedToJob } from './application.events';
import { candidateAddedToJob } from './application.fixtures';
import { describeApplicationEvent } from './history';
import { stageStayChange } from './stage-stay';

const designer: JobSnapshot = {
  jobId: 'job-2',
  name: 'Product Designer',
  status: 'PUBLISHED',
  stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `d${i}`, name }))),
};
const spec = deciderSpecification(applicationDecider, testContext());
const added = candidateAddedToJob();
const archived: ApplicationArchived = {
  type: 'ApplicationArchived',
  data: { applicationId: 'app-1', jobId: 'job-1', stageId: 's0', stageName: 'Sourced', archivalReasonId: 'r1', reason: 'Not qualified', sendRejectionEmail: false, automation: null },
};
const moved: ApplicationMovedToJob = {
  type: 'ApplicationMovedToJob',
  data: {
    applicationId: 'app-1',
    fromJobId: 'job-1',
    fromJobName: 'Backend Engineer',
    fromStageId: 's0',
    fromStageName: 'Sourced',
    jobId: 'job-2',
    jobName: 'Product Designer',
    toStageId: 'd2',
    toStageName: 'Screening',
  },
};
const deleted: ApplicationDeleted = {
  type: 'ApplicationDeleted',
  data: { applicationId: 'app-1', candidateId: 'cand-1', jobId: 'job-1', stageId: 's0', active: true },
};

describe('application decider: moving to another job and stage', () => {
  it('moves the application to the named stage of the other job, remembering where it was', () => {
    spec.given([added]).when({ type: 'MoveApplicationToJob', data: { job: designer, stageId: 'd2' } }).then([moved]);
  });

  it('starts it where its origin starts when no stage is named', () => {
    spec
      .given([added])
      .when({ type: 'MoveApplicationToJob', data: { job: designer, stageId: null } })
      .then([{ ...moved, data: { ...moved.data, toStageId: 'd0', toStageName: 'Sourced' } }]);
  });

  it('is in the new job afterwards: a second move names the new job as the one it leaves', () => {
    const back: JobSnapshot = { jobId: 'job-1', name: 'Backend Engineer', status: 'PUBLISHED', stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }))) };
    spec
      .given([added, moved])
      .when({ type: 'MoveApplicationToJob', data: { job: back, stageId: 's3' } })
      .then([
        {
          type: 'ApplicationMovedToJob',
          data: { applicationId: 'app-1', fromJobId: 'job-2', fromJobName: 'Product Designer', fromStageId: 'd2', fromStageName: 'Screening', jobId: 'job-1', jobName: 'Backend Engineer', toStageId: 's3', toStageName: 'Interview' },
        },
      ]);
  });

  it('refuses the job it is already in', () => {
    spec
      .given([added])
      .when({ type: 'MoveApplicationToJob', data: { job: { ...designer, jobId: 'job-1' }, stageId: null } })
      .thenRefuses('already-in-job', 'The candidate is already in this job');
  });

  it('refuses a closed job, an unknown stage and an archived application', () => {
    spec.given([added]).when({ type: 'MoveApplicationToJob', data: { job: { ...designer, status: 'CLOSED' }, stageId: 'd2' } }).thenRefuses('job-closed');
    spec.given([added]).when({ type: 'MoveApplicationToJob', data: { job: designer, stageId: 'nope' } }).thenRefuses('stage-not-found', 'Stage not found');
    spec.given([added, archived]).when({ type: 'MoveApplicationToJob', data: { job: designer, stageId: 'd2' } }).thenRefuses('application-archived');
  });

  it('ends the stay in the old stage and starts one in the new, and reads in the history with both jobs', () => {
    expect(stageStayChange(moved)).toEqual({ ended: 's0', started: 'd2' });
    expect(describeApplicationEvent(moved, { kind: 'user', id: 'u1', name: 'Ada Admin' }).summary).toBe(
      'Moved from Backend Engineer (Sourced) to Product Designer (Screening) by Ada Admin',
    );
  });
});

describe('application decider: deleting', () => {
  it('records the deletion with the candidate and whether it was waiting in a stage', () => {
    spec.given([added]).when({ type: 'DeleteApplication', data: {} }).then([deleted]);
    spec
      .given([added, archived])
      .when({ type: 'DeleteApplication', data: {} })
      .then([{ ...deleted, data: { ...deleted.data, active: false } }]);
  });

  it('answers not found to every command afterwards, deleting again included', () => {
    spec.given([added, deleted]).when({ type: 'DeleteApplication', data: {} }).thenRefuses('application-not-found', 'Candidate application not found');
    spec.given([added, deleted]).when({ type: 'UnarchiveApplication', data: {} }).thenRefuses('application-not-found');
    spec.given([added, deleted]).when({ type: 'MoveApplicationToJob', data: { job: designer, stageId: null } }).thenRefuses('application-not-found');
  });

  it('ends an active stay, and an archived application waited nowhere', () => {
    expect(stageStayChange(deleted)).toEqual({ ended: 's0', started: null });
    expect(stageStayChange({ ...deleted, data: { ...deleted.data, active: false } })).toEqual({ ended: null, started: null });
  });
});
