import { buildPipeline, DEFAULT_STAGE_NAMES } from '../jobs';
import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { JobSnapshot } from './application.commands';
import { applicationDecider } from './application.decider';
import type { ApplicationArchived, ApplicationMovedToStage } from './application.events';
import { stageStayChange } from './stage-stay';
import { describeApplicationEvent } from './history';
import { candidateAddedToJob } from './application.fixtures';

const job: JobSnapshot = {
  jobId: 'job-1',
  name: 'Backend Engineer',
  status: 'PUBLISHED',
  stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }))),
};
const spec = deciderSpecification(applicationDecider, testContext());
const personal = { firstName: 'Layla', lastName: 'Nasser', email: 'Layla@Example.com', phone: '+971 501234567' };
const add = (origin: 'applied' | 'sourced' | 'agency' | 'referral', stageId: string | null = null) =>
  ({
    type: 'AddCandidateToJob',
    data: {
      applicationId: 'app-1',
      candidateId: 'cand-1',
      job,
      stageId,
      origin,
      source: 'LinkedIn',
      owner: { id: 'user-1', name: 'Rania Haddad' },
      personal,
    },
  }) as const;

const added = candidateAddedToJob({ source: 'LinkedIn', personal: { ...personal, email: 'layla@example.com' } });
const movedToInterview: ApplicationMovedToStage = {
  type: 'ApplicationMovedToStage',
  data: {
    applicationId: 'app-1',
    jobId: 'job-1',
    fromStageId: 's0',
    fromStageName: 'Sourced',
    toStageId: 's3',
    toStageName: 'Interview',
    direction: 'FORWARD',
  },
};
const archived: ApplicationArchived = {
  type: 'ApplicationArchived',
  data: {
    applicationId: 'app-1',
    jobId: 'job-1',
    stageId: 's0',
    stageName: 'Sourced',
    archivalReasonId: 'r1',
    reason: 'Not qualified',
    sendRejectionEmail: true,
    automation: null,
  },
};

describe('application decider: adding a candidate', () => {
  // An agency candidate needs its agency: application-agency.decider.unit.spec.ts.
  it.each(['sourced', 'referral'] as const)('starts a %s candidate at Sourced', (origin) => {
    spec.given([]).when(add(origin)).then([{ ...added, data: { ...added.data, origin } }]);
  });

  it('starts an applied candidate at Application', () => {
    spec
      .given([])
      .when(add('applied'))
      .then([{ ...added, data: { ...added.data, origin: 'applied', stageId: 's1', stageName: 'Application' } }]);
  });

  it('honours an explicit stage', () => {
    spec
      .given([])
      .when(add('sourced', 's2'))
      .then([{ ...added, data: { ...added.data, stageId: 's2', stageName: 'Screening' } }]);
  });

  it('refuses an unknown stage', () => {
    spec.given([]).when(add('sourced', 'nope')).thenRefuses('stage-not-found', 'Stage not found');
  });

  it('refuses an invalid e-mail with the spec message', () => {
    const command = add('sourced');
    spec
      .given([])
      .when({ ...command, data: { ...command.data, personal: { ...personal, email: 'layla@' } } })
      .thenRefuses('invalid-contact', 'Please enter a valid email address');
  });

  it('refuses a phone without a country code', () => {
    const command = add('sourced');
    spec
      .given([])
      .when({ ...command, data: { ...command.data, personal: { ...personal, phone: '501234567' } } })
      .thenRefuses('invalid-contact', 'Missing country code. Ex: "+971 501234567" or +1 501234567');
  });

  it('refuses a blank first name', () => {
    const command = add('sourced');
    spec
      .given([])
      .when({ ...command, data: { ...command.data, personal: { ...personal, firstName: ' ' } } })
      .thenRefuses('first-name-required');
  });

  it('refuses a closed job', () => {
    const command = add('sourced');
    spec
      .given([])
      .when({ ...command, data: { ...command.data, job: { ...job, status: 'CLOSED' } } })
      .thenRefuses('job-closed');
  });

  it('refuses adding the same application twice', () => {
    spec.given([added]).when(add('sourced')).thenRefuses('application-already-exists');
  });
});

describe('application decider: moving between stages', () => {
  it('moves forward', () => {
    spec.given([added]).when({ type: 'MoveApplicationToStage', data: { job, stageId: 's3' } }).then([movedToInterview]);
  });

  it('moves back and says so', () => {
    spec
      .given([added, movedToInterview])
      .when({ type: 'MoveApplicationToStage', data: { job, stageId: 's2' } })
      .then([
        {
          type: 'ApplicationMovedToStage',
          data: {
            applicationId: 'app-1',
            jobId: 'job-1',
            fromStageId: 's3',
            fromStageName: 'Interview',
            toStageId: 's2',
            toStageName: 'Screening',
            direction: 'BACKWARD',
          },
        },
      ]);
  });

  it('refuses the current stage', () => {
    spec.given([added]).when({ type: 'MoveApplicationToStage', data: { job, stageId: 's0' } }).thenRefuses('already-in-stage');
  });

  it('refuses to move an archived candidate', () => {
    spec
      .given([added, archived])
      .when({ type: 'MoveApplicationToStage', data: { job, stageId: 's3' } })
      .thenRefuses('application-archived');
  });

  it('refuses an unknown application', () => {
    spec.given([]).when({ type: 'MoveApplicationToStage', data: { job, stageId: 's3' } }).thenRefuses('application-not-found');
  });
});

describe('application decider: archiving', () => {
  it('archives with a reason and the rejection e-mail flag', () => {
    spec
      .given([added])
      .when({ type: 'ArchiveApplication', data: { archivalReasonId: 'r1', reason: 'Not qualified', sendRejectionEmail: true } })
      .then([archived]);
  });

  it('refuses archiving twice', () => {
    spec
      .given([added, archived])
      .when({ type: 'ArchiveApplication', data: { archivalReasonId: 'r1', reason: 'Not qualified', sendRejectionEmail: false } })
      .thenRefuses('already-archived');
  });

  it('unarchives', () => {
    spec.given([added, archived]).when({ type: 'UnarchiveApplication', data: {} }).then([
      { type: 'ApplicationUnarchived', data: { applicationId: 'app-1', jobId: 'job-1', stageId: 's0', stageName: 'Sourced' } },
    ]);
  });

  it('refuses to unarchive an active candidate', () => {
    spec.given([added]).when({ type: 'UnarchiveApplication', data: {} }).thenRefuses('not-archived');
  });
});

describe('application decider: archiving unresponsive candidates', () => {
  const unresponsive = {
    type: 'ArchiveUnresponsiveApplication',
    data: { stageId: 's0', archivalReasonId: 'r-unresponsive', reason: 'Unresponsive', workflowId: 'auto-archive:app-1:s0:0', afterDays: 3 },
  } as const;

  it('archives a candidate still waiting in the stage, naming the workflow', () => {
    spec.given([added]).when(unresponsive).then([
      {
        type: 'ApplicationArchived',
        data: {
          applicationId: 'app-1',
          jobId: 'job-1',
          stageId: 's0',
          stageName: 'Sourced',
          archivalReasonId: 'r-unresponsive',
          reason: 'Unresponsive',
          sendRejectionEmail: false,
          automation: { process: 'auto-archive', workflowId: 'auto-archive:app-1:s0:0', afterDays: 3 },
        },
      },
    ]);
  });

  it('does nothing once the candidate left the stage', () => {
    spec.given([added, movedToInterview]).when(unresponsive).thenNothingHappens();
  });

  it('names the 7-day quiz rejection when that timer ran out', () => {
    const quiz = { ...unresponsive, data: { ...unresponsive.data, workflowId: 'quiz-rejection:app-1:s0:0', afterDays: 7, process: 'quiz-rejection' as const } };
    spec.given([added]).when(quiz).then([
      {
        type: 'ApplicationArchived',
        data: {
          applicationId: 'app-1',
          jobId: 'job-1',
          stageId: 's0',
          stageName: 'Sourced',
          archivalReasonId: 'r-unresponsive',
          reason: 'Unresponsive',
          sendRejectionEmail: false,
          automation: { process: 'quiz-rejection', workflowId: 'quiz-rejection:app-1:s0:0', afterDays: 7 },
        },
      },
    ]);
    const actor = { kind: 'automation' as const, id: 'quiz-rejection:app-1:s0:0', name: 'quiz-rejection:app-1:s0:0' };
    const event: ApplicationArchived = { ...archived, data: { ...archived.data, reason: 'Unresponsive', sendRejectionEmail: false, automation: { process: 'quiz-rejection', workflowId: actor.id, afterDays: 7 } } };
    expect(describeApplicationEvent(event, actor).summary).toBe(
      'Archived with the reason "Unresponsive" because the screening quiz in Sourced was not taken within 7 day(s) by automation (quiz-rejection:app-1:s0:0)',
    );
  });

  it('does nothing for an already archived candidate', () => {
    spec.given([added, archived]).when(unresponsive).thenNothingHappens();
  });
});

describe('stage stays and history', () => {
  it('reads stage stays from events', () => {
    expect(stageStayChange(added)).toEqual({ ended: null, started: 's0' });
    expect(stageStayChange(movedToInterview)).toEqual({ ended: 's0', started: 's3' });
    expect(stageStayChange(archived)).toEqual({ ended: 's0', started: null });
  });

  it('describes events in plain words, naming automation', () => {
    const actor = { kind: 'automation' as const, id: 'auto-archive:app-1:s0:0', name: 'auto-archive:app-1:s0:0' };
    const automated: ApplicationArchived = {
      ...archived,
      data: { ...archived.data, reason: 'Unresponsive', sendRejectionEmail: false, automation: { process: 'auto-archive', workflowId: actor.id, afterDays: 3 } },
    };
    expect(describeApplicationEvent(automated, actor).summary).toBe(
      'Archived with the reason "Unresponsive" after 3 day(s) in Sourced without a response by automation (auto-archive:app-1:s0:0)',
    );
    expect(describeApplicationEvent(movedToInterview, testContext().actor).summary).toBe(
      'Moved forward from Sourced to Interview by Rania Haddad',
    );
    expect(describeApplicationEvent({ ...added, data: { ...added.data, personal: null } }, testContext().actor).details).toMatchObject({
      candidateName: 'erased',
    });
  });
});

describe('application decider: restaging after the job’s stages changed', () => {
  const restage = { type: 'RestageApplication', data: { fromStageId: 's3', toStageId: 's4', toStageName: 'Offer', cause: 'STAGE_DELETED' } } as const;
  const restaged = (active: boolean) => ({
    type: 'ApplicationRestaged' as const,
    data: {
      applicationId: 'app-1',
      jobId: 'job-1',
      fromStageId: 's3',
      fromStageName: 'Interview',
      toStageId: 's4',
      toStageName: 'Offer',
      cause: 'STAGE_DELETED' as const,
      active,
    },
  });

  it('moves an active candidate out of the old stage, saying why', () => {
    spec.given([added, movedToInterview]).when(restage).then([restaged(true)]);
  });

  it('moves an archived candidate too, and says it was not waiting there', () => {
    const archivedInInterview = { ...archived, data: { ...archived.data, stageId: 's3', stageName: 'Interview' } };
    spec.given([added, movedToInterview, archivedInInterview]).when(restage).then([restaged(false)]);
  });

  it('does nothing once the candidate has left the old stage', () => {
    spec.given([added]).when(restage).thenNothingHappens();
  });
});
