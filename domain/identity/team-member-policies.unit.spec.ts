import { relationalPolicySpecification } from '../testing/relational-policy-specification';
import {
  ALL_JOB_PERMISSIONS,
  DEFAULT_COMPANY_PERMISSIONS,
  defaultPermissionsFor,
  PERMISSIONS,
} from './default-permissions';
import { userAuditView, type CompanyRow, type UserRow } from './identity-rows';
import {
  createTeamMember,
  deleteTeamMember,
  resendTeamInvite,
  updateTeamMember,
  type CreateTeamMemberInput,
  type GrantableJob,
  type TeamCaller,
} from './team-member-policies';
import { COMPANY_PERMISSION_OPTIONS, TEAM_MEMBER_MESSAGES } from './team-members';

const NOW = new Date('2026-01-05T09:00:00Z');

const admin: TeamCaller = {
  userId: 'admin-1',
  companyId: 'company-1',
  name: 'Rania Haddad',
  roles: ['COMPANY_ADMIN'],
  permissions: defaultPermissionsFor('COMPANY_ADMIN'),
  companyPermissions: DEFAULT_COMPANY_PERMISSIONS,
  collaboratorPermissions: [],
};

/** A recruiter who works on job-1 only. */
const recruiter: TeamCaller = {
  ...admin,
  userId: 'recruiter-1',
  name: 'Omar Khalil',
  roles: ['COMPANY_RECRUITER'],
  permissions: defaultPermissionsFor('COMPANY_RECRUITER'),
  collaboratorPermissions: [{ jobRoleId: 'job-1', permissions: [...ALL_JOB_PERMISSIONS], stageIds: null }],
};

const company: CompanyRow = {
  id: 'company-1',
  name: 'Acme Robotics',
  domain: 'acme.example',
  otherEmailDomains: ['acme-labs.example'],
  partnerName: null,
  status: 'TRIAL',
  isSelfOnboardingCompleted: true,
  permissionV2: [...DEFAULT_COMPANY_PERMISSIONS],
  onboardingResponses: null,
};

const member = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 'member-1',
  companyId: 'company-1',
  firstName: 'Huda',
  lastName: 'Saleh',
  email: 'huda@acme.example',
  roles: ['COMPANY_INTERVIEWER'],
  permissionV1: defaultPermissionsFor('COMPANY_INTERVIEWER'),
  collaboratorPermissions: [],
  status: 'INVITE_SENT',
  phone: null,
  invitedAt: new Date('2026-01-01T09:00:00Z'),
  lastActiveAt: null,
  deletedAt: null,
  ...overrides,
});

/** The audit entry of `set` applied to `before` by the admin. */
const auditedByAdmin = (before: UserRow, set: Partial<UserRow>, action: 'update' | 'delete' = 'update') => ({
  companyId: 'company-1',
  actorId: 'admin-1',
  entity: 'user',
  entityId: before.id,
  action,
  before: userAuditView(before),
  after: userAuditView({ ...before, ...set }),
});

const jobs: GrantableJob[] = [
  { id: 'job-1', ownerId: 'admin-1', stageIds: ['job-1-screen', 'job-1-interview'] },
  { id: 'job-2', ownerId: 'admin-1', stageIds: ['job-2-screen'] },
];

const invitation = {
  kind: 'team-invitation' as const,
  to: 'huda@acme.example',
  firstName: 'Huda',
  companyId: 'company-1',
  companyName: 'Acme Robotics',
  invitedBy: 'Rania Haddad',
  roleLabel: 'Hiring Manager / Interviewer',
};

describe('creating a team member (spec 03 "Team members")', () => {
  const spec = relationalPolicySpecification(createTeamMember);
  const nobodyHasTheAddress = { company, userWithEmail: null, jobs };
  const input: CreateTeamMemberInput = {
    email: ' Huda@Acme.example ',
    firstName: ' Huda ',
    lastName: 'Saleh ',
    accessType: 'COMPANY_INTERVIEWER',
  };

  it('adds an invited member with the access type’s defaults, audited and e-mailed', () => {
    const added = member({ id: 'new-id-1', invitedAt: NOW });
    spec
      .given(nobodyHasTheAddress)
      .when(input, admin)
      .then({
        writes: [{ table: 'users', insert: added }],
        audit: [
          {
            companyId: 'company-1',
            actorId: 'admin-1',
            entity: 'user',
            entityId: 'new-id-1',
            action: 'create',
            before: null,
            after: userAuditView(added),
          },
        ],
        mail: [invitation],
        result: { id: 'new-id-1' },
      });
  });

  it('adds a member without an invite as NOT_INVITED, and sends nothing', () => {
    const decided = spec
      .given(nobodyHasTheAddress)
      .when({ ...input, sendInvite: false }, admin)
      .decide();
    expect(decided.writes).toEqual([
      { table: 'users', insert: member({ id: 'new-id-1', status: 'NOT_INVITED', invitedAt: null }) },
    ]);
    expect(decided.mail).toEqual([]);
  });

  it('adds the chosen company permissions to the defaults', () => {
    const decided = spec
      .given(nobodyHasTheAddress)
      .when({ ...input, companyPermissions: ['EXPORT_DATA', 'EXPORT_DATA'] }, admin)
      .decide();
    expect(decided.writes).toEqual([
      {
        table: 'users',
        insert: expect.objectContaining({
          permissionV1: [...defaultPermissionsFor('COMPANY_INTERVIEWER'), COMPANY_PERMISSION_OPTIONS.EXPORT_DATA],
        }),
      },
    ]);
  });

  it('lets a recruiter add interviewers and employees but not admins or recruiters', () => {
    expect(spec.given(nobodyHasTheAddress).when(input, recruiter).decide().result).toEqual({ id: 'new-id-1' });
    for (const accessType of ['COMPANY_ADMIN', 'COMPANY_RECRUITER'] as const)
      spec
        .given(nobodyHasTheAddress)
        .when({ ...input, accessType }, recruiter)
        .thenRefuses('team-member-not-manageable', TEAM_MEMBER_MESSAGES.cannotManage);
  });

  it('refuses to give a company permission the caller does not have', () => {
    spec
      .given(nobodyHasTheAddress)
      .when({ ...input, companyPermissions: ['POST_ON_PREMIUM_JOB_BOARDS'] }, recruiter)
      .thenRefuses('permission-not-grantable', 'You cannot give a permission you do not have');
  });

  it('requires an address on one of the company’s domains, unless the company has none', () => {
    spec
      .given(nobodyHasTheAddress)
      .when({ ...input, email: 'huda@elsewhere.example' }, admin)
      .thenRefuses(
        'team-member-email-domain',
        'The email address must belong to your company domain (acme.example, acme-labs.example)',
      );
    const otherDomain = spec.given(nobodyHasTheAddress).when({ ...input, email: 'huda@acme-labs.example' }, admin);
    expect(otherDomain.decide().result).toEqual({ id: 'new-id-1' });
    const noDomains = { ...nobodyHasTheAddress, company: { ...company, domain: null, otherEmailDomains: [] } };
    expect(
      spec
        .given(noDomains)
        .when({ ...input, email: 'huda@elsewhere.example' }, admin)
        .decide().result,
    ).toEqual({
      id: 'new-id-1',
    });
  });

  it('refuses an address in use by anyone but a deleted member of this company', () => {
    for (const userWithEmail of [member(), member({ companyId: 'company-2', deletedAt: NOW })])
      spec
        .given({ ...nobodyHasTheAddress, userWithEmail })
        .when(input, admin)
        .thenRefuses('user-email-exists', 'User email already exists');
  });

  it('restores a deleted member of this company under their id, keeping their phone and last activity', () => {
    const deleted = member({
      id: 'member-9',
      roles: ['COMPANY_RECRUITER'],
      phone: '+971500000000',
      lastActiveAt: new Date('2025-12-01T00:00:00Z'),
      deletedAt: new Date('2025-12-02T00:00:00Z'),
    });
    const restored = member({
      id: 'member-9',
      phone: '+971500000000',
      lastActiveAt: new Date('2025-12-01T00:00:00Z'),
      invitedAt: NOW,
    });
    spec
      .given({ ...nobodyHasTheAddress, userWithEmail: deleted })
      .when(input, admin)
      .then({
        writes: [{ table: 'users', update: 'member-9', set: restored }],
        audit: [auditedByAdmin(deleted, restored)],
        mail: [invitation],
        result: { id: 'member-9' },
      });
  });

  describe('per-job permissions (spec 02 §3.13)', () => {
    const grant = (
      jobPermissions: CreateTeamMemberInput['jobPermissions'],
      caller = admin,
      accessType = input.accessType,
    ) => spec.given(nobodyHasTheAddress).when({ ...input, accessType, jobPermissions }, caller);
    const granted = (decided: ReturnType<ReturnType<typeof grant>['decide']>) =>
      (decided.writes[0] as { insert: UserRow }).insert.collaboratorPermissions;

    it('gives one entry per selected job, limited to the selected stages of that job', () => {
      const decided = grant({
        allJobs: false,
        jobIds: ['job-1', 'job-2', 'job-1'],
        permissions: ['ACCESS_PROFILE'],
        stageIds: ['job-1-interview'],
      }).decide();
      expect(granted(decided)).toEqual([
        { jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesProfilesView], stageIds: ['job-1-interview'] },
        { jobRoleId: 'job-2', permissions: [PERMISSIONS.candidatesProfilesView], stageIds: [] },
      ]);
    });

    it('gives one all-jobs entry', () => {
      expect(granted(grant({ allJobs: true, permissions: ['ACCESS_PROFILE'] }).decide())).toEqual([
        { jobRoleId: '*', permissions: [PERMISSIONS.candidatesProfilesView], stageIds: null },
      ]);
    });

    it('does not apply to admins and employees', () => {
      grant({ allJobs: true, permissions: ['ACCESS_PROFILE'] }, admin, 'COMPANY_ADMIN').thenRefuses(
        'job-permissions-not-applicable',
        'Per-job permissions do not apply to the Super Admin access type',
      );
    });

    it('needs at least one job, stages only for selected jobs, and confidential access with editing', () => {
      grant({ allJobs: false, jobIds: [], permissions: ['ACCESS_PROFILE'] }).thenRefuses(
        'job-permissions-no-jobs',
        'Please select at least one job',
      );
      grant({ allJobs: true, permissions: ['ACCESS_PROFILE'], stageIds: ['job-1-screen'] }).thenRefuses(
        'job-permissions-stages',
        'Stages can be limited only for selected jobs',
      );
      grant({ allJobs: false, jobIds: ['job-1'], permissions: ['EDIT_JOB'] }).thenRefuses(
        'confidential-access-required',
        'Confidential access cannot be removed while the collaborator can edit the job',
      );
    });

    it('gives access only to jobs of the company the caller sees, and stages of those jobs', () => {
      grant({ allJobs: false, jobIds: ['job-9'], permissions: ['ACCESS_PROFILE'] }).thenRefuses('job-not-found');
      grant({ allJobs: false, jobIds: ['job-2'], permissions: ['ACCESS_PROFILE'] }, recruiter).thenRefuses(
        'job-not-found',
      );
      grant({
        allJobs: false,
        jobIds: ['job-1'],
        permissions: ['ACCESS_PROFILE'],
        stageIds: ['job-2-screen'],
      }).thenRefuses('stage-not-found');
    });

    it('refuses all jobs to a caller who does not see all jobs', () => {
      grant({ allJobs: true, permissions: ['ACCESS_PROFILE'] }, recruiter).thenRefuses(
        'permission-not-grantable',
        TEAM_MEMBER_MESSAGES.cannotGrant,
      );
    });
  });
});

describe('changing a team member', () => {
  const spec = relationalPolicySpecification(updateTeamMember);
  const withMember = (overrides: Partial<UserRow> = {}) => ({ member: member(overrides), jobs });

  it('answers 404 for an unknown, deleted or other company’s member', () => {
    for (const existing of [
      { member: null, jobs },
      withMember({ deletedAt: NOW }),
      withMember({ companyId: 'company-2' }),
    ])
      spec
        .given(existing)
        .when({ accessType: 'COMPANY_EMPLOYEE' }, admin)
        .thenRefuses('team-member-not-found', 'Team member not found');
  });

  it('gives a new access type its defaults, keeps the options given on top, and drops per-job permissions it does not hold', () => {
    const before = member({
      permissionV1: [...defaultPermissionsFor('COMPANY_INTERVIEWER'), COMPANY_PERMISSION_OPTIONS.EXPORT_DATA],
      collaboratorPermissions: [
        { jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesProfilesView], stageIds: null },
      ],
      roles: ['COMPANY_INTERVIEWER', 'INTERNAL_WC_SALES'],
    });
    const set = {
      roles: ['COMPANY_EMPLOYEE', 'INTERNAL_WC_SALES'],
      permissionV1: [...defaultPermissionsFor('COMPANY_EMPLOYEE'), COMPANY_PERMISSION_OPTIONS.EXPORT_DATA],
      collaboratorPermissions: [],
    };
    spec
      .given({ member: before, jobs })
      .when({ accessType: 'COMPANY_EMPLOYEE' }, admin)
      .then({
        writes: [{ table: 'users', update: 'member-1', set }],
        audit: [auditedByAdmin(before, set)],
        mail: [],
        result: { id: 'member-1' },
      });
  });

  it('keeps per-job permissions not sent, removes them when null', () => {
    const entries = [{ jobRoleId: 'job-1', permissions: [PERMISSIONS.candidatesProfilesView], stageIds: null }];
    const existing = withMember({ collaboratorPermissions: entries });
    const setOf = (decided: { writes: unknown[] }) => (decided.writes[0] as { set: Partial<UserRow> }).set;
    expect(setOf(spec.given(existing).when({}, admin).decide()).collaboratorPermissions).toEqual(entries);
    expect(setOf(spec.given(existing).when({ jobPermissions: null }, admin).decide()).collaboratorPermissions).toEqual(
      [],
    );
  });

  it('refuses changing one’s own access type', () => {
    spec
      .given(withMember({ id: 'admin-1', roles: ['COMPANY_ADMIN'] }))
      .when({ accessType: 'COMPANY_RECRUITER' }, admin)
      .thenRefuses('team-member-own-access', 'You cannot change your own access type');
  });

  it('needs the caller to manage the member as they are and as they will be', () => {
    spec
      .given(withMember({ roles: ['COMPANY_ADMIN'] }))
      .when({ accessType: 'COMPANY_EMPLOYEE' }, recruiter)
      .thenRefuses('team-member-not-manageable', TEAM_MEMBER_MESSAGES.cannotManage);
    spec
      .given(withMember())
      .when({ accessType: 'COMPANY_RECRUITER' }, recruiter)
      .thenRefuses('team-member-not-manageable', TEAM_MEMBER_MESSAGES.cannotManage);
  });

  it('refuses newly giving an option the caller lacks, but keeps one given earlier', () => {
    const premium = COMPANY_PERMISSION_OPTIONS.POST_ON_PREMIUM_JOB_BOARDS;
    spec
      .given(withMember())
      .when({ companyPermissions: ['POST_ON_PREMIUM_JOB_BOARDS'] }, recruiter)
      .thenRefuses('permission-not-grantable', TEAM_MEMBER_MESSAGES.cannotGrant);
    const given = withMember({ permissionV1: [...defaultPermissionsFor('COMPANY_INTERVIEWER'), premium] });
    expect(
      spec
        .given(given)
        .when({ companyPermissions: ['POST_ON_PREMIUM_JOB_BOARDS'] }, recruiter)
        .decide().result,
    ).toEqual({
      id: 'member-1',
    });
  });
});

describe('deleting a team member (spec 03 §6 "Deleting team members")', () => {
  const spec = relationalPolicySpecification(deleteTeamMember);
  const input = { memberId: 'member-1' };

  it('deletes softly, audited as a delete', () => {
    const before = member();
    spec
      .given({ member: before, activeCandidatesOwned: 0 })
      .when(input, admin)
      .then({
        writes: [{ table: 'users', update: 'member-1', set: { deletedAt: NOW } }],
        audit: [auditedByAdmin(before, { deletedAt: NOW }, 'delete')],
        mail: [],
        result: { id: 'member-1' },
      });
  });

  it('answers 404 for an unknown or already deleted member', () => {
    for (const existing of [null, member({ deletedAt: NOW })])
      spec
        .given({ member: existing, activeCandidatesOwned: 0 })
        .when(input, admin)
        .thenRefuses('team-member-not-found');
  });

  it('refuses deleting oneself, a member the caller does not manage, and an owner of active candidates', () => {
    spec
      .given({ member: member({ id: 'admin-1', roles: ['COMPANY_ADMIN'] }), activeCandidatesOwned: 0 })
      .when({ memberId: 'admin-1' }, admin)
      .thenRefuses('team-member-delete-self', 'You cannot delete yourself');
    spec
      .given({ member: member({ roles: ['COMPANY_RECRUITER'] }), activeCandidatesOwned: 0 })
      .when(input, recruiter)
      .thenRefuses('team-member-not-manageable', TEAM_MEMBER_MESSAGES.cannotManage);
    spec
      .given({ member: member(), activeCandidatesOwned: 2 })
      .when(input, admin)
      .thenRefuses(
        'team-member-owns-active-candidates',
        'This team member owns active candidates. Reassign them to another owner first.',
      );
  });
});

describe('resending an invitation (spec 03 "Team member invitation")', () => {
  const spec = relationalPolicySpecification(resendTeamInvite);
  const input = { memberId: 'member-1' };

  it('invites again, also a member added without an invite', () => {
    const before = member({ status: 'NOT_INVITED', invitedAt: null });
    const set = { status: 'INVITE_SENT' as const, invitedAt: NOW };
    spec
      .given({ member: before, company })
      .when(input, admin)
      .then({
        writes: [{ table: 'users', update: 'member-1', set }],
        audit: [auditedByAdmin(before, set)],
        mail: [invitation],
        result: { id: 'member-1', status: 'INVITE_SENT' },
      });
  });

  it('refuses an unknown member, one the caller does not manage, and one who has joined', () => {
    spec.given({ member: null, company }).when(input, admin).thenRefuses('team-member-not-found');
    spec
      .given({ member: member({ roles: ['COMPANY_ADMIN'] }), company })
      .when(input, recruiter)
      .thenRefuses('team-member-not-manageable');
    spec
      .given({ member: member({ status: 'ACTIVE' }), company })
      .when(input, admin)
      .thenRefuses('team-member-already-joined', 'This team member has already joined');
  });
});
