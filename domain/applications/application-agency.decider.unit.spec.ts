import { buildPipeline, DEFAULT_STAGE_NAMES } from '../jobs';
import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { AddCandidateToJob, JobSnapshot } from './application.commands';
import { applicationDecider, evolveApplication, initialApplicationState } from './application.decider';
import { candidateAddedToJob } from './application.fixtures';

const job: JobSnapshot = {
  jobId: 'job-1',
  name: 'Backend Engineer',
  status: 'PUBLISHED',
  stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }))),
};
const spec = deciderSpecification(applicationDecider, testContext());
const talentBridge = { id: 'agency-1', name: 'TalentBridge' };
const personal = { firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.com', phone: null };
const add = (origin: AddCandidateToJob['data']['origin'], agency?: AddCandidateToJob['data']['agency']): AddCandidateToJob => ({
  type: 'AddCandidateToJob',
  data: { applicationId: 'app-1', candidateId: 'cand-1', job, stageId: null, origin, source: null, owner: { id: 'user-1', name: 'Rania Haddad' }, personal, agency },
});

/** Spec 02 §3.7 "agency", §5.7 "agency required when the origin needs it". */
describe('application decider: the agency that brought a candidate', () => {
  it('records the agency of an agency candidate, who starts at Sourced', () => {
    spec
      .given([])
      .when(add('agency', talentBridge))
      .then([candidateAddedToJob({ origin: 'agency', agency: talentBridge })]);
  });

  it('refuses the agency origin without an agency, with the message', () => {
    spec.given([]).when(add('agency')).thenRefuses('agency-required', 'Please select agency');
    spec.given([]).when(add('agency', null)).thenRefuses('agency-required', 'Please select agency');
  });

  it('records no agency for another origin', () => {
    spec.given([]).when(add('sourced', talentBridge)).then([candidateAddedToJob()]);
  });

  it('keeps the agency in the application’s state, and none for applications recorded without one', () => {
    const withAgency = evolveApplication(initialApplicationState(), candidateAddedToJob({ origin: 'agency', agency: talentBridge }));
    expect(withAgency.exists && withAgency.agency).toEqual(talentBridge);
    const before = evolveApplication(initialApplicationState(), candidateAddedToJob());
    expect(before.exists && before.agency).toBeNull();
  });
});
