import { expectRefusal } from '../testing/expect-refusal';
import { joinAiHeadhuntingWaitlist } from './ai-headhunting-waitlist';
import { jobDecider } from './job.decider';
import type { JobEvent } from './job.events';
import { buildPipeline, DEFAULT_STAGE_NAMES } from './pipeline';
import { promoteJob, type PromotionMember } from './promote-job';

const context = { now: new Date('2026-11-23T10:00:00Z'), newId: () => 'new-id' };
const caller = { userId: 'u-admin', companyId: 'c-1', name: 'Ada Admin' };
const created: JobEvent = {
  type: 'JobCreated',
  data: { jobId: 'job-1', name: 'Backend Engineer', ownerId: 'u-admin', stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }))) },
};
const jobAfter = (events: JobEvent[]) => {
  const state = events.reduce(jobDecider.evolve, jobDecider.initialState());
  if (!state.exists) throw new Error('no job');
  return state;
};
const member = (id: string, change: Partial<PromotionMember> = {}): PromotionMember => ({
  id,
  email: `${id}@acme.example`,
  firstName: id,
  companyId: 'c-1',
  deletedAt: null,
  ...change,
});

describe('promoting a job to the team', () => {
  const published = jobAfter([created, { type: 'JobPublished', data: { jobId: 'job-1' } }]);

  it('e-mails each member the public job page', () => {
    const decided = promoteJob({ userIds: ['rami', 'rami', 'sara'], message: ' Share it ' }, { job: published, careerName: 'acme', members: [member('rami'), member('sara')] }, caller, context);
    expect(decided.result).toEqual({ invited: 2 });
    expect(decided.mail.map((mail) => [mail.to, mail.jobPath, mail.message])).toEqual([
      ['rami@acme.example', '/careers/acme/job/job-1', 'Share it'],
      ['sara@acme.example', '/careers/acme/job/job-1', 'Share it'],
    ]);
  });

  it('refuses a draft, no recipients, and anyone not on the team', () => {
    expectRefusal(() => promoteJob({ userIds: ['rami'], message: null }, { job: jobAfter([created]), careerName: 'acme', members: [member('rami')] }, caller, context), 'job-not-published');
    expectRefusal(() => promoteJob({ userIds: [], message: null }, { job: published, careerName: 'acme', members: [] }, caller, context), 'promotion-recipients-required');
    for (const stranger of [member('x', { companyId: 'c-2' }), member('x', { deletedAt: new Date() })]) {
      expectRefusal(() => promoteJob({ userIds: ['x'], message: null }, { job: published, careerName: 'acme', members: [stranger] }, caller, context), 'promotion-member-unknown');
    }
  });
});

describe('the AI Headhunting waitlist', () => {
  it('records the company once and answers the first join afterwards', () => {
    const first = joinAiHeadhuntingWaitlist({ entry: null }, caller, context);
    expect(first.result).toEqual({ joined: true, joinedAt: context.now });
    expect(first.writes).toHaveLength(1);
    const entry = { id: 'e', companyId: 'c-1', joinedBy: 'u-admin', joinedAt: new Date('2026-01-01T00:00:00Z') };
    const again = joinAiHeadhuntingWaitlist({ entry }, { ...caller, userId: 'u-2' }, context);
    expect(again).toMatchObject({ result: { joined: true, joinedAt: entry.joinedAt }, writes: [] });
  });
});
