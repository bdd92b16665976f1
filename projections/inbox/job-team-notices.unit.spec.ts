import type { ApplicationEvent } from '@ats/domain/applications';
import { recordedOn } from '@ats/domain/testing/recorded-events';
import type { RecordedEvent } from '@ats/domain/shared';
import type { InboxApplicationOwnerEntity } from './inbox-notification.entity';
import { isJobTeamNotice, jobTeamNoticeRows } from './job-team-notices';

// recordedOn's actor is user-1 (Rania).
const APPLICATION: InboxApplicationOwnerEntity = {
  applicationId: 'app-1',
  companyId: 'company-1',
  ownerId: 'owner',
  candidateName: 'Lina Haddad',
  candidateId: 'cand-1',
  jobId: 'job-1',
  jobName: 'Backend Engineer',
};
const TEAM = { ownerId: 'owner', recruiterId: 'recruiter', hiringManagerId: 'manager' };
const BULK_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const APP_UUID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const event = (
  type: 'CandidateAddedToJob' | 'ApplicationMovedToStage' | 'ApplicationArchived',
  data: Record<string, unknown>,
  metadata: Partial<RecordedEvent['metadata']> = {},
) => {
  const [recorded] = recordedOn('application-app-1', [{ type, data: { applicationId: 'app-1', jobId: 'job-1', ...data } }]);
  const withMetadata = { ...recorded!, metadata: { ...recorded!.metadata, ...metadata } } as RecordedEvent & ApplicationEvent;
  if (!isJobTeamNotice(withMetadata)) throw new Error(`${type} is no team notice`);
  return withMetadata;
};
const added = (origin: string, metadata: Partial<RecordedEvent['metadata']> = {}) => event('CandidateAddedToJob', { origin }, metadata);
const moved = (metadata: Partial<RecordedEvent['metadata']> = {}) =>
  event('ApplicationMovedToStage', { fromStageName: 'Screening', toStageName: 'Interview', direction: 'FORWARD' }, metadata);
const archived = (metadata: Partial<RecordedEvent['metadata']> = {}) => event('ApplicationArchived', { reason: 'Not a fit' }, metadata);

const told = (recorded: ReturnType<typeof event>, team: typeof TEAM | undefined = TEAM) =>
  jobTeamNoticeRows(recorded, APPLICATION, team).map((row) => ({ userId: row.userId, type: row.type, title: row.title }));

const CANDIDATE = { actor: { kind: 'candidate' as const, id: 'cu-1', name: 'Candidate' } };

describe('job team notices (spec 01 §3.8 CANDIDATE_UNDER_REVIEW, APPLICATION_STAGE_MOVEMENTS, APPLICATION_ARCHIVAL)', () => {
  it('tells the whole team, the candidate’s owner on it too, that a candidate applied, linking to the profile', () => {
    const applied = added('applied', CANDIDATE);
    expect(told(applied)).toEqual(
      ['owner', 'recruiter', 'manager'].map((userId) => ({ userId, type: 'CANDIDATE_UNDER_REVIEW', title: 'Lina Haddad applied for Backend Engineer' })),
    );
    const [row] = jobTeamNoticeRows(applied, APPLICATION, TEAM);
    expect(row).toMatchObject({
      jobApplicationId: 'app-1',
      jobRoleId: 'job-1',
      candidateName: 'Lina Haddad',
      roleName: 'Backend Engineer',
      redirectionData: { jobApplicationId: 'app-1', jobRoleId: 'job-1', jobName: 'Backend Engineer', candidateName: 'Lina Haddad', arrival: 'APPLIED' },
    });
    // The applicant is named as the candidate, not as an actor.
    expect(row!.redirectionData.actorName).toBeUndefined();
  });

  it('words an agency submission, a referral and a received application by who added it, never telling them', () => {
    expect(told(added('agency'))).toEqual(
      ['owner', 'recruiter', 'manager'].map((userId) => ({ userId, type: 'CANDIDATE_UNDER_REVIEW', title: 'Rania added agency candidate Lina Haddad to Backend Engineer' })),
    );
    expect(told(added('referral', { actor: { kind: 'user', id: 'manager', name: 'Hana' } }))).toEqual(
      ['owner', 'recruiter'].map((userId) => ({ userId, type: 'CANDIDATE_UNDER_REVIEW', title: 'Hana referred Lina Haddad for Backend Engineer' })),
    );
    expect(told(added('applied', { actor: { kind: 'user', id: 'recruiter', name: 'Rami' } })).map((row) => [row.userId, row.title])).toEqual([
      ['owner', 'Rami added Lina Haddad to Backend Engineer'],
      ['manager', 'Rami added Lina Haddad to Backend Engineer'],
    ]);
    expect(jobTeamNoticeRows(added('agency'), APPLICATION, TEAM)[0]!.redirectionData).toMatchObject({ arrival: 'AGENCY', actorName: 'Rania' });
  });

  it('tells nobody of a sourced candidate, or of a job whose team it does not know', () => {
    expect(told(added('sourced'))).toEqual([]);
    expect(jobTeamNoticeRows(added('applied', CANDIDATE), APPLICATION, undefined)).toEqual([]);
  });

  it('tells the team but the candidate’s owner (STAGE_CHANGED is theirs) of a stage move, with the stage movements link', () => {
    expect(told(moved())).toEqual(
      ['recruiter', 'manager'].map((userId) => ({ userId, type: 'APPLICATION_STAGE_MOVEMENTS', title: 'Rania moved Lina Haddad from Screening to Interview' })),
    );
    expect(jobTeamNoticeRows(moved(), APPLICATION, TEAM)[0]!.redirectionData).toMatchObject({
      stageMovements: true,
      fromStageName: 'Screening',
      toStageName: 'Interview',
      actorName: 'Rania',
    });
    // The recruiter moved it: only the hiring manager hears.
    expect(told(moved({ actor: { kind: 'user', id: 'recruiter', name: 'Rami' } })).map((row) => row.userId)).toEqual(['manager']);
  });

  it('tells the team but the owner and the actor of an archive, with the reason; each person once', () => {
    expect(told(archived())).toEqual(
      ['recruiter', 'manager'].map((userId) => ({ userId, type: 'APPLICATION_ARCHIVAL', title: 'Rania archived Lina Haddad: Not a fit' })),
    );
    const onePerson = { ownerId: 'recruiter', recruiterId: 'recruiter', hiringManagerId: null } as unknown as typeof TEAM;
    expect(told(archived(), onePerson)).toEqual([{ userId: 'recruiter', type: 'APPLICATION_ARCHIVAL', title: 'Rania archived Lina Haddad: Not a fit' }]);
    expect(told(archived({ actor: { kind: 'automation', id: 'automation', name: 'auto-archive' } }))[0]!.title).toBe('Automation archived Lina Haddad: Not a fit');
  });

  it('tells the team nothing of a bulk action’s items, the undo’s further commands included', () => {
    for (const commandId of [`bulk-action:${BULK_ID}:${APP_UUID}`, `bulk-action:${BULK_ID}:${APP_UUID}:1`]) {
      expect(told(archived({ commandId }))).toEqual([]);
      expect(told(moved({ commandId }))).toEqual([]);
      expect(told(added('applied', { ...CANDIDATE, commandId }))).toEqual([]);
    }
    // The bulk action's own bookkeeping commands are not items; an ordinary command is told.
    expect(told(archived({ commandId: `apply:${BULK_ID}` }))).toHaveLength(2);
  });

  it('gives each (event, reader) its own id, the same on every replay', () => {
    const [first, second] = jobTeamNoticeRows(moved(), APPLICATION, TEAM);
    expect(first!.id).not.toBe(second!.id);
    expect(jobTeamNoticeRows(moved(), APPLICATION, TEAM).map((row) => row.id)).toEqual([first!.id, second!.id]);
  });
});
