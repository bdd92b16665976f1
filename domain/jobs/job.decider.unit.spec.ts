import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { CandidateTask } from './candidate-tasks';
import { draftDetails, type JobDetails } from './job-details';
import { jobDecider } from './job.decider';
import type { JobCreated, JobEvent, JobPublication } from './job.events';
import { buildPipeline, pipelineStageNames, DEFAULT_STAGE_NAMES } from './pipeline';
import { noAutomations } from './stage-automations';

const spec = deciderSpecification(jobDecider, testContext());
const stages = DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }));
const created: JobCreated = {
  type: 'JobCreated',
  data: {
    jobId: 'job-1',
    name: 'Backend Engineer',
    ownerId: 'user-1',
    stages: buildPipeline(stages),
    kind: 'JOB',
    createdBy: 'manual',
    pipelineTemplateId: null,
  },
};
const publication: JobPublication = {
  careerPage: true,
  employeePortal: false,
  confidential: false,
  allowEmployeeReferrals: false,
  allowEmployeesToAddToTalentPool: false,
};
const published: JobEvent = { type: 'JobPublished', data: { jobId: 'job-1', publication } };
const closed: JobEvent = { type: 'JobClosed', data: { jobId: 'job-1', reason: 'MANUAL' } };
const details: JobDetails = {
  ...draftDetails('Backend Engineer'),
  description: 'Build the hiring platform',
  positionType: 'FULL_TIME',
  departmentId: 'dep-1',
  locationId: 'loc-1',
  workType: 'HYBRID',
  mustHaveRequirements: 'TypeScript',
};
const shortlisting: CandidateTask = {
  id: 't1',
  type: 'SHORTLISTING_QUESTIONS',
  questions: [
    {
      id: 'q1',
      title: 'Years of TypeScript?',
      description: '',
      answerType: 'NUMERIC',
      options: [],
      expected: { type: 'MINIMUM', min: 2 },
      optional: false,
      autoArchive: true,
      confidential: false,
      currency: null,
      fileType: null,
    },
  ],
};
const automations = (change: Partial<ReturnType<typeof noAutomations>>) => ({ ...noAutomations(), ...change });

describe('job decider: creating', () => {
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

  it('refuses incomplete details with the first missing field’s message', () => {
    spec
      .given([])
      .when({ type: 'CreateJob', data: { jobId: 'job-1', name: 'Job', ownerId: 'user-1', stages, details: { ...details, description: ' ' } } })
      .thenRefuses('job-description-required', 'Please input Job description');
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

  it('reads a job created before the details existed with a draft’s defaults', () => {
    const legacy = { type: 'JobCreated', data: { jobId: 'job-1', name: 'Old', ownerId: 'user-1', stages: buildPipeline(stages) } } as JobCreated;
    spec.given([legacy]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).then([published]);
  });
});

describe('job decider: saving the wizard’s tabs', () => {
  it('records only the tabs that changed', () => {
    spec
      .given([created])
      .when({ type: 'SaveJob', data: { jobId: 'job-1', details, applicationForm: undefined, team: { ownerId: 'user-1', recruiterId: null, hiringManagerId: null } } })
      .thenRefuses('job-recruiter-required', 'Please select recruiter');
    spec
      .given([created])
      .when({ type: 'SaveJob', data: { jobId: 'job-1', details } })
      .then([{ type: 'JobDetailsUpdated', data: { jobId: 'job-1', details } }]);
    spec
      .given([created, { type: 'JobDetailsUpdated', data: { jobId: 'job-1', details } }])
      .when({ type: 'SaveJob', data: { jobId: 'job-1', details } })
      .thenNothingHappens();
  });

  it.each([
    ['positionType', null, 'job-position-type-required', 'Please select type of position'],
    ['departmentId', null, 'job-department-required', 'Please select department'],
    ['locationId', null, 'job-location-required', 'Please select location'],
    ['workType', null, 'job-work-type-required', 'Please select work type'],
    ['mustHaveRequirements', '', 'job-must-have-required', 'Please input must have requirements'],
  ])('refuses details without %s', (field, value, code, message) => {
    spec
      .given([created])
      .when({ type: 'SaveJob', data: { jobId: 'job-1', details: { ...details, [field]: value } } })
      .thenRefuses(code, message);
  });

  it('refuses a team without an owner', () => {
    spec
      .given([created])
      .when({ type: 'SaveJob', data: { jobId: 'job-1', team: { ownerId: null, recruiterId: 'user-2', hiringManagerId: null } } })
      .thenRefuses('job-owner-missing', 'Your job does not have any job owners. Please add a job owner.');
  });
});

describe('job decider: publishing', () => {
  it('publishes a draft on the career page by default', () => {
    spec.given([created]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).then([published]);
  });

  it('refuses to publish a job without an owner', () => {
    const ownerless: JobCreated = { ...created, data: { ...created.data, ownerId: '' } };
    spec
      .given([ownerless])
      .when({ type: 'PublishJob', data: { jobId: 'job-1' } })
      .thenRefuses('job-owner-missing', 'Your job does not have any job owners. Please add a job owner.');
  });

  it('refuses to publish while a stage promises a task it does not have', () => {
    const invitation: JobEvent = {
      type: 'StageAutomationsConfigured',
      data: { jobId: 'job-1', stageId: 's2', stageName: 'Screening', automations: automations({ invitationEmail: true }) },
    };
    spec
      .given([created, invitation])
      .when({ type: 'PublishJob', data: { jobId: 'job-1' } })
      .thenRefuses('stage-without-task', 'You have not added any candidate task in the Screening stage');
  });

  it('refuses to publish nowhere', () => {
    spec
      .given([created])
      .when({ type: 'PublishJob', data: { jobId: 'job-1', publication: { ...publication, careerPage: false } } })
      .thenRefuses('publish-target-required');
  });

  it('republishes a closed job and changes where a published one shows', () => {
    spec.given([created, published, closed]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).then([
      { type: 'JobRepublished', data: { jobId: 'job-1', publication } },
    ]);
    const portal = { ...publication, employeePortal: true };
    spec.given([created, published]).when({ type: 'PublishJob', data: { jobId: 'job-1', publication: portal } }).then([
      { type: 'JobPublicationChanged', data: { jobId: 'job-1', publication: portal } },
    ]);
    spec.given([created, published]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).thenRefuses('job-already-published');
  });

  it('refuses to publish an unknown job', () => {
    spec.given([]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).thenRefuses('job-not-found', 'Job role not found');
  });
});

describe('job decider: closing, draft, delete', () => {
  it('closes a published job; an auto-close of a job already closed does nothing', () => {
    spec.given([created, published]).when({ type: 'CloseJob', data: { jobId: 'job-1', reason: 'MANUAL' } }).then([closed]);
    spec.given([created, published, closed]).when({ type: 'CloseJob', data: { jobId: 'job-1', reason: 'AUTO_CLOSE' } }).thenNothingHappens();
    spec.given([created]).when({ type: 'CloseJob', data: { jobId: 'job-1', reason: 'MANUAL' } }).thenRefuses('job-not-published');
  });

  it('moves a closed job back to draft, not a draft', () => {
    spec.given([created, published, closed]).when({ type: 'MoveJobToDraft', data: { jobId: 'job-1' } }).then([
      { type: 'JobMovedToDraft', data: { jobId: 'job-1' } },
    ]);
    spec.given([created]).when({ type: 'MoveJobToDraft', data: { jobId: 'job-1' } }).thenRefuses('job-already-draft');
  });

  it('deletes a job without candidates and then answers as if it never was', () => {
    spec
      .given([created])
      .when({ type: 'DeleteJob', data: { jobId: 'job-1', candidateCount: 1 } })
      .thenRefuses('job-has-candidates', 'Cannot delete this job. Please move the candidates to another job and try again.');
    const deleted: JobEvent = { type: 'JobDeleted', data: { jobId: 'job-1' } };
    spec.given([created]).when({ type: 'DeleteJob', data: { jobId: 'job-1', candidateCount: 0 } }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'PublishJob', data: { jobId: 'job-1' } }).thenRefuses('job-not-found');
  });
});

describe('job decider: auto-close date and custom links', () => {
  it('sets, keeps and removes the auto-close date; refuses a date gone by', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const set: JobEvent = { type: 'JobAutoCloseDateSet', data: { jobId: 'job-1', autoCloseOn: at } };
    spec.given([created, published]).when({ type: 'SetAutoCloseDate', data: { jobId: 'job-1', autoCloseOn: at } }).then([set]);
    spec.given([created, published, set]).when({ type: 'SetAutoCloseDate', data: { jobId: 'job-1', autoCloseOn: at } }).thenNothingHappens();
    spec.given([created, published, set]).when({ type: 'SetAutoCloseDate', data: { jobId: 'job-1', autoCloseOn: null } }).then([
      { type: 'JobAutoCloseDateSet', data: { jobId: 'job-1', autoCloseOn: null } },
    ]);
    spec
      .given([created])
      .when({ type: 'SetAutoCloseDate', data: { jobId: 'job-1', autoCloseOn: '2026-01-05T08:59:00Z' } })
      .thenRefuses('auto-close-in-past');
  });

  it('adds a custom link once per source, closes and deletes it', () => {
    const added: JobEvent = { type: 'CustomLinkAdded', data: { jobId: 'job-1', source: 'Meetup', link: 'https://meetup.example/jobs' } };
    spec.given([created]).when({ type: 'AddCustomLink', data: { jobId: 'job-1', source: ' Meetup ', link: 'https://meetup.example/jobs' } }).then([added]);
    spec.given([created, added]).when({ type: 'AddCustomLink', data: { jobId: 'job-1', source: 'meetup', link: 'https://x.example' } }).thenRefuses('custom-link-taken');
    spec.given([created]).when({ type: 'AddCustomLink', data: { jobId: 'job-1', source: 'X', link: 'not a link' } }).thenRefuses('custom-link-invalid');
    spec.given([created, added]).when({ type: 'CloseCustomLink', data: { jobId: 'job-1', source: 'Meetup' } }).then([
      { type: 'CustomLinkClosed', data: { jobId: 'job-1', source: 'Meetup' } },
    ]);
    spec.given([created, added]).when({ type: 'DeleteCustomLinks', data: { jobId: 'job-1', sources: ['Other'] } }).thenRefuses('custom-link-not-found');
  });

  it('keeps the assigned agencies once each, changes nothing for the same list and refuses too many', () => {
    const assigned: JobEvent = { type: 'JobAgenciesAssigned', data: { jobId: 'job-1', agencyIds: ['a-1', 'a-2'] } };
    spec.given([created]).when({ type: 'AssignAgencies', data: { jobId: 'job-1', agencyIds: ['a-1', 'a-2', 'a-1'] } }).then([assigned]);
    spec.given([created, assigned]).when({ type: 'AssignAgencies', data: { jobId: 'job-1', agencyIds: ['a-1', 'a-2'] } }).then([]);
    spec.given([created, assigned]).when({ type: 'AssignAgencies', data: { jobId: 'job-1', agencyIds: [] } }).then([
      { type: 'JobAgenciesAssigned', data: { jobId: 'job-1', agencyIds: [] } },
    ]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `a-${index}`);
    spec.given([created]).when({ type: 'AssignAgencies', data: { jobId: 'job-1', agencyIds: tooMany } }).thenRefuses('job-agencies-too-many', 'A job can have at most 100 agencies');
  });
});

describe('job decider: cloning', () => {
  it('starts a draft from the source with the dialog’s fields and new stage ids', () => {
    const source = [created, published].reduce(jobDecider.evolve, jobDecider.initialState());
    if (!source.exists) throw new Error('no source');
    const stageIds = source.stages.map((_s, i) => `c${i}`);
    const [event] = jobDecider.decide(
      { type: 'CloneJob', data: { jobId: 'job-2', source, stageIds, displayName: 'Backend (Dubai)', ownerId: 'user-2', departmentId: 'dep-2', locationId: 'loc-2' } },
      jobDecider.initialState(),
      testContext(),
    );
    expect(event).toMatchObject({
      type: 'JobCreated',
      data: { jobId: 'job-2', ownerId: 'user-2', clonedFromJobId: 'job-1', details: { displayName: 'Backend (Dubai)', departmentId: 'dep-2' } },
    });
    const clone = [event].reduce(jobDecider.evolve, jobDecider.initialState());
    expect(clone).toMatchObject({ status: 'DRAFT', ownerId: 'user-2', customLinks: [] });
  });

  it('refuses a clone without a display name', () => {
    const source = [created].reduce(jobDecider.evolve, jobDecider.initialState());
    if (!source.exists) throw new Error('no source');
    spec
      .given([])
      .when({ type: 'CloneJob', data: { jobId: 'job-2', source, stageIds: source.stages.map((s) => s.id), displayName: ' ', ownerId: 'u', departmentId: 'd', locationId: 'l' } })
      .thenRefuses('clone-display-name-required', 'Please enter job display name');
  });
});

describe('job decider: stages', () => {
  it('adds a stage before Hired and refuses a taken or locked name', () => {
    spec.given([created]).when({ type: 'AddStage', data: { jobId: 'job-1', stageId: 'n1', name: 'Culture fit', position: 99 } }).then([
      {
        type: 'StageAdded',
        data: { jobId: 'job-1', position: 5, stage: { id: 'n1', name: 'Culture fit', kind: null, locked: false, automations: noAutomations(), tasks: [] } },
      },
    ]);
    spec.given([created]).when({ type: 'AddStage', data: { jobId: 'job-1', stageId: 'n1', name: 'hired', position: 2 } }).thenRefuses('stage-name-taken');
    spec.given([created]).when({ type: 'AddStage', data: { jobId: 'job-1', stageId: 'n1', name: ' ', position: 2 } }).thenRefuses('stage-name-required', 'Stage name cannot be empty');
  });

  it('renames and deletes only unlocked stages; a stage with candidates is kept', () => {
    spec.given([created]).when({ type: 'RenameStage', data: { jobId: 'job-1', stageId: 's2', name: 'Phone screen' } }).then([
      { type: 'StageRenamed', data: { jobId: 'job-1', stageId: 's2', from: 'Screening', to: 'Phone screen' } },
    ]);
    spec.given([created]).when({ type: 'RenameStage', data: { jobId: 'job-1', stageId: 's0', name: 'Found' } }).thenRefuses('stage-locked');
    spec.given([created]).when({ type: 'DeleteStage', data: { jobId: 'job-1', stageId: 's5', candidateCount: 0 } }).thenRefuses('stage-locked');
    spec.given([created]).when({ type: 'DeleteStage', data: { jobId: 'job-1', stageId: 's3', candidateCount: 2 } }).thenRefuses('stage-has-candidates');
    spec.given([created]).when({ type: 'DeleteStage', data: { jobId: 'job-1', stageId: 's3', candidateCount: 0 } }).then([
      { type: 'StageDeleted', data: { jobId: 'job-1', stageId: 's3', stageName: 'Interview', candidatesMovedTo: null } },
    ]);
  });

  it('moves the candidates of a stage before deleting it when asked to', () => {
    spec.given([created]).when({ type: 'DeleteStage', data: { jobId: 'job-1', stageId: 's3', candidateCount: 2, moveToStageId: 's4' } }).then([
      { type: 'StageDeleted', data: { jobId: 'job-1', stageId: 's3', stageName: 'Interview', candidatesMovedTo: { stageId: 's4', stageName: 'Offer' } } },
    ]);
    spec
      .given([created])
      .when({ type: 'DeleteStage', data: { jobId: 'job-1', stageId: 's3', candidateCount: 2, moveToStageId: 's3' } })
      .thenRefuses('stage-move-target-invalid');
  });

  it('changes the pipeline template: locked stages keep their ids, stages with candidates must be mapped', () => {
    const template = [
      { id: 'n0', name: 'Sourced' },
      { id: 'n1', name: 'Application' },
      { id: 'n2', name: 'Phone screen' },
      { id: 'n3', name: 'Panel' },
      { id: 'n4', name: 'Hired' },
    ];
    spec
      .given([created])
      .when({ type: 'ChangeJobPipeline', data: { jobId: 'job-1', pipelineTemplateId: 'tpl-2', stages: template, mapping: {}, candidateCounts: { s3: 1 } } })
      .thenRefuses('stage-mapping-required', 'Please map the Interview stage: it has candidates');
    const [event] = jobDecider.decide(
      { type: 'ChangeJobPipeline', data: { jobId: 'job-1', pipelineTemplateId: 'tpl-2', stages: template, mapping: { s2: 'n2', s3: 'n3', s4: 'n3' }, candidateCounts: { s3: 1 } } },
      [created].reduce(jobDecider.evolve, jobDecider.initialState()),
      testContext(),
    );
    expect(event).toMatchObject({ type: 'JobPipelineChanged', data: { pipelineTemplateId: 'tpl-2' } });
    if (event?.type !== 'JobPipelineChanged') throw new Error('no change');
    expect(event.data.stages.map((stage) => stage.id)).toEqual(['s0', 's1', 'n2', 'n3', 's5']);
    expect(event.data.moves.map((move) => `${move.fromStageName}→${move.toStageName}`)).toEqual(['Screening→Phone screen', 'Interview→Panel', 'Offer→Panel']);
  });

  it('reorders the stages between the locked ones only', () => {
    spec.given([created]).when({ type: 'ReorderStages', data: { jobId: 'job-1', stageIds: ['s0', 's1', 's4', 's2', 's3', 's5'] } }).then([
      { type: 'StagesReordered', data: { jobId: 'job-1', stageIds: ['s0', 's1', 's4', 's2', 's3', 's5'] } },
    ]);
    spec.given([created]).when({ type: 'ReorderStages', data: { jobId: 'job-1', stageIds: ['s1', 's0', 's2', 's3', 's4', 's5'] } }).thenRefuses('stage-order-invalid');
    spec.given([created]).when({ type: 'ReorderStages', data: { jobId: 'job-1', stageIds: ['s0', 's1', 's2', 's5'] } }).thenRefuses('stage-order-invalid');
  });
});

describe('job decider: candidate tasks and automations', () => {
  it('turns the invitation e-mail on with a stage’s first task', () => {
    spec.given([created]).when({ type: 'ConfigureStageCandidateTasks', data: { jobId: 'job-1', stageId: 's2', tasks: [shortlisting] } }).then([
      { type: 'StageCandidateTasksConfigured', data: { jobId: 'job-1', stageId: 's2', stageName: 'Screening', tasks: [shortlisting] } },
      { type: 'StageAutomationsConfigured', data: { jobId: 'job-1', stageId: 's2', stageName: 'Screening', automations: automations({ invitationEmail: true }) } },
    ]);
  });

  it('refuses a question the editor would refuse', () => {
    const question = shortlisting.type === 'SHORTLISTING_QUESTIONS' ? shortlisting.questions[0]! : undefined!;
    const withTask = (change: object): CandidateTask => ({ id: 't1', type: 'SHORTLISTING_QUESTIONS', questions: [{ ...question, ...change }] });
    const refuse = (change: object, code: string, message: string) =>
      spec.given([created]).when({ type: 'ConfigureStageCandidateTasks', data: { jobId: 'job-1', stageId: 's2', tasks: [withTask(change)] } }).thenRefuses(code, message);
    refuse({ title: ' ' }, 'question-title-required', 'Please enter question title');
    refuse({ title: 'Years in [INDUSTRY]?' }, 'question-placeholder-left', 'Please replace [INDUSTRY] in question title');
    refuse({ answerType: 'SINGLE_SELECT', options: ['Yes'], expected: null, autoArchive: false }, 'question-options-too-few', 'Atleast two options need to be added');
    refuse({ answerType: 'SINGLE_SELECT', options: ['Yes', ' '], expected: null, autoArchive: false }, 'question-option-empty', 'Options cannot be empty');
    refuse({ answerType: 'MULTI_LINE_TEXT', expected: null }, 'question-auto-archive-free-text', 'Auto-archive is not allowed on free-text or file-upload questions');
    refuse({ optional: true }, 'question-auto-archive-optional', 'Auto-archive questions cannot be optional');
    refuse({ expected: { type: 'RANGE', min: 5, max: 2 } }, 'question-min-above-max', 'Should be less than maximum');
    refuse({ expected: { type: 'MINIMUM', min: -1 } }, 'question-negative', 'Negatives not allowed');
    const eleven = Array.from({ length: 11 }, (_q, i) => ({ ...question, id: `q${i}` }));
    spec
      .given([created])
      .when({ type: 'ConfigureStageCandidateTasks', data: { jobId: 'job-1', stageId: 's2', tasks: [{ id: 't1', type: 'COLLECT_INFORMATION', questions: eleven }] } })
      .thenRefuses('too-many-questions', 'Maximum 10 questions allowed');
  });

  it('refuses a skill test without questions or with a wrong pass percentage', () => {
    const test = (change: object): CandidateTask => ({ id: 't', type: 'SKILL_BASED_TEST', skillBlocks: [{ skill: 'SQL', questionCount: 5 }], passPercentage: 60, allowedMinutes: 30, ...change });
    const when = (task: CandidateTask) => spec.given([created]).when({ type: 'ConfigureStageCandidateTasks', data: { jobId: 'job-1', stageId: 's2', tasks: [task] } });
    when(test({ passPercentage: 140 })).thenRefuses('quiz-pass-percentage', 'Enter correct quiz pass percentage');
    when(test({ skillBlocks: [{ skill: 'SQL', questionCount: 0 }] })).thenRefuses('quiz-skill-blocks', 'Atleast one skill block must have more than zero questions');
  });

  it('holds the automation rules of spec 02 §5.5', () => {
    const configure = (change: object) =>
      spec.given([created]).when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 's2', automations: automations(change) } });
    configure({ archiveUnresponsiveAfterDays: 0 }).thenRefuses('archive-unresponsive-days', 'Archive unresponsive after X days should be greater than or equal to 1 day');
    configure({ archiveUnresponsiveAfterDays: 3 }).thenRefuses('archive-unresponsive-needs-task');
    configure({ rejectionEmail: { template: ' ', sendAfterDays: 2 } }).thenRefuses('rejection-template-empty', 'Rejection email template cannot be empty.');
    configure({ rejectionEmail: { template: 'Sorry', sendAfterDays: 2 } }).thenRefuses('rejection-needs-screening');
    const withTask: JobEvent[] = [
      created,
      { type: 'StageCandidateTasksConfigured', data: { jobId: 'job-1', stageId: 's2', stageName: 'Screening', tasks: [shortlisting] } },
    ];
    spec
      .given(withTask)
      .when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 's2', automations: automations({ archiveUnresponsiveAfterDays: 3 }) } })
      .thenRefuses('invitation-email-required');
    const on = automations({ archiveUnresponsiveAfterDays: 3, invitationEmail: true, rejectionEmail: { template: 'Sorry', sendAfterDays: 2 } });
    spec.given(withTask).when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 's2', automations: on } }).then([
      { type: 'StageAutomationsConfigured', data: { jobId: 'job-1', stageId: 's2', stageName: 'Screening', automations: on } },
    ]);
  });

  it('refuses automations for an unknown stage', () => {
    spec
      .given([created])
      .when({ type: 'ConfigureStageAutomations', data: { jobId: 'job-1', stageId: 'nope', automations: noAutomations() } })
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
